/**
 * Live push (docs/sportsbook.md, `/ws/live`): the page's one socket is the toolkit's (`useLiveGames`
 * from @parlay/web); this folds each diff into the shown games. Only changed keys arrive, so a diff is applied field by field.
 */
import type { LiveDiff } from "@parlay/contracts/live";
import type { Game } from "./api.ts";

/** One game's changes: the push contract's diff (@parlay/contracts/live). */
export type Diff = LiveDiff;

/** The game with one diff applied; the same object when the diff is for another game. */
export function applyDiff(game: Game, diff: Diff): Game {
  if (diff.g !== game.gameId) return game;
  const coefs = new Map(diff.o ?? []);
  const blocks = new Map(diff.b ?? []);
  const outcomeBlocks = new Map(diff.ob ?? []);
  const markets =
    coefs.size === 0 && blocks.size === 0 && outcomeBlocks.size === 0
      ? game.markets
      : game.markets.map((m) => ({
          ...m,
          isBlocked: blocks.has(m.marketId) ? blocks.get(m.marketId) === 1 : m.isBlocked,
          outcomes: m.outcomes.map((o) => {
            const coef = coefs.get(o.outcomeId);
            const blocked = outcomeBlocks.get(o.outcomeId);
            if (coef === undefined && blocked === undefined) return o;
            return {
              ...o,
              coef: coef ?? o.coef,
              isBlocked: blocked === undefined ? o.isBlocked : blocked === 1,
            };
          }),
        }));
  const score = diff.sc ?? game.score;
  const periodScores = diff.ps ?? game.periodScores;
  const scoreChanged = diff.sc !== undefined || diff.ps !== undefined;
  return {
    ...game,
    markets,
    statusId: diff.st ?? game.statusId,
    score,
    periodScores,
    fullScore: scoreChanged ? fullScoreText(score, periodScores ?? []) : game.fullScore,
    timeSec: diff.tm ?? game.timeSec,
    period: diff.p ?? game.period,
    info: diff.inf ?? game.info,
    isFinished: diff.fin === 1 ? true : game.isFinished,
  };
}

/** "2:1 (1:0, 1:1)", as the server writes it. */
export function fullScoreText(score: [number, number], periods: [number, number][]): string {
  const main = `${score[0]}:${score[1]}`;
  return periods.length > 0 ? `${main} (${periods.map(([h, a]) => `${h}:${a}`).join(", ")})` : main;
}
