/** Property-based tests (fast-check) of the settlement rules. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial, elementarySymmetric, forEachCombination } from "./combinatorics.ts";
import type { BlockAmount, CouponInput, Selection } from "./coupon.ts";
import { BetStatus, type BetStatusId, CouponType, type CouponTypeId } from "./ids.ts";
import type { Money, Odds } from "./money.ts";
import { convertOdds, type OddsKind, oddsFrom } from "./odds-formats.ts";
import { add, compare, type Rational, rational, roundHalfUp, ZERO } from "./rational.ts";
import { couponLines, settleCoupon, settleExact, totalStakeOf } from "./settle.ts";

const RESOLVED: readonly BetStatusId[] = [0, 1, 2, 3, 4, 5, 6];
const ANY: readonly BetStatusId[] = [-2, -1, ...RESOLVED];
const VOID: readonly BetStatusId[] = [BetStatus.return, BetStatus.forcedReturn];

const oddsArb = fc.bigInt({ min: 1001n, max: 25_000n }).map((o) => o as Odds);
const amountArb = fc.bigInt({ min: 1n, max: 5_000_00n }).map((a) => a as Money);
const selectionArb = (statuses: readonly BetStatusId[]) =>
  fc.record({ odds: oddsArb, status: fc.constantFrom(...statuses) }) as fc.Arbitrary<Selection>;
const selectionsArb = (statuses: readonly BetStatusId[], min: number, max: number) =>
  fc.array(selectionArb(statuses), { minLength: min, maxLength: max });

/** Splits selections into groups of the given sizes, returning the index lists. */
function groupIndices(sizes: readonly number[]): number[][] {
  let next = 0;
  return sizes.map((size) => Array.from({ length: size }, () => next++));
}

function couponArb(typeId: CouponTypeId, statuses: readonly BetStatusId[]): fc.Arbitrary<CouponInput> {
  switch (typeId) {
    case CouponType.single:
      return fc
        .record({ amount: amountArb, s: selectionArb(statuses) })
        .map(({ amount, s }) => ({ typeId, amount, selections: [s] }));
    case CouponType.express:
    case CouponType.chain:
      return fc
        .record({ amount: amountArb, selections: selectionsArb(statuses, 2, 8) })
        .map((r) => ({ typeId, ...r }));
    case CouponType.lucky:
    case CouponType.patent:
      return fc
        .record({ amount: amountArb, selections: selectionsArb(statuses, 3, 7) })
        .map((r) => ({ typeId, ...r }));
    case CouponType.antiExpress:
      return fc
        .record({
          amount: amountArb,
          selections: selectionsArb(statuses, 2, 6),
          margin: fc.integer({ min: 0, max: 1500 }),
        })
        .map(({ amount, selections, margin }) => ({
          typeId,
          amount,
          selections,
          antiExpress: { marginBasisPoints: margin },
        }));
    case CouponType.manySingles:
      return selectionsArb(statuses, 1, 6).chain((selections) =>
        fc
          .array(amountArb, { minLength: selections.length, maxLength: selections.length })
          .map((amountByBet) => ({
            typeId,
            amount: 100n as Money,
            selections,
            amountByBet,
          })),
      );
    case CouponType.system:
      return fc
        .record({
          amount: amountArb,
          selections: selectionsArb(statuses, 3, 9),
          bankers: fc.integer({ min: 0, max: 2 }),
          k: fc.nat(),
        })
        .map(({ amount, selections, bankers: wanted, k }) => {
          const bankers = Math.min(wanted, selections.length - 2);
          const n = selections.length - bankers;
          const bankerIdx = Array.from({ length: bankers }, (_, i) => selections.length - 1 - i);
          return {
            typeId,
            amount,
            selections,
            systemValue: 2 + (k % (n - 1)),
            ...(bankers > 0 && { bankers: bankerIdx }),
          };
        });
    case CouponType.multibet:
      return fc
        .record({
          amount: amountArb,
          sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 5 }),
          lobbySize: fc.integer({ min: 0, max: 2 }),
          k: fc.nat(),
        })
        .chain(({ amount, sizes, lobbySize, k }) => {
          const total = sizes.reduce((a, b) => a + b, 0) + lobbySize;
          return selectionsArb(statuses, total, total).map((selections) => {
            const blocks = groupIndices([...sizes, lobbySize]);
            const lobby = blocks.pop() ?? [];
            return {
              typeId,
              amount,
              selections,
              blocks,
              systemValue: 2 + (k % (sizes.length - 1)),
              ...(lobbySize > 0 && { lobby }),
            };
          });
        });
    case CouponType.conditional:
      return fc
        .record({
          amount: amountArb,
          sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 4 }),
          amounts: fc.array(fc.oneof(fc.constant("max" as const), amountArb), { minLength: 3, maxLength: 3 }),
        })
        .chain(({ amount, sizes, amounts }) => {
          const total = sizes.reduce((a, b) => a + b, 0);
          return selectionsArb(statuses, total, total).map((selections) => ({
            typeId,
            amount,
            selections,
            blocks: groupIndices(sizes),
            blockAmounts: amounts.slice(0, sizes.length - 1) as BlockAmount[],
          }));
        });
  }
}

