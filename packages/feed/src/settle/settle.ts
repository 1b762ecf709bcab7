/**
 * Per-outcome settlement statuses from a game's final figures, in the betting engine's vocabulary
 * (spec 001 §3 bet status ids): 0 lose, 1 win, 2 return, 3 forced return, 4 half win half return,
 * 5 half lose half return, 6 half lose half win.
 *
 * A quarter line (x.25, x.75) is two half-stakes on the lines 0.25 either side; each half wins,
 * loses or is returned, and the pair maps to one status: win+return → 4, lose+return → 5,
 * win+lose → 6 (cannot happen on quarter lines of whole-number scores, kept for completeness).
 */
import { BetStatus, type BetStatusId } from "@parlay/domain/betting";
import { MarketType } from "../adapter/market-types.ts";
import type { FeedMarket, GameResult, Pair } from "../adapter/types.ts";
import { splitLine } from "../odds/dist.ts";

type Part = "win" | "lose" | "push";

function part(x: number, line: number, side: "over" | "under"): Part {
  if (x === line) return "push";
  return (side === "over" ? x > line : x < line) ? "win" : "lose";
}

/** Status of "X over line" or "X under line" for the final value x. */
export function lineBetStatus(x: number, line: number, side: "over" | "under"): BetStatusId {
  const parts = splitLine(line).map((l) => part(x, l, side));
  const has = (p: Part) => parts.includes(p);
  if (parts.every((p) => p === "win")) return BetStatus.win;
  if (parts.every((p) => p === "lose")) return BetStatus.lose;
  if (parts.every((p) => p === "push")) return BetStatus.return;
  if (has("win") && has("push")) return BetStatus.halfWinHalfReturn;
  if (has("lose") && has("push")) return BetStatus.halfLoseHalfReturn;
  return BetStatus.halfLoseHalfWin;
}

export type SettleMarket = Pick<FeedMarket, "typeId" | "kind" | "param" | "basis"> & {
  /** Every outcome code of the market ("other" in a correct score needs the listed ones). */
  codes: readonly string[];
};

/** The pair a market settles on, or null when its period was never played. */
export function settlementPair(market: Pick<FeedMarket, "kind" | "basis">, result: GameResult): Pair | null {
  if (market.kind > 0) return result.periodScores[market.kind - 1] ?? null;
  if (market.basis === "regulation") return result.regulation ?? result.score;
  if (market.basis === "units") {
    if (result.units) return result.units;
    return result.periodScores.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  }
  return result.score;
}

function requireParam(market: SettleMarket): number {
  if (market.param === null) throw new RangeError(`market type ${market.typeId} needs a line`);
  return market.param;
}

/** The settlement status of one outcome (by code) of a market, given the game's final figures. */
export function settleOutcome(market: SettleMarket, code: string, result: GameResult): BetStatusId {
  if (result.cancelled) return BetStatus.forcedReturn;
  const pair = settlementPair(market, result);
  // A period that never took place (a match that ended before it) voids its markets.
  if (pair === null) return BetStatus.return;
  const [h, a] = pair;
  const won = (ok: boolean) => (ok ? BetStatus.win : BetStatus.lose);
  switch (market.typeId) {
    case MarketType.result:
      return won(code === (h > a ? "1" : h < a ? "2" : "X"));
    case MarketType.winner:
      return h === a ? BetStatus.return : won(code === (h > a ? "1" : "2"));
    case MarketType.total:
      return lineBetStatus(h + a, requireParam(market), code === "over" ? "over" : "under");
    case MarketType.handicap: {
      // Home wins when (h − a) + line > 0, i.e. h − a over −line; away is the other side.
      const line = -requireParam(market);
      return lineBetStatus(h - a, line, code === "1" ? "over" : "under");
    }
    case MarketType.bothScore:
      return won((h > 0 && a > 0) === (code === "yes"));
    case MarketType.correctScore: {
      const actual = `${h}:${a}`;
      if (code === "other") return won(!market.codes.includes(actual));
      return won(code === actual);
    }
    default:
      throw new RangeError(`unknown market type ${market.typeId}`);
  }
}

/** Statuses of every outcome of a market, by outcome id. */
export function settleMarket(
  market: SettleMarket & { outcomes: readonly { outcomeId: number; code: string }[] },
  result: GameResult,
): { outcomeId: number; statusId: BetStatusId }[] {
  return market.outcomes.map((o) => ({
    outcomeId: o.outcomeId,
    statusId: settleOutcome(market, o.code, result),
  }));
}
