import type { Clock, MomentPattern } from "@parlay/domain/language";
import type { Game } from "./api.ts";
import { liveInfo } from "./clock.ts";
import { GameClock } from "./GameClock.tsx";
import type { BettingDictionary } from "./i18n/index.ts";
import { isLive, lineMarket, mainMarket, OddsCell, paramText, startText, useLocalTime } from "./odds.tsx";
import { type MarketColumn, marketColumns, useSettings } from "./settings.tsx";

export interface TableGroup {
  key: string;
  /** Championship title with its link, or null for a flat list. */
  title: string | null;
  href: string | null;
  /** A heading drawn above this group (group by country: the first group of each country). */
  country?: string | undefined;
  games: Game[];
}

interface Props {
  groups: TableGroup[];
  t: BettingDictionary;
  lang: string;
  clock: Clock;
  /** The server's pattern for kick-offs (BettingProps.kickOff); without one Intl writes them. */
  kickOff?: MomentPattern | null;
  gameHref: (game: Game) => string;
  /** Shown under the name in a flat list: the championship. */
  champName?: (game: Game) => string;
}

/**
 * Games as tables, one per group (a championship) or one flat table, with the betting view's market
 * columns (main 1X2 / winner, total, handicap) and an optional wide score column. Odds cells have a
 * fixed width, so live changes never shift the rows.
 */
export function GameTables({ groups, t, lang, clock, kickOff = null, gameHref, champName }: Props) {
  const { view, global } = useSettings();
  const local = useLocalTime();
  const columns = marketColumns(view);
  return (
    <>
      {groups.map((group) => (
        <div key={group.key} className="pb-scroll">
          {group.country ? <h3 className="pb-h3 pb-country">{group.country}</h3> : null}
          <table className={`pb-table${view.wideScoreboard ? " pb-table--wide" : ""}`}>
            {group.title ? (
              <caption>{group.href ? <a href={group.href}>{group.title}</a> : group.title}</caption>
            ) : (
              <caption className="pb-sr">{t.gamesLabel}</caption>
            )}
            <thead>
              <tr>
                <th scope="col">{t.gamesLabel}</th>
                {view.wideScoreboard ? <th scope="col">{t.score}</th> : null}
                {columns.map((c) => (
                  <ColumnHeads key={c} column={c} t={t} />
                ))}
              </tr>
            </thead>
            <tbody>
              {group.games.map((game) => (
                <tr key={game.gameId}>
                  <th scope="row" className="pb-game">
                    <a href={gameHref(game)}>
                      {game.opponents[0]} — {game.opponents[1]}
                    </a>
                    <span className="pb-meta">
                      {global.showGameId && game.number !== undefined ? (
                        <span>{`№${game.number} · `}</span>
                      ) : null}
                      {!group.title && champName ? <span>{champName(game)} · </span> : null}
                      {isLive(game) ? (
                        <>
                          <span className="pb-live">{t.liveNow}</span>
                          {view.wideScoreboard
                            ? null
                            : ` ${game.score[0]}:${game.score[1]} ${liveInfo(game)}`}
                          <GameClock game={game} t={t} />
                        </>
                      ) : (
                        startText(game.startAt, lang, clock, kickOff, local)
                      )}
                      {game.videoId ? (
                        <span className="pb-video" role="img" aria-label={t.video}>
                          {" "}
                          ▶
                        </span>
                      ) : null}
                    </span>
                  </th>
                  {view.wideScoreboard ? (
                    <td className="pb-score">
                      {isLive(game) || game.isFinished ? (game.fullScore ?? "") : "—"}
                      {isLive(game) && liveInfo(game) ? (
                        <span className="pb-meta">{liveInfo(game)}</span>
                      ) : null}
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <Cells key={c} column={c} game={game} t={t} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

function ColumnHeads({ column, t }: { column: MarketColumn; t: BettingDictionary }) {
  const heads =
    column === "main"
      ? [t.home, t.draw, t.away]
      : column === "total"
        ? [t.total, t.over, t.under]
        : [t.handicap, t.home, t.away];
  return (
    <>
      {heads.map((h, i) => (
        <th
          // biome-ignore lint/suspicious/noArrayIndexKey: a column head is its position in the market's columns
          key={`${column}-${i}`}
          scope="col"
          className={i === 0 && column !== "main" ? "pb-col-param" : "pb-col-odds"}
        >
          {h}
        </th>
      ))}
    </>
  );
}

function Cells({ column, game, t }: { column: MarketColumn; game: Game; t: BettingDictionary }) {
  if (column === "main") {
    const market = mainMarket(game);
    if (!market) return <td colSpan={3} />;
    const three = market.outcomes.length === 3;
    return (
      <>
        <td>
          <OddsCell market={market} index={0} t={t} />
        </td>
        <td>{three ? <OddsCell market={market} index={1} t={t} /> : null}</td>
        <td>
          <OddsCell market={market} index={three ? 2 : 1} t={t} />
        </td>
      </>
    );
  }
  const market = lineMarket(game, column === "total" ? 3 : 4);
  if (!market) return <td colSpan={3} />;
  return (
    <>
      <td className="pb-col-param">{paramText(market)}</td>
      <td>
        <OddsCell market={market} index={0} t={t} />
      </td>
      <td>
        <OddsCell market={market} index={1} t={t} />
      </td>
    </>
  );
}
