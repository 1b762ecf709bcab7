import { slugOf } from "@parlay/domain/routing";
import { useLiveGames } from "@parlay/web";
import { useCallback } from "react";
import { gameLoad, usePageLoad } from "./data/loads.ts";
import { GameClock } from "./GameClock.tsx";
import { applyDiff, type Diff } from "./live.ts";
import { isLive, OddsCell, startText, useLocalTime } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";

/** One game with every market; odds, score and blocks follow the live push. */
export function GamePage(props: BettingProps & { gameKey: string; champHref: string }) {
  const { gameKey, champHref, t, lang, clock, kickOff } = props;
  const load = usePageLoad(props.initial, gameLoad(gameKey));
  const local = useLocalTime();
  const game = load.status === "ready" ? load.data : null;
  const onDiffs = useCallback(
    (diffs: Diff[]) => load.update((game) => diffs.reduce(applyDiff, game)),
    [load.update],
  );
  useLiveGames(game ? [game.gameId] : [], onDiffs);
  return (
    <article className="pb-gamepage" aria-labelledby="pb-game-title">
      <p className="pb-back">
        <a href={champHref}>{t.backToChamp}</a>
      </p>
      <h2 className="pb-h2" id="pb-game-title">
        {game ? `${game.opponents[0]} — ${game.opponents[1]}` : t.gamesLabel}
      </h2>
      {game ? (
        <p className="pb-meta">
          {isLive(game) ? (
            <>
              <span className="pb-live">{t.liveNow}</span> {t.score}: {game.fullScore} {game.info}
              <GameClock game={game} t={t} />
            </>
          ) : (
            startText(game.startAt, lang, clock, kickOff, local)
          )}
        </p>
      ) : null}
      {game ? (
        <p className="pb-links">
          <a href={`${props.basePath}/statistic?gameId=${game.gameId}`}>{t.statistic}</a>
          {game.teamIds?.map((id, i) => (
            <a
              key={id}
              href={`${props.basePath}/team/${game.statusId === 1 ? "line" : "live"}/${id}-${slugOf(game.opponents[i] ?? "")}`}
            >
              {game.opponents[i]}
            </a>
          ))}
        </p>
      ) : null}
      <LoadState load={load} retry={load.reload} t={t} />
      {game ? (
        <section aria-labelledby="pb-markets-title">
          <h3 className="pb-h3" id="pb-markets-title">
            {t.markets}
          </h3>
          <ul className="pb-markets">
            {game.markets.map((market) => (
              <li key={market.marketId} className="pb-market">
                <h4 className="pb-market__name">{market.name}</h4>
                <ul className="pb-outcomes">
                  {market.outcomes.map((o, index) => (
                    <li key={o.outcomeId} className="pb-outcome">
                      <span className="pb-outcome__name">{o.name}</span>
                      <OddsCell market={market} index={index} t={t} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
