import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  act,
  type BlackjackState,
  cardOf,
  cardValue,
  deal,
  dealerShouldHit,
  handValue,
  insure,
  isBlackjack,
  legalActions,
} from "./blackjack.ts";
import { basicStrategy, chartCode, playBasicStrategyRound } from "./blackjack-strategy.ts";
import { scriptedRng, seededRng } from "./rng.ts";

/** Distinct shoe positions for card values in order (1 ace … 10 ten); each gets its own copy. */
function cards(...values: number[]): number[] {
  const used = new Map<number, number>();
  return values.map((v) => {
    const n = used.get(v) ?? 0;
    used.set(v, n + 1);
    return cardOf(v, n);
  });
}
const v = (...values: number[]) => cards(...values);
/** A round dealt from a stacked shoe: player, dealer up, player, dealer hole, then the rest in order. */
const stacked = (...values: number[]) => scriptedRng(cards(...values));

describe("blackjack hand values", () => {
  test("aces count 11 when that does not bust", () => {
    expect(handValue(v(1, 6))).toEqual({ total: 17, soft: true });
    expect(handValue(v(1, 6, 10))).toEqual({ total: 17, soft: false });
    expect(handValue(v(1, 1))).toEqual({ total: 12, soft: true });
    expect(handValue(v(1, 1, 9))).toEqual({ total: 21, soft: true });
    expect(handValue(v(10, 6, 1))).toEqual({ total: 17, soft: false });
    expect(handValue(v(10, 10, 5))).toEqual({ total: 25, soft: false });
    expect(isBlackjack(v(1, 10))).toBe(true);
    expect(isBlackjack(v(5, 6, 10))).toBe(false);
  });

  test("faces are worth ten; every shoe position maps to a card", () => {
    expect([9, 10, 11, 12].map(cardValue)).toEqual([10, 10, 10, 10]);
    expect(cardValue(311)).toBe(10);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 311 }), { minLength: 1, maxLength: 8 }), (cs) => {
        const hard = cs.reduce((s, c) => s + cardValue(c), 0);
        const { total, soft } = handValue(cs);
        expect(total).toBe(soft ? hard + 10 : hard);
        if (soft) expect(total).toBeLessThanOrEqual(21);
      }),
    );
  });

  test("the dealer stands on soft 17 and hits 16", () => {
    expect(dealerShouldHit(v(1, 6))).toBe(false);
    expect(dealerShouldHit(v(10, 6))).toBe(true);
    expect(dealerShouldHit(v(1, 5))).toBe(true);
    expect(dealerShouldHit(v(10, 7))).toBe(false);
  });
});

