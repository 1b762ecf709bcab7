import { type Clock, formatDateTime } from "@parlay/domain/language";
import { fill } from "@parlay/i18n/messages";
import { useLiveGames } from "@parlay/web";
import { useCallback, useState } from "react";
import type { GameRow } from "./api.ts";
import { liveLoad, resultsLoad, usePageLoad } from "./data/loads.ts";
import { applyDiff, type Diff } from "./live.ts";
import { useLocalTime } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";

/** Rows drawn at once; longer lists page with "show more" (a day has several hundred results). */
export const ROWS_SHOWN = 100;

/**
 * Results: `results` finished games of a day; `results/live` the scores of games in play, live
 * over the push; `results/zone` a day's scoreboard with the score of every period.
 */
export function Results(props: BettingProps & { type: "day" | "live" | "zone" }) {
  const { type, t } = props;
  return (
    <section className="pb-results" aria-labelledby="pb-results-title">
      <nav className="pb-subnav" aria-label={t.results}>
        <ul>
          {(
            [
              ["day", "results", t.resultsDay],
              ["live", "results/live", t.resultsLive],
              ["zone", "results/zone", t.resultsZone],
            ] as const
          ).map(([id, path, label]) => (
            <li key={id}>
              <a href={`${props.basePath}/${path}`} aria-current={type === id ? "page" : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {type === "live" ? <LiveScores {...props} /> : <DayResults {...props} zone={type === "zone"} />}
    </section>
  );
}

function DayResults(props: BettingProps & { zone: boolean }) {
  const { date, t, lang, clock, zone } = props;
  const day = date ?? "";
  const load = usePageLoad(props.initial, resultsLoad(day));
  const games = load.status === "ready" ? (load.data?.games ?? null) : null;
  return (
    <>
      <div className="pb-toolbar">
        <h2 className="pb-h2" id="pb-results-title">
          {zone ? t.resultsZone : t.results}
        </h2>
        <form className="pb-filter" method="get">
          <label>
            {t.date} <input type="date" name="date" defaultValue={day} required />
          </label>
          <button type="submit" className="pb-button">
            {t.show}
          </button>
        </form>
      </div>
      <LoadState load={load} retry={load.reload} t={t} />
      {games && games.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      {games && games.length > 0 ? (
        <ScoreTable games={games} t={t} lang={lang} clock={clock} periods={zone} />
      ) : null}
    </>
  );
}

function LiveScores(props: BettingProps) {
  const { t, lang, clock } = props;
  const load = usePageLoad(props.initial, liveLoad());
  const games = load.status === "ready" ? load.data : null;
  const onDiffs = useCallback(
    (diffs: Diff[]) => load.update((games) => games.map((g) => diffs.reduce(applyDiff, g))),
    [load.update],
  );
  useLiveGames(games ? games.map((g) => g.gameId) : [], onDiffs);
  return (
    <>
      <h2 className="pb-h2" id="pb-results-title">
        {t.resultsLive}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {games && games.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      {games && games.length > 0 ? (
        <ScoreTable games={games} t={t} lang={lang} clock={clock} periods />
      ) : null}
    </>
  );
}

/** Games with their score (and with `periods`, each period's); ROWS_SHOWN rows, then "show more". */
function ScoreTable({
  games,
  t,
  lang,
  clock,
  periods,
}: {
  games: GameRow[];
  t: BettingProps["t"];
  lang: string;
  clock: Clock;
  periods: boolean;
}) {
  const [shown, setShown] = useState(ROWS_SHOWN);
  const local = useLocalTime();
  const maxPeriods = periods ? Math.min(5, Math.max(0, ...games.map((g) => g.periodScores?.length ?? 0))) : 0;
  return (
    <>
      <div className="pb-scroll">
        <table className="pb-table">
          <thead>
            <tr>
              <th scope="col">{t.gamesLabel}</th>
              {Array.from({ length: maxPeriods }, (_, i) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: the period number is the column
                  key={i}
                  scope="col"
                  className="pb-num"
                >
                  {i + 1}
                </th>
              ))}
              <th scope="col">{t.score}</th>
            </tr>
          </thead>
          <tbody>
            {games.slice(0, shown).map((g) => (
              <tr key={g.gameId}>
                <th scope="row" className="pb-game">
                  {g.opponents[0]} — {g.opponents[1]}
                  <span className="pb-meta">
                    {formatDateTime(g.startAt, lang, clock, "dateTime", local ? undefined : "UTC")}
                    {g.statusId === 5 ? ` · ${t.cancelled}` : ""}
                    {g.info ? ` · ${g.info}` : ""}
                  </span>
                </th>
                {Array.from({ length: maxPeriods }, (_, i) => {
                  const p = g.periodScores?.[i];
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the period number is the column
                      key={i}
                      className="pb-num"
                    >
                      {p ? `${p[0]}:${p[1]}` : ""}
                    </td>
                  );
                })}
                <td>
                  <strong>{periods ? `${g.score[0]}:${g.score[1]}` : g.fullScore}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pb-more">
        <span role="status">
          {fill(t.shownOf, { shown: Math.min(shown, games.length), total: games.length })}
        </span>
        {shown < games.length ? (
          <button type="button" className="pb-button" onClick={() => setShown((n) => n + ROWS_SHOWN)}>
            {t.showMore}
          </button>
        ) : null}
      </p>
    </>
  );
}