const ALL_TYPES: readonly CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const anyCouponArb = (statuses: readonly BetStatusId[]) =>
  fc.constantFrom(...ALL_TYPES).chain((t) => couponArb(t, statuses));

const sum = (values: readonly Rational[]) => values.reduce((acc, v) => add(acc, v), ZERO);
const equal = (a: Rational, b: Rational) => compare(a, b) === 0;

describe("properties", () => {
  it("e_k equals the sum over all k-subsets of the product", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 50_000n }), { maxLength: 10 }), fc.nat(10), (xs, k) => {
        let brute = 0n;
        forEachCombination(xs.length, k, (idx) => {
          brute += idx.reduce((p, i) => p * (xs[i] as bigint), 1n);
        });
        expect(elementarySymmetric(xs, k)).toBe(k <= xs.length ? brute : 0n);
      }),
    );
  });

  it.each([
    CouponType.single,
    CouponType.express,
    CouponType.system,
    CouponType.multibet,
    CouponType.lucky,
    CouponType.patent,
  ] as const)(
    "type %i: the return equals the sum over its enumerated lines (open iff a line is open)",
    (typeId) => {
      fc.assert(
        fc.property(couponArb(typeId, ANY), (input) => {
          const settled = settleExact(input);
          const lines = couponLines(input);
          const open = lines.some((l) => l.return === null);
          expect(settled.pending).toBe(open);
          if (settled.totalReturn !== null) {
            expect(equal(settled.totalReturn, sum(lines.map((l) => l.return as Rational)))).toBe(true);
          }
        }),
      );
    },
  );

  it("a system's line count is C(n, k) and its stakes add up to the amount", () => {
    fc.assert(
      fc.property(couponArb(CouponType.system, RESOLVED), (input) => {
        const lines = couponLines(input);
        const n = input.selections.length - (input.bankers?.length ?? 0);
        expect(BigInt(lines.length)).toBe(binomial(n, input.systemValue ?? 0));
        expect(equal(sum(lines.map((l) => l.stake as Rational)), rational(input.amount))).toBe(true);
      }),
    );
  });

  it("lucky = patent + singles, at the same unit stake", () => {
    fc.assert(
      fc.property(selectionsArb(RESOLVED, 3, 8), fc.bigInt({ min: 1n, max: 10_000n }), (selections, unit) => {
        const n = BigInt(selections.length);
        const lucky = settleExact({
          typeId: CouponType.lucky,
          amount: (unit * ((1n << n) - 1n)) as Money,
          selections,
        });
        const patent = settleExact({
          typeId: CouponType.patent,
          amount: (unit * ((1n << n) - 1n - n)) as Money,
          selections,
        });
        const singles = selections.map(
          (s) =>
            settleExact({ typeId: CouponType.single, amount: unit as Money, selections: [s] })
              .totalReturn as Rational,
        );
        expect(equal(lucky.totalReturn as Rational, add(patent.totalReturn as Rational, sum(singles)))).toBe(
          true,
        );
      }),
    );
  });

  it("all legs void returns the stake, for every type", () => {
    fc.assert(
      fc.property(anyCouponArb(VOID), (input) => {
        const result = settleCoupon(input);
        expect(result.totalReturn).toBe(totalStakeOf(input));
        expect([BetStatus.return, BetStatus.forcedReturn]).toContain(result.status);
      }),
    );
  });

  it("raising a winning leg's odds never lowers the return (every type but the anti-express)", () => {
    // The anti-express is excluded by design: a winning leg at longer odds makes the express less
    // likely, so its re-priced anti-coefficient is lower (see docs/betting.md).
    const types = ALL_TYPES.filter((t) => t !== CouponType.antiExpress);
    const arb = fc.constantFrom(...types).chain((t) => couponArb(t, ANY));
    fc.assert(
      fc.property(arb, fc.nat(), fc.bigInt({ min: 1n, max: 5000n }), (input, pick, raise) => {
        const winners = input.selections.flatMap((s, i) => (s.status === BetStatus.win ? [i] : []));
        fc.pre(winners.length > 0);
        const i = winners[pick % winners.length] as number;
        const raised = input.selections.map((s, j) =>
          j === i ? { ...s, odds: (s.odds + raise) as Odds } : s,
        );
        const before = settleExact(input).totalReturn;
        const after = settleExact({ ...input, selections: raised }).totalReturn;
        // Chain and conditional run an account: a coupon already emptied (return 0, settled) can keep
        // money alive with longer odds, riding on links that are still open, so it becomes open again.
        const runningAccount = input.typeId === CouponType.chain || input.typeId === CouponType.conditional;
        if (!runningAccount || before === null) expect(after === null).toBe(before === null);
        else if (after === null) expect(equal(before, ZERO)).toBe(true);
        if (before !== null && after !== null) expect(compare(after, before)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("a losing banker (or lobby leg) zeroes the coupon, even with other legs open", () => {
    const arb = fc.oneof(couponArb(CouponType.system, ANY), couponArb(CouponType.multibet, ANY));
    fc.assert(
      fc.property(arb, fc.nat(), (input, pick) => {
        const lobby = input.bankers ?? input.lobby ?? [];
        fc.pre(lobby.length > 0);
        const lost = lobby[pick % lobby.length] as number;
        const selections = input.selections.map((s, j) =>
          j === lost ? { ...s, status: BetStatus.lose } : s,
        );
        const result = settleCoupon({ ...input, selections });
        expect(result.totalReturn).toBe(0n);
        expect(result.status).toBe(BetStatus.lose);
      }),
    );
  });

  it("the rounded total is the exact total rounded half-up once; no return is negative", () => {
    fc.assert(
      fc.property(anyCouponArb(ANY), (input) => {
        const exact = settleExact(input).totalReturn;
        const result = settleCoupon(input);
        if (exact === null) expect(result.totalReturn).toBeNull();
        else {
          expect(result.totalReturn).toBe(roundHalfUp(exact));
          expect(exact.n >= 0n).toBe(true);
        }
      }),
    );
  });

  it("odds formats convert both ways exactly", () => {
    const kinds: OddsKind[] = ["decimal", "fractional", "american", "hongKong", "indonesian", "malay"];
    fc.assert(
      fc.property(oddsArb, fc.constantFrom(...kinds), (odds, kind) => {
        expect(oddsFrom(convertOdds(odds, kind), kind)).toBe(odds);
      }),
    );
  });
});