describe("blackjack rounds", () => {
  test("a player blackjack pays 3:2 at once", () => {
    const s = deal(10, stacked(1, 10, 10, 7));
    expect(s.phase).toBe("done");
    expect(s.settlement).toMatchObject({ staked: 10, returned: 25, hands: [{ outcome: "blackjack" }] });
  });

  test("the dealer peeks under a ten: a dealer blackjack takes only the bet", () => {
    const s = deal(10, stacked(10, 10, 9, 1));
    expect(s.phase).toBe("done");
    expect(s.settlement).toMatchObject({ dealerBlackjack: true, staked: 10, returned: 0 });
  });

  test("blackjack against blackjack is a push", () => {
    const s = insure(deal(10, stacked(1, 1, 10, 10)), false);
    expect(s.settlement).toMatchObject({ returned: 10, hands: [{ outcome: "push" }] });
  });

  test("insurance under an ace: pays 2:1 on a dealer blackjack, lost otherwise", () => {
    const offered = deal(10, stacked(10, 1, 9, 10));
    expect(offered.phase).toBe("insurance");
    expect(legalActions(offered)).toEqual([]);
    const taken = insure(offered, true);
    expect(taken.settlement).toMatchObject({
      insurance: { stake: 5, returned: 15 },
      staked: 15,
      returned: 15,
    });
    const declined = insure(deal(10, stacked(10, 1, 9, 10)), false);
    expect(declined.settlement).toMatchObject({ staked: 10, returned: 0 });

    const noBlackjack = insure(deal(10, stacked(10, 1, 9, 7)), true);
    expect(noBlackjack.phase).toBe("player");
    const done = act(noBlackjack, "stand", scriptedRng([]));
    expect(done.settlement).toMatchObject({
      dealerTotal: 18,
      insurance: { stake: 5, returned: 0 },
      staked: 15,
      returned: 20,
    });
    expect(() => insure(done, true)).toThrow();
  });

  test("a player blackjack under a dealer ace: insurance makes it even money either way", () => {
    const dealerBj = insure(deal(10, stacked(1, 1, 10, 10)), true);
    expect(dealerBj.settlement).toMatchObject({ staked: 15, returned: 25 }); // push 10 + insurance 15
    const noBj = insure(deal(10, stacked(1, 1, 10, 9)), true);
    expect(noBj.settlement).toMatchObject({ staked: 15, returned: 25, hands: [{ outcome: "blackjack" }] });
    const declined = insure(deal(10, stacked(1, 1, 10, 9)), false);
    expect(declined.settlement).toMatchObject({ staked: 10, returned: 25 });
  });

  test("hit to a bust ends the round without the dealer drawing", () => {
    let s = deal(10, stacked(10, 10, 6, 6, 9));
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
    s = act(s, "hit", scriptedRng([cardOf(9, 0)])); // 16 + 9
    expect(s.phase).toBe("done");
    expect(s.dealer).toHaveLength(2);
    expect(s.settlement).toMatchObject({ returned: 0, hands: [{ outcome: "bust" }] });
  });

  test("reaching 21 by hitting stands automatically; the dealer draws to 17", () => {
    const s0 = deal(10, stacked(5, 10, 6, 6));
    const s1 = act(s0, "hit", scriptedRng([cardOf(10, 1), cardOf(9, 1)])); // 5+6+10 = 21; dealer 16 + 9
    expect(s1.hands[0]?.done).toBe(true);
    expect(s1.dealer.map(cardValue)).toEqual([10, 6, 9]);
    expect(s1.settlement).toMatchObject({ dealerTotal: 25, returned: 20, hands: [{ outcome: "win" }] });
  });

  test("stand: the dealer draws until 17 or more, then hands compare", () => {
    const s0 = deal(10, stacked(10, 10, 8, 2));
    const s1 = act(s0, "stand", scriptedRng([cardOf(3, 1), cardOf(10, 2)])); // dealer 12 → 15 → 25
    expect(s1.dealer.map(cardValue)).toEqual([10, 2, 3, 10]);
    expect(s1.settlement).toMatchObject({ dealerTotal: 25, returned: 20, hands: [{ outcome: "win" }] });
    const push = act(deal(10, stacked(10, 10, 8, 8)), "stand", scriptedRng([]));
    expect(push.settlement).toMatchObject({ dealerTotal: 18, returned: 10, hands: [{ outcome: "push" }] });
    const lose = act(deal(10, stacked(10, 10, 7, 8)), "stand", scriptedRng([]));
    expect(lose.settlement).toMatchObject({ returned: 0, hands: [{ outcome: "lose" }] });
  });

  test("double: twice the stake, exactly one card", () => {
    const s0 = deal(10, stacked(6, 6, 5, 10));
    const s1 = act(s0, "double", scriptedRng([cardOf(10, 1), cardOf(10, 2)])); // 21; dealer 16 → 26
    expect(s1.hands[0]?.cards).toHaveLength(3);
    expect(s1.settlement).toMatchObject({ staked: 20, returned: 40, hands: [{ stake: 20, outcome: "win" }] });
    const s2 = act(deal(10, stacked(2, 6, 3, 10)), "hit", scriptedRng([cardOf(2, 1)]));
    expect(legalActions(s2)).toEqual(["hit", "stand"]);
    expect(() => act(s2, "double", scriptedRng([]))).toThrow();
  });

  test("split up to 3 times (4 hands), double after split allowed", () => {
    // Eights all the way: 8 8 | split → 8 8, 8 8 | split again … until 4 hands.
    let s = deal(10, stacked(8, 10, 8, 7));
    const eights = scriptedRng(
      cards(8, 8, 8, 8, 8, 8, 8)
        .slice(2)
        .concat(cards(3, 3, 3, 3)),
    );
    s = act(s, "split", eights);
    expect(s.hands).toHaveLength(2);
    expect(s.hands.every((h) => h.split && h.stake === 10)).toBe(true);
    s = act(s, "split", eights);
    s = act(s, "split", eights);
    expect(s.hands).toHaveLength(4);
    expect(legalActions(s)).not.toContain("split");
    expect(legalActions(s)).toContain("double");
  });

  test("split aces take one card each; 21 after a split pays even money, not 3:2", () => {
    const s0 = deal(10, stacked(1, 9, 1, 8));
    expect(s0.phase).toBe("player");
    const s1 = act(s0, "split", scriptedRng([cardOf(10, 2), cardOf(5, 2)])); // A+10, A+5; dealer 17
    expect(s1.phase).toBe("done");
    expect(s1.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(s1.settlement?.hands.map((h) => [h.outcome, h.returned])).toEqual([
      ["win", 20],
      ["lose", 0],
    ]);
  });

  test("bets must be positive and even", () => {
    expect(() => deal(5, seededRng(1))).toThrow(RangeError);
    expect(() => deal(0, seededRng(1))).toThrow(RangeError);
  });

  test("any legal play keeps the books straight", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(3), { maxLength: 20 }), fc.boolean(), (seed, picks, take) => {
        const rng = seededRng(seed);
        let s: BlackjackState = deal(20, rng);
        if (s.phase === "insurance") s = insure(s, take);
        for (const p of picks) {
          if (s.phase !== "player") break;
          const legal = legalActions(s);
          s = act(s, legal[p % legal.length] as (typeof legal)[number], rng);
        }
        while (s.phase === "player") s = act(s, "stand", rng);
        const st = s.settlement;
        if (!st) throw new Error("not settled");
        expect(new Set(s.dealt).size).toBe(s.dealt.length);
        expect(s.hands.length).toBeLessThanOrEqual(4);
        expect(st.staked).toBe(st.hands.reduce((a, h) => a + h.stake, 0) + st.insurance.stake);
        for (const h of st.hands) expect([0, h.stake, 2 * h.stake, 2.5 * h.stake]).toContain(h.returned);
        const live = s.hands.some((h) => handValue(h.cards).total <= 21);
        if (live && !st.dealerBlackjack && !(s.hands.length === 1 && isBlackjack(s.hands[0]?.cards ?? [])))
          expect(st.dealerTotal).toBeGreaterThanOrEqual(17);
      }),
    );
  });
});

