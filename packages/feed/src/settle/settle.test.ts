import { BetStatus } from "@parlay/domain/betting";
import { describe, expect, test } from "vitest";
import { MarketType } from "../adapter/market-types.ts";
import type { GameResult } from "../adapter/types.ts";
import { lineBetStatus, settleOutcome } from "./settle.ts";

const result = (h: number, a: number, extra: Partial<GameResult> = {}): GameResult => ({
  score: [h, a],
  periodScores: [[h, a]],
  cancelled: false,
  ...extra,
});

describe("line bets, quarter lines included", () => {
  // [total, line, over status, under status]
  test.each([
    [3, 2.5, BetStatus.win, BetStatus.lose],
    [2, 2.5, BetStatus.lose, BetStatus.win],
    [2, 2, BetStatus.return, BetStatus.return],
    [2, 2.25, BetStatus.halfLoseHalfReturn, BetStatus.halfWinHalfReturn],
    [3, 2.25, BetStatus.win, BetStatus.lose],
    [3, 2.75, BetStatus.halfWinHalfReturn, BetStatus.halfLoseHalfReturn],
    [2, 2.75, BetStatus.lose, BetStatus.win],
    [0, 0.25, BetStatus.halfLoseHalfReturn, BetStatus.halfWinHalfReturn],
  ])("total %i on %d: over %i, under %i", (x, line, over, under) => {
    expect(lineBetStatus(x, line, "over")).toBe(over);
    expect(lineBetStatus(x, line, "under")).toBe(under);
  });

  test("a half-win/half-lose split is status 6", () => {
    // Not reachable by quarter lines on whole scores; kept so a split line maps to 6 not to a loss.
    expect(lineBetStatus(1, 1.25, "over")).toBe(BetStatus.halfLoseHalfReturn);
  });
});

describe("settleOutcome", () => {
  const hcp = (param: number) => ({
    typeId: MarketType.handicap,
    kind: 0,
    param,
    basis: "score" as const,
    codes: ["1", "2"],
  });

  test("Asian handicap on quarter lines", () => {
    // Home −0.25 at 1:1: half on 0 (returned), half on −0.5 (lost).
    expect(settleOutcome(hcp(-0.25), "1", result(1, 1))).toBe(BetStatus.halfLoseHalfReturn);
    expect(settleOutcome(hcp(-0.25), "2", result(1, 1))).toBe(BetStatus.halfWinHalfReturn);
    // Home −0.75 winning by one: half on −0.5 won, half on −1 returned.
    expect(settleOutcome(hcp(-0.75), "1", result(2, 1))).toBe(BetStatus.halfWinHalfReturn);
    expect(settleOutcome(hcp(-0.75), "2", result(2, 1))).toBe(BetStatus.halfLoseHalfReturn);
    expect(settleOutcome(hcp(-1), "1", result(2, 1))).toBe(BetStatus.return);
    expect(settleOutcome(hcp(1.5), "1", result(0, 1))).toBe(BetStatus.win);
  });

  test("1X2, winner with a tie, both teams to score", () => {
    const r = {
      typeId: MarketType.result,
      kind: 0,
      param: null,
      basis: "score" as const,
      codes: ["1", "X", "2"],
    };
    expect(["1", "X", "2"].map((c) => settleOutcome(r, c, result(1, 1)))).toEqual([0, 1, 0]);
    const w = { typeId: MarketType.winner, kind: 0, param: null, basis: "score" as const, codes: ["1", "2"] };
    expect(settleOutcome(w, "1", result(1, 1))).toBe(BetStatus.return);
    expect(settleOutcome(w, "2", result(0, 2))).toBe(BetStatus.win);
    const b = {
      typeId: MarketType.bothScore,
      kind: 0,
      param: null,
      basis: "score" as const,
      codes: ["yes", "no"],
    };
    expect(settleOutcome(b, "yes", result(1, 0))).toBe(BetStatus.lose);
    expect(settleOutcome(b, "no", result(1, 0))).toBe(BetStatus.win);
  });

  test("correct score with 'other'", () => {
    const cs = {
      typeId: MarketType.correctScore,
      kind: 0,
      param: null,
      basis: "score" as const,
      codes: ["0:0", "1:0", "other"],
    };
    expect(settleOutcome(cs, "1:0", result(1, 0))).toBe(BetStatus.win);
    expect(settleOutcome(cs, "other", result(1, 0))).toBe(BetStatus.lose);
    expect(settleOutcome(cs, "other", result(4, 4))).toBe(BetStatus.win);
  });

  test("bases: regulation, units, periods; cancelled games and unplayed periods", () => {
    const hockey = result(3, 2, {
      periodScores: [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, 0],
      ],
      regulation: [2, 2],
    });
    const r1x2 = {
      typeId: MarketType.result,
      kind: 0,
      param: null,
      basis: "regulation" as const,
      codes: ["1", "X", "2"],
    };
    expect(settleOutcome(r1x2, "X", hockey)).toBe(BetStatus.win);
    const p2 = { ...r1x2, kind: 2, basis: "score" as const };
    expect(settleOutcome(p2, "2", hockey)).toBe(BetStatus.win);
    const tennis = result(2, 0, {
      periodScores: [
        [6, 4],
        [7, 6],
      ],
    });
    const games = {
      typeId: MarketType.total,
      kind: 0,
      param: 22.5,
      basis: "units" as const,
      codes: ["over", "under"],
    };
    expect(settleOutcome(games, "over", tennis)).toBe(BetStatus.win);
    const set3 = {
      typeId: MarketType.winner,
      kind: 3,
      param: null,
      basis: "score" as const,
      codes: ["1", "2"],
    };
    expect(settleOutcome(set3, "1", tennis)).toBe(BetStatus.return);
    expect(settleOutcome(games, "over", { ...tennis, cancelled: true })).toBe(BetStatus.forcedReturn);
  });
});
