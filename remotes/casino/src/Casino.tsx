import { GamePage } from "./game/GamePage.tsx";
import { href } from "./links.ts";
import { FavoritesProvider } from "./lobby/favorites.tsx";
import { LobbyPage } from "./lobby/LobbyPage.tsx";
import { MyCasino } from "./lobby/MyCasino.tsx";
import { Nav } from "./lobby/Nav.tsx";
import { ProviderPage, ProvidersPage } from "./lobby/Providers.tsx";
import { SearchBox } from "./lobby/Search.tsx";
import type { CasinoProps } from "./props.ts";

function Page(props: CasinoProps) {
  const { route, t, basePath } = props;
  switch (route.page) {
    case "lobby":
      return <LobbyPage {...props} route={route} />;
    case "game":
      return <GamePage {...props} route={route} />;
    case "providers":
      return <ProvidersPage {...props} />;
    case "provider":
      return <ProviderPage {...props} route={route} />;
    case "search":
      return (
        <>
          <h1 className="pc-h1">{t.pages["casino-search"]}</h1>
          <SearchBox {...props} />
        </>
      );
    case "my":
      return <MyCasino {...props} route={route} />;
    case "thankyou":
      return (
        <>
          <h1 className="pc-h1">{t.pages.thankyou}</h1>
          <p>{t.thankyou}</p>
          <p>
            <a className="pc-button" href={href(basePath, `/${route.section}`)}>
              {t.back}
            </a>
          </p>
        </>
      );
  }
}

/** Every casino page: the sections' navigation above the page. */
export function Casino(props: CasinoProps) {
  return (
    <FavoritesProvider signedIn={props.signedIn} initial={props.initial.favoriteIds}>
      <div className="pc-root">
        <Nav basePath={props.basePath} path={props.path} t={props.t} />
        <Page {...props} />
      </div>
    </FavoritesProvider>
  );
}