describe("basic strategy", () => {
  const code = (hand: number[], up: number, canSplit = true) => chartCode(v(...hand), up, canSplit);
  test("spot checks against the standard 6-deck S17 DAS chart", () => {
    expect(code([6, 5], 1)).toBe("H"); // 11 vs A: hit when the dealer stands on soft 17
    expect(code([6, 5], 10)).toBe("D");
    expect(code([7, 5], 4)).toBe("S");
    expect(code([7, 5], 3)).toBe("H");
    expect(code([10, 6], 10)).toBe("H");
    expect(code([10, 6], 6)).toBe("S");
    expect(code([1, 7], 3)).toBe("T");
    expect(code([1, 7], 2)).toBe("S");
    expect(code([1, 7], 9)).toBe("H");
    expect(code([1, 8], 6)).toBe("S");
    expect(code([1, 2], 5)).toBe("D");
    expect(code([9, 9], 7)).toBe("S");
    expect(code([9, 9], 8)).toBe("P");
    expect(code([1, 1], 1)).toBe("P");
    expect(code([1, 1], 6, false)).toBe("H"); // soft 12 when no more splits
    expect(code([8, 8], 10, false)).toBe("H");
    expect(code([5, 5], 9)).toBe("D"); // fives play as hard 10
    expect(code([10, 10], 6)).toBe("S");
    expect(code([2, 2, 5], 5)).toBe("D"); // hard 9 vs 5
    expect(code([10, 2, 10], 5)).toBe("S");
  });

  test("decisions respect what is legal: no double on three cards", () => {
    let s = deal(10, stacked(2, 5, 3, 10)); // 5 vs 5: hit
    expect(basicStrategy(s)).toBe("hit");
    s = act(s, "hit", scriptedRng([cardOf(1, 1)])); // A+2+3 = soft 16 vs 5: D → hit
    expect(basicStrategy(s)).toBe("hit");
    const soft18 = act(deal(10, stacked(2, 4, 1, 10)), "hit", scriptedRng([cardOf(5, 1)])); // A,2,5 soft 18 vs 4
    expect(basicStrategy(soft18)).toBe("stand");
  });

  test("a basic-strategy round always ends settled", () => {
    const rng = seededRng(3);
    for (let i = 0; i < 2000; i++)
      expect(playBasicStrategyRound(2, rng).settlement.staked).toBeGreaterThanOrEqual(2);
  });
});
