import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedRng, seededRng } from "./rng.ts";
import {
  allBets,
  type BetKind,
  coverage,
  covers,
  POCKETS,
  playRoulette,
  RED,
  type RouletteBet,
  returnMultiplier,
  settleBet,
  validateBet,
  WHEEL_ORDER,
} from "./roulette.ts";

const pockets = Array.from({ length: POCKETS }, (_, i) => i);

describe("European roulette", () => {
  test("the wheel has 37 distinct pockets, 18 red and 18 black", () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(RED.size).toBe(18);
    expect(pockets.filter((p) => covers({ kind: "black" }, p))).toHaveLength(18);
  });

  test("the table has the known number of shapes of each kind", () => {
    const count = new Map<BetKind, number>();
    for (const b of allBets()) count.set(b.kind, (count.get(b.kind) ?? 0) + 1);
    // 37 straights; 57 splits + 3 with zero; 12 streets + 2 trios; 22 corners + first four; 11 six lines.
    expect(Object.fromEntries(count)).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      sixline: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });

  test("every bet covers as many pockets as it says and returns exactly 36/37 over the 37 pockets", () => {
    for (const bet of allBets()) {
      expect(validateBet(bet)).toBeNull();
      const won = pockets.filter((p) => covers(bet, p));
      expect(won).toHaveLength(coverage(bet));
      const totalReturn = pockets.reduce((s, p) => s + settleBet(bet, 1, p), 0);
      expect(totalReturn).toBe(36); // 36 returned per 37 staked
    }
  });

  test("payouts are the usual to-one odds", () => {
    const odds = (b: RouletteBet) => returnMultiplier(b) - 1;
    expect(odds({ kind: "straight", numbers: [17] })).toBe(35);
    expect(odds({ kind: "split", numbers: [17, 20] })).toBe(17);
    expect(odds({ kind: "street", numbers: [16, 17, 18] })).toBe(11);
    expect(odds({ kind: "corner", numbers: [17, 18, 20, 21] })).toBe(8);
    expect(odds({ kind: "sixline", numbers: [16, 17, 18, 19, 20, 21] })).toBe(5);
    expect(odds({ kind: "dozen", index: 2 })).toBe(2);
    expect(odds({ kind: "column", index: 2 })).toBe(2);
    expect(odds({ kind: "red" })).toBe(1);
  });

  test("outside bets: zero loses; columns, dozens, halves", () => {
    for (const kind of ["red", "black", "odd", "even", "low", "high"] as const)
      expect(covers({ kind }, 0)).toBe(false);
    expect(covers({ kind: "column", index: 1 }, 34)).toBe(true);
    expect(covers({ kind: "column", index: 3 }, 36)).toBe(true);
    expect(covers({ kind: "column", index: 1 }, 0)).toBe(false);
    expect(covers({ kind: "dozen", index: 1 }, 12)).toBe(true);
    expect(covers({ kind: "dozen", index: 2 }, 13)).toBe(true);
    expect(covers({ kind: "dozen", index: 3 }, 36)).toBe(true);
    expect(covers({ kind: "low", index: 1 } as RouletteBet, 18)).toBe(true);
    expect(covers({ kind: "high" }, 19)).toBe(true);
    expect(covers({ kind: "red" }, 1)).toBe(true);
    expect(covers({ kind: "black" }, 2)).toBe(true);
  });

  test("shape validation refuses non-adjacent, wrong-size and out-of-range bets", () => {
    expect(validateBet({ kind: "split", numbers: [3, 4] })).toBe("not_adjacent"); // across the row end
    expect(validateBet({ kind: "split", numbers: [4, 3] })).toBe("not_adjacent");
    expect(validateBet({ kind: "split", numbers: [2, 1] })).toBeNull(); // order does not matter
    expect(validateBet({ kind: "split", numbers: [0, 4] })).toBe("not_adjacent");
    expect(validateBet({ kind: "street", numbers: [2, 3, 4] })).toBe("not_adjacent");
    expect(validateBet({ kind: "street", numbers: [0, 1, 3] })).toBe("not_adjacent");
    expect(validateBet({ kind: "corner", numbers: [3, 4, 6, 7] })).toBe("not_adjacent");
    expect(validateBet({ kind: "sixline", numbers: [2, 3, 4, 5, 6, 7] })).toBe("not_adjacent");
    expect(validateBet({ kind: "straight", numbers: [37] })).toBe("bad_number");
    expect(validateBet({ kind: "straight", numbers: [1.5] })).toBe("bad_number");
    expect(validateBet({ kind: "straight", numbers: [1, 2] })).toBe("wrong_count");
    expect(validateBet({ kind: "split", numbers: [5, 5] })).toBe("not_adjacent");
    expect(validateBet({ kind: "dozen", index: 4 as 1 })).toBe("bad_index");
    expect(validateBet({ kind: "basket" } as unknown as RouletteBet)).toBe("unknown_kind");
  });

  test("any pair of numbers is a legal split exactly when the two touch on the layout", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36 }), fc.integer({ min: 1, max: 36 }), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const touching = (hi - lo === 1 && lo % 3 !== 0) || hi - lo === 3;
        expect(validateBet({ kind: "split", numbers: [a, b] }) === null).toBe(touching);
      }),
    );
  });

  test("a spin settles a layout of bets against one pocket", () => {
    const layout = [
      { bet: { kind: "straight", numbers: [17] } as RouletteBet, stake: 10 },
      { bet: { kind: "black" } as RouletteBet, stake: 20 },
      { bet: { kind: "dozen", index: 1 } as RouletteBet, stake: 5 },
    ];
    expect(playRoulette(layout, scriptedRng([17]))).toEqual({ pocket: 17, returns: [360, 40, 0] });
    expect(playRoulette(layout, scriptedRng([0]))).toEqual({ pocket: 0, returns: [0, 0, 0] });
    expect(() => playRoulette([{ bet: { kind: "red" }, stake: 0 }], seededRng(1))).toThrow();
    expect(() =>
      playRoulette([{ bet: { kind: "split", numbers: [1, 5] }, stake: 1 }], seededRng(1)),
    ).toThrow();
  });
});
