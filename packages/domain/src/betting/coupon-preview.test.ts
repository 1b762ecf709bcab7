import { describe, expect, it } from "vitest";
import {
  allowedCouponTypes,
  couponInputOf,
  couponPreview,
  fallbackCouponType,
  nextBlockId,
} from "./coupon-preview.ts";
import { CouponType } from "./ids.ts";
import { parseOdds } from "./money.ts";
import { slipBet as bet, slipCoupon as coupon, eur } from "./test-helpers.ts";

describe("coupon types the bets allow", () => {
  it("one bet: single only; two: express, chain, conditional, anti-express, lucky, many singles", () => {
    expect(allowedCouponTypes([bet(1, "2.00")])).toEqual([0]);
    expect(allowedCouponTypes([bet(1, "2.00"), bet(2, "1.50")])).toEqual([1, 3, 5, 6, 7, 9]);
    expect(allowedCouponTypes([bet(1, "2.00"), bet(2, "1.50"), bet(3, "3.00")])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(allowedCouponTypes([])).toEqual([]);
  });
  it("two bets of one game cannot be combined in one line", () => {
    const sameGame = [bet(1, "2.00", 7), bet(2, "1.50", 7), bet(3, "3.00")];
    expect(allowedCouponTypes(sameGame)).toEqual([3, 5, 9]);
  });
  it("after the bets change the type falls back to one they allow", () => {
    const two = [bet(1, "2.00"), bet(2, "1.50")];
    expect(fallbackCouponType(CouponType.single, two)).toBe(CouponType.express);
    expect(fallbackCouponType(CouponType.system, two)).toBe(CouponType.express);
    expect(fallbackCouponType(CouponType.chain, two)).toBe(CouponType.chain);
    expect(fallbackCouponType(CouponType.express, [bet(1, "2.00")])).toBe(CouponType.single);
    expect(fallbackCouponType(CouponType.express, [bet(1, "2.00", 5), bet(2, "1.5", 5)])).toBe(
      CouponType.manySingles,
    );
  });
  it("block ids start at 1 (0 is the lobby block)", () => {
    expect(nextBlockId([])).toBe(1);
    expect(nextBlockId([bet(4, "2.00"), bet(2, "2.00")])).toBe(5);
  });
});

describe("coupon preview", () => {
  const three = [bet(1, "2.00"), bet(2, "1.50"), bet(3, "3.00")];
  it("express: total coefficient and possible win", () => {
    const p = couponPreview(coupon(CouponType.express, three));
    expect(p.problems).toEqual([]);
    expect(p.coef).toBe(9000n);
    expect(p.possibleWin).toBe(eur("90.00"));
  });
  it("the exact coefficient replaces the coupon coefficient in the possible win", () => {
    const p = couponPreview(coupon(CouponType.express, three), { exactCoef: parseOdds("8.5") });
    expect(p.possibleWin).toBe(eur("85.00"));
  });
  it("system 2/3: three lines, options 2 and 3 with combos and minimum amounts", () => {
    const p = couponPreview(coupon(CouponType.system, three, { systemValue: 2 }), {
      minLineAmount: eur("1.00"),
    });
    // unit 10/3; doubles 3 + 6 + 4.5 = 13.5 → 45.00
    expect(p.possibleWin).toBe(eur("45.00"));
    expect(p.systemOptions.map((o) => [o.value, o.combo, o.minBetAmount])).toEqual([
      [2, 3n, eur("3.00")],
      [3, 1n, eur("1.00")],
    ]);
    // smallest double 1.5 × 2 = 3 × unit 10/3
    expect(p.minPossibleWin).toBe(eur("10.00"));
  });
  it("system with a banker: the banker multiplies every line and leaves the offset", () => {
    const bets = [bet(1, "2.00", 1, { blockId: 0 }), bet(2, "1.50"), bet(3, "3.00"), bet(4, "2.00")];
    const state = coupon(CouponType.system, bets, { systemValue: 2 });
    expect(couponInputOf(state)).toMatchObject({ bankers: [0], systemValue: 2 });
    expect(couponPreview(state).systemOptions.map((o) => o.value)).toEqual([2, 3]);
  });
  it("multibet blocks and lobby by blockId; conditional amounts by block", () => {
    const bets = [
      bet(1, "2.00", 1, { blockId: 0 }),
      bet(2, "1.50", 2, { blockId: 1 }),
      bet(3, "3.00", 3, { blockId: 1 }),
      bet(4, "2.00", 4, { blockId: 2 }),
      bet(5, "2.00", 5, { blockId: 3 }),
    ];
    const multi = couponInputOf(coupon(CouponType.multibet, bets, { systemValue: 2 }));
    expect(multi).toMatchObject({ blocks: [[1, 2], [3], [4]], lobby: [0] });
    const cond = couponInputOf(
      coupon(CouponType.conditional, bets.slice(1), { amountByBlockId: { 3: eur("5.00") } }),
    );
    expect(cond).toMatchObject({ blocks: [[0, 1], [2], [3]], blockAmounts: ["max", eur("5.00")] });
  });
  it("anti-express shows its coefficient; many singles sum their amounts", () => {
    const anti = couponPreview(coupon(CouponType.antiExpress, three), { marginBasisPoints: 500 });
    expect(anti.antiExpressCoef).not.toBeNull();
    expect(anti.coef).toBe(anti.antiExpressCoef);
    const many = couponPreview(
      coupon(CouponType.manySingles, three, { amountByBetId: { "2": eur("20.00") } }),
    );
    expect(many.totalStake).toBe(eur("40.00"));
    expect(many.possibleWin).toBe(eur("80.00")); // 20 + 30 + 30
  });
  it("bonus bet offered for an express of 3 bets at 1.1 or more when the site allows it", () => {
    expect(
      couponPreview(coupon(CouponType.express, three), { siteAllowsBonusBet: true }).bonusBetOffered,
    ).toBe(true);
    expect(couponPreview(coupon(CouponType.express, three)).bonusBetOffered).toBe(false);
    const taken = couponPreview(coupon(CouponType.express, three), {
      siteAllowsBonusBet: true,
      bonusBet: true,
    });
    expect(taken.possibleWin).toBe(eur("92.70")); // 90 × 1.03
  });
  it("a type the bets do not allow is a problem, not a figure", () => {
    const p = couponPreview(coupon(CouponType.patent, three.slice(0, 2)));
    expect(p.possibleWin).toBeNull();
    expect(p.problems.length).toBeGreaterThan(0);
  });
});
