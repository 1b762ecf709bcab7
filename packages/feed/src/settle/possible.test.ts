import { BetStatus } from "@parlay/domain/betting";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MarketType } from "../adapter/market-types.ts";
import { GameStatus, type GameStatusId, type MarketBasis, type Pair } from "../adapter/types.ts";
import { impossibleOutcomes, type LiveState, marketFigure, outcomePossible } from "./possible.ts";
import { type SettleMarket, settleOutcome } from "./settle.ts";

const GRID = ["0:0", "1:0", "0:1", "1:1", "2:0", "0:2", "2:1", "1:2", "2:2", "3:0", "0:3", "3:1", "1:3"];

/** Every market shape the simulator offers, with every code. */
function markets(): SettleMarket[] {
  const out: SettleMarket[] = [];
  const m = (typeId: number, param: number | null, codes: string[]): SettleMarket => ({
    typeId,
    kind: 0,
    param,
    basis: "score",
    codes,
  });
  out.push(m(MarketType.result, null, ["1", "X", "2"]), m(MarketType.winner, null, ["1", "2"]));
  out.push(
    m(MarketType.bothScore, null, ["yes", "no"]),
    m(MarketType.correctScore, null, [...GRID, "other"]),
  );
  // Tennis-style correct set score: no "other".
  out.push(m(MarketType.correctScore, null, ["2:0", "2:1", "1:2", "0:2"]));
  for (let q = 2; q <= 26; q++) out.push(m(MarketType.total, q / 4, ["over", "under"]));
  for (let q = -14; q <= 14; q++) out.push(m(MarketType.handicap, q / 4, ["1", "2"]));
  return out;
}

/** The definition: some figure reachable from `pair` (final: only `pair`) does not lose. */
function bruteForce(market: SettleMarket, code: string, pair: Pair, final: boolean): boolean {
  // Enough more goals for either side to overturn the score and any handicap (a search bounded
  // below that would call a still-winnable handicap lost: 10:0 with +3.25 needs 14 away goals).
  const reach = final ? 0 : 12 + pair[0] + pair[1] + Math.ceil(Math.abs(market.param ?? 0));
  for (let i = 0; i <= reach; i++)
    for (let j = 0; j <= reach; j++) {
      const status = settleOutcome(market, code, {
        score: [pair[0] + i, pair[1] + j],
        periodScores: [],
        cancelled: false,
      });
      if (status !== BetStatus.lose) return true;
    }
  return false;
}

describe("outcomePossible (issue 13 #23)", () => {
  test("agrees with a search of every reachable score, for every market, code and score up to 6:6", () => {
    for (const market of markets())
      for (const code of market.codes)
        for (let h = 0; h <= 6; h++)
          for (let a = 0; a <= 6; a++)
            for (const final of [false, true]) {
              const pair: Pair = [h, a];
              const want = bruteForce(market, code, pair, final);
              expect(
                outcomePossible(market, code, { pair, final }),
                `${market.typeId} ${market.param} ${code} ${h}:${a} ${final}`,
              ).toBe(want);
            }
  });

  test("the issue's cases", () => {
    const cs = markets().find((m) => m.typeId === MarketType.correctScore) as SettleMarket;
    const open = (pair: Pair) => ({ pair, final: false });
    expect(outcomePossible(cs, "2:0", open([0, 1]))).toBe(false);
    expect(outcomePossible(cs, "2:1", open([0, 1]))).toBe(true);
    expect(outcomePossible(cs, "0:0", open([1, 0]))).toBe(false);
    expect(outcomePossible(cs, "other", open([0, 1]))).toBe(true);
    const under = {
      typeId: MarketType.total,
      kind: 0,
      param: 2.5,
      basis: "score" as const,
      codes: ["over", "under"],
    };
    expect(outcomePossible(under, "under", open([2, 1]))).toBe(false);
    expect(outcomePossible(under, "under", open([2, 0]))).toBe(true);
    const btts = {
      typeId: MarketType.bothScore,
      kind: 0,
      param: null,
      basis: "score" as const,
      codes: ["yes", "no"],
    };
    expect(outcomePossible(btts, "no", open([1, 1]))).toBe(false);
    expect(outcomePossible(btts, "yes", open([0, 0]))).toBe(true);
  });
});

