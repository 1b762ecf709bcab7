import { useLoad } from "@parlay/web";
import { asResult, browserPlayer } from "../client-data.ts";
import { href, loginHref } from "../links.ts";
import type { CasinoProps } from "../props.ts";
import type { CasinoRoute } from "../routes.ts";
import { useFavorites } from "./favorites.tsx";
import { TileGrid } from "./Tile.tsx";

/** my-casino (favourites and recently played) and my-casino/favorites; a guest is asked to log in. */
export function MyCasino(props: CasinoProps & { route: Extract<CasinoRoute, { page: "my" }> }) {
  const { t, basePath, initial, route, signedIn } = props;
  const { version } = useFavorites();
  const favorites = useLoad(`casino:favorites:${version}`, (s) => asResult(browserPlayer.favorites(s)), {
    enabled: signedIn,
    ...(initial.favorites ? { initial: { games: initial.favorites } } : {}),
  });
  const recent = useLoad("casino:recent", (s) => asResult(browserPlayer.recent(s)), {
    enabled: signedIn && !route.favorites,
    ...(initial.recent ? { initial: { games: initial.recent } } : {}),
  });
  const heading = route.favorites ? t.pages["my-casino.favorites"] : t.pages["my-casino"];
  if (!signedIn)
    return (
      <>
        <h1 className="pc-h1">{heading}</h1>
        <p>{t.my.signInPrompt}</p>
        <p>
          <a className="pc-button pc-primary" href={loginHref(basePath, props.path)}>
            {t.my.signIn}
          </a>
        </p>
      </>
    );
  const favoriteList = favorites.data?.games ?? [];
  return (
    <>
      <h1 className="pc-h1">{heading}</h1>
      <section className="pc-row" aria-labelledby="pc-my-favorites">
        <div className="pc-row-head">
          <h2 className="pc-h2" id="pc-my-favorites">
            {t.my.favorites}
          </h2>
          {!route.favorites && <a href={href(basePath, "/my-casino/favorites")}>{t.seeAll}</a>}
        </div>
        {favorites.status === "ready" && favoriteList.length === 0 ? (
          <p className="pc-note">{t.my.favoritesEmpty}</p>
        ) : (
          <TileGrid games={favoriteList} basePath={basePath} t={t} label={t.my.favorites} />
        )}
      </section>
      {!route.favorites && (
        <section className="pc-row" aria-labelledby="pc-my-recent">
          <h2 className="pc-h2" id="pc-my-recent">
            {t.my.recent}
          </h2>
          {recent.status === "ready" && (recent.data?.games.length ?? 0) === 0 ? (
            <p className="pc-note">{t.my.recentEmpty}</p>
          ) : (
            <TileGrid games={recent.data?.games ?? []} basePath={basePath} t={t} label={t.my.recent} />
          )}
        </section>
      )}
    </>
  );
}
