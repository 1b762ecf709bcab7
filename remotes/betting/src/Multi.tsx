import { fill } from "@parlay/i18n/messages";
import { useLiveGames } from "@parlay/web";
import { useCallback, useEffect, useState } from "react";
import type { Game } from "./api.ts";
import { liveLoad, pickedLoad, usePageLoad } from "./data/loads.ts";
import { applyDiff, type Diff } from "./live.ts";
import { isLive, mainMarket, OddsCell } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";

export const MULTI_KEY = "parlay:multi-live";
export const MULTI_MAX = 4;

/** Game ids from `?games=1,2,3` (the URL wins) or the stored selection, at most MULTI_MAX. */
export function parseSelection(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids = raw
    .split(",")
    .filter((v) => /^[1-9]\d{0,15}$/.test(v))
    .map(Number);
  return [...new Set(ids)].slice(0, MULTI_MAX);
}

/**
 * Multi live: pick up to four live games; they are shown side by side with their score and main
 * market, all live over one subscription. The selection is in the URL (`?games=…`, shareable) and in
 * local storage (`parlay:multi-live`), so coming back shows the same games.
 */
export function Multi(props: BettingProps & { games: string | null }) {
  const { t, basePath } = props;
  const [selection, setSelection] = useState<number[]>(() => parseSelection(props.games));
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!props.games) setSelection(parseSelection(localStorage.getItem(MULTI_KEY)));
    setRestored(true);
  }, [props.games]);
  useEffect(() => {
    if (!restored) return;
    localStorage.setItem(MULTI_KEY, selection.join(","));
    const url = new URL(location.href);
    if (selection.length > 0) url.searchParams.set("games", selection.join(","));
    else url.searchParams.delete("games");
    history.replaceState(history.state, "", url);
  }, [selection, restored]);

  const live = usePageLoad(props.initial, liveLoad());
  const key = selection.join(",");
  const picked = usePageLoad(props.initial, pickedLoad(key), { enabled: restored });
  const onDiffs = useCallback(
    (diffs: Diff[]) => {
      const fold = (games: Game[]) => games.map((g) => diffs.reduce(applyDiff, g));
      picked.update(fold);
      live.update(fold);
    },
    [picked.update, live.update],
  );
  const liveGames = live.status === "ready" ? (live.data ?? []) : [];
  const shown = picked.status === "ready" ? (picked.data ?? []) : [];
  useLiveGames([...new Set([...shown.map((g) => g.gameId), ...liveGames.map((g) => g.gameId)])], onDiffs);
  const toggle = (id: number, on: boolean) =>
    setSelection((prev) => (on ? [...prev, id].slice(0, MULTI_MAX) : prev.filter((x) => x !== id)));
  return (
    <div className="pb-multi">
      <section aria-labelledby="pb-multi-picked">
        <h2 className="pb-h2" id="pb-multi-picked">
          {fill(t.multiPicked, { n: selection.length, max: MULTI_MAX })}
        </h2>
        {selection.length === 0 ? <p className="pb-note">{t.multiHint}</p> : null}
        <ul className="pb-multi__grid">
          {shown.map((game) => {
            const market = mainMarket(game);
            return (
              <li key={game.gameId} className="pb-card pb-multi__game">
                <h3 className="pb-h3">
                  <a href={`${basePath}/statistic?gameId=${game.gameId}`}>
                    {game.opponents[0]} — {game.opponents[1]}
                  </a>
                </h3>
                <p className="pb-scoreboard" aria-live="polite">
                  {isLive(game) ? <span className="pb-live">{t.liveNow}</span> : null} {game.fullScore}{" "}
                  {game.info}
                  {game.isFinished ? ` · ${t.finished}` : ""}
                </p>
                {market ? (
                  <ul className="pb-outcomes">
                    {market.outcomes.map((o, i) => (
                      <li key={o.outcomeId} className="pb-outcome">
                        <span>{o.name}</span>
                        <OddsCell market={market} index={i} t={t} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <button type="button" className="pb-button" onClick={() => toggle(game.gameId, false)}>
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="pb-multi-pick">
        <h2 className="pb-h2" id="pb-multi-pick">
          {t.multiPick}
        </h2>
        <LoadState load={live} retry={live.reload} t={t} />
        {live.status === "ready" && liveGames.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
        <ul className="pb-plain pb-columns">
          {liveGames.map((g) => {
            const on = selection.includes(g.gameId);
            return (
              <li key={g.gameId}>
                <label className="pb-check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && selection.length >= MULTI_MAX}
                    onChange={(e) => toggle(g.gameId, e.currentTarget.checked)}
                  />{" "}
                  {g.opponents[0]} — {g.opponents[1]} <span className="pb-count">{g.score.join(":")}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