const live = (period: number, periodScores: Pair[], statusId: GameStatusId = GameStatus.live): LiveState => ({
  statusId,
  period,
  score: periodScores.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]),
  periodScores,
  regulationPeriods: 3,
});

describe("marketFigure", () => {
  const figure = (kind: number, basis: MarketBasis, game: LiveState) => marketFigure({ kind, basis }, game);

  test("a period's markets read that period and are final once it is over (a break included)", () => {
    const second = live(2, [
      [1, 0],
      [0, 1],
    ]);
    expect(figure(1, "score", second)).toEqual({ pair: [1, 0], final: true });
    expect(figure(2, "score", second)).toEqual({ pair: [0, 1], final: false });
    expect(figure(1, "score", live(1, [[2, 0]], GameStatus.break))).toEqual({ pair: [2, 0], final: true });
    expect(figure(2, "score", live(1, [[2, 0]]))).toEqual({ pair: [0, 0], final: false });
  });

  test("regulation counts regulation periods only, final in overtime", () => {
    const overtime = live(4, [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ]);
    expect(figure(0, "regulation", overtime)).toEqual({ pair: [2, 2], final: true });
    expect(figure(0, "score", overtime)).toEqual({ pair: [3, 2], final: false });
    expect(
      figure(
        0,
        "units",
        live(2, [
          [6, 4],
          [2, 3],
        ]),
      ),
    ).toEqual({ pair: [8, 7], final: false });
  });

  test("a game not started has nothing impossible", () => {
    const cs = { typeId: MarketType.correctScore, kind: 0, param: null, basis: "score" as const };
    const outcomes = GRID.map((code, outcomeId) => ({ outcomeId, code }));
    expect(impossibleOutcomes({ ...cs, outcomes }, { ...live(0, []), statusId: GameStatus.line })).toEqual(
      [],
    );
    const down = impossibleOutcomes({ ...cs, outcomes }, live(1, [[0, 1]]));
    expect(down.map((id) => GRID[id])).toEqual(["0:0", "1:0", "2:0", "3:0"]);
  });
});

/** A game's course: goals per period (regulation 2 periods of football, or 3 of hockey + overtime). */
const course = fc.array(fc.tuple(fc.nat(4), fc.nat(4)), { minLength: 1, maxLength: 4 });

describe("property: a suspended outcome always loses, an open one can still not lose", () => {
  test("for any game so far and any way it goes on", () => {
    const shapes = markets().flatMap((m) => [
      m,
      { ...m, kind: 1 },
      { ...m, kind: 2 },
      ...(m.typeId === MarketType.correctScore ? [] : [{ ...m, basis: "regulation" as const }]),
    ]);
    fc.assert(
      fc.property(
        course,
        fc.tuple(fc.nat(3), fc.nat(3)),
        fc.boolean(),
        course,
        fc.constantFrom(...shapes),
        (played, extra, atBreak, rest, market) => {
          // The game so far: `played` periods, the last one current (or just over at a break).
          const now = live(played.length, played as Pair[], atBreak ? GameStatus.break : GameStatus.live);
          // Its end: the current period goes on (unless at a break), then `rest` periods.
          const last = played.at(-1) as Pair;
          const more: Pair = atBreak ? [0, 0] : extra;
          const finalPeriods: Pair[] = [
            ...played.slice(0, -1),
            [last[0] + more[0], last[1] + more[1]],
            ...(rest as Pair[]),
          ];
          const score = finalPeriods.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
          const regulation = finalPeriods
            .slice(0, 3)
            .reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
          const result = { score, periodScores: finalPeriods, regulation, cancelled: false };
          const figure = marketFigure(market, now);
          for (const code of market.codes) {
            const possible = outcomePossible(market, code, figure);
            const status = settleOutcome(market, code, result);
            // Suspending never hides an outcome that can still win or be returned.
            if (!possible) expect(status, code).toBe(BetStatus.lose);
            // And an open outcome has a reachable figure that does not lose (the exhaustive search).
            if (possible) expect(bruteForce(market, code, figure.pair, figure.final)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
