/**
 * Which outcomes the score has already lost, while the game is still being played. Scores only
 * grow: a figure a market settles on (goals, points, sets, games) can go up for either side until
 * its period is over, and then it is final. An outcome is still possible when some figure it can
 * still reach settles it as anything but a plain loss (a win, a return, half of either); settlement
 * itself (`settleOutcome`) decides that, so the two rules can never disagree.
 */
import { BetStatus } from "@parlay/domain/betting";
import { MarketType } from "../adapter/market-types.ts";
import { GameStatus, type GameStatusId, type Pair } from "../adapter/types.ts";
import { type SettleMarket, settleOutcome } from "./settle.ts";

/** A game in play as its header shows it. */
export interface LiveState {
  statusId: GameStatusId;
  /** Current period; during a break, the period just over. 0 before the start. */
  period: number;
  score: Pair;
  periodScores: readonly Pair[];
  /** Periods of regulation time (ice hockey 3); what "regulation" markets count. */
  regulationPeriods?: number;
}

/** Where the figure a market settles on stands: its value now, and whether it can still change. */
export interface MarketFigure {
  pair: Pair;
  final: boolean;
}

const sum = (pairs: readonly Pair[]): Pair =>
  pairs.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);

/** The figure a market settles on, as the game stands. */
export function marketFigure(market: Pick<SettleMarket, "kind" | "basis">, game: LiveState): MarketFigure {
  const over = game.statusId === GameStatus.finished || game.statusId === GameStatus.cancelled;
  // Periods before the current one are over; at a break, the current one is too.
  const closed = over
    ? Number.POSITIVE_INFINITY
    : game.statusId === GameStatus.break
      ? game.period
      : game.period - 1;
  if (market.kind > 0) {
    const pair = game.periodScores[market.kind - 1] ?? [0, 0];
    return { pair: [pair[0], pair[1]], final: closed >= market.kind };
  }
  if (market.basis === "regulation" && game.regulationPeriods !== undefined) {
    const n = game.regulationPeriods;
    return { pair: sum(game.periodScores.slice(0, n)), final: closed >= n };
  }
  if (market.basis === "units") return { pair: sum(game.periodScores), final: over };
  return { pair: [game.score[0], game.score[1]], final: over };
}

const lost = (market: SettleMarket, code: string, pair: Pair): boolean =>
  settleOutcome({ ...market, kind: 0, basis: "score" }, code, {
    score: pair,
    periodScores: [],
    cancelled: false,
  }) === BetStatus.lose;

/**
 * False when no figure the market can still reach would settle the outcome as anything but a loss:
 * a correct score below the current one in either side's count, "under" a total already passed,
 * "no" to both teams scoring once both have, any losing outcome of a period that is over.
 */
export function outcomePossible(market: SettleMarket, code: string, figure: MarketFigure): boolean {
  const { pair, final } = figure;
  if (final) return !lost(market, code, pair);
  const [h, a] = pair;
  switch (market.typeId) {
    case MarketType.total:
      // More goals only help "over"; "under" is best now.
      return code === "over" || !lost(market, code, pair);
    case MarketType.bothScore:
      return code === "yes" || h === 0 || a === 0;
    case MarketType.correctScore: {
      if (code === "other") return true;
      const [x, y] = code.split(":").map(Number) as [number, number];
      return x >= h && y >= a;
    }
    default:
      // 1X2, winner, handicap: either side can still score as much as it takes.
      return true;
  }
}

/** The outcome ids of a market that the game has made impossible (empty before the start). */
export function impossibleOutcomes(
  market: Omit<SettleMarket, "codes"> & { outcomes: readonly { outcomeId: number; code: string }[] },
  game: LiveState,
): number[] {
  if (game.period === 0 || game.statusId === GameStatus.line) return [];
  const figure = marketFigure(market, game);
  const settle = { ...market, codes: market.outcomes.map((o) => o.code) };
  return market.outcomes.filter((o) => !outcomePossible(settle, o.code, figure)).map((o) => o.outcomeId);
}
