import { COMPUTED_COLLECTIONS } from "@parlay/domain/casino-lobby";
import { useLoad } from "@parlay/web";
import { asResult, browserApi } from "../client-data.ts";
import { gameHref, href } from "../links.ts";
import type { CasinoProps } from "../props.ts";
import type { CasinoRoute } from "../routes.ts";
import { lobbyHeading } from "../seo.ts";
import { SearchBox } from "./Search.tsx";
import { TileGrid } from "./Tile.tsx";

type LobbyRoute = Extract<CasinoRoute, { page: "lobby" }>;

/** Where a front's collection row's "See all" goes. */
const rowHref = (route: LobbyRoute, collection: string) =>
  route.id === "slots" && collection !== "live" ? `/slots/${collection}` : `/casino/${collection}`;

/** A lobby page: the front (a row per collection) or one listing; search and a random game on top. */
export function LobbyPage(props: CasinoProps & { route: LobbyRoute }) {
  const { route, t, basePath, initial, lang } = props;
  const key = JSON.stringify(route.filter);
  const rows = useLoad(`casino:rows:${key}`, (s) => asResult(browserApi.lobby(route.filter, lang, s)), {
    enabled: route.front,
    ...(initial.rows ? { initial: { rows: initial.rows } } : {}),
  });
  const games = useLoad(`casino:games:${key}`, (s) => asResult(browserApi.games(route.filter, lang, s)), {
    ...(initial.games ? { initial: { games: initial.games } } : {}),
  });
  const random = initial.random;
  return (
    <>
      <div className="pc-bar">
        <h1 className="pc-h1">{lobbyHeading(route, t)}</h1>
        {random && (
          <a className="pc-button" href={gameHref(basePath, random)} data-random>
            {t.random}
          </a>
        )}
      </div>
      <SearchBox {...props} />
      {route.front &&
        COMPUTED_COLLECTIONS.map((c) => {
          const list = rows.data?.rows[c] ?? [];
          if (list.length === 0) return null;
          const id = `pc-row-${c}`;
          return (
            <section key={c} className="pc-row" aria-labelledby={id}>
              <div className="pc-row-head">
                <h2 className="pc-h2" id={id}>
                  {t.collections[c]}
                </h2>
                <a href={href(basePath, rowHref(route, c))}>{t.seeAll}</a>
              </div>
              <TileGrid games={list} basePath={basePath} t={t} label={t.collections[c]} />
            </section>
          );
        })}
      <section className="pc-row" aria-labelledby="pc-all">
        {route.front && (
          <h2 className="pc-h2" id="pc-all">
            {t.allGames}
          </h2>
        )}
        {!route.front && (
          <span hidden id="pc-all">
            {lobbyHeading(route, t)}
          </span>
        )}
        <TileGrid games={games.data?.games ?? []} basePath={basePath} t={t} label={lobbyHeading(route, t)} />
      </section>
    </>
  );
}
