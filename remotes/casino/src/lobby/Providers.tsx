import { useLoad } from "@parlay/web";
import { asResult, browserApi } from "../client-data.ts";
import { fill, href } from "../links.ts";
import type { CasinoProps } from "../props.ts";
import type { CasinoRoute } from "../routes.ts";
import { providerName } from "../seo.ts";
import { TileGrid } from "./Tile.tsx";

/** Every provider with listed games, linking its page. */
export function ProvidersPage(props: CasinoProps) {
  const { t, basePath, initial } = props;
  const list = useLoad("casino:providers", (s) => asResult(browserApi.providers(s)), {
    ...(initial.providers ? { initial: { providers: initial.providers } } : {}),
  });
  return (
    <>
      <h1 className="pc-h1">{t.pages.providers}</h1>
      <ul className="pc-providers">
        {(list.data?.providers ?? []).map((p) => (
          <li key={p.id}>
            <a href={href(basePath, `/providers/${p.id}`)}>
              <span>{p.name}</span>
              <span className="pc-note">{fill(t.providerGames, { n: p.games })}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A provider's games. */
export function ProviderPage(props: CasinoProps & { route: Extract<CasinoRoute, { page: "provider" }> }) {
  const { t, basePath, initial, route } = props;
  const games = useLoad(
    `casino:provider:${route.provider}`,
    (s) => asResult(browserApi.games({ provider: route.provider }, props.lang, s)),
    {
      ...(initial.games ? { initial: { games: initial.games } } : {}),
    },
  );
  const heading = fill(t.providerPage, { name: providerName(route.provider, initial) });
  return (
    <>
      <h1 className="pc-h1">{heading}</h1>
      <p className="pc-note">
        <a href={href(basePath, "/providers")}>{t.pages.providers}</a>
      </p>
      <TileGrid games={games.data?.games ?? []} basePath={basePath} t={t} label={heading} />
    </>
  );
}
