/** The coupon rules of spec 001 §3–§5 other than settlement. */
import { describe, expect, it } from "vitest";
import { bonusCoefficient, bonusMultiplier, isBonusBetOffered } from "./bonus-bet.ts";
import { decideCoefChange, decideCouponCoefChange } from "./coef-change.ts";
import { DEFAULT_COUPON_SETTINGS } from "./coupon-settings.ts";
import { type CouponBet, clearBetsForOneClick, defaultCouponState } from "./coupon-state.ts";
import { AccountType, BetStatus, ChangeCoefAction, CouponType } from "./ids.ts";
import { type Odds, parseOdds } from "./money.ts";
import {
  enableOneClick,
  isOneClickActive,
  oneClickAmount,
  placementChangeCoefAction,
  requestOneClick,
} from "./one-click.ts";
import { formatCoefficient } from "./possible-win.ts";
import { rational } from "./rational.ts";
import { settleCoupon } from "./settle.ts";
import { coupon, EUR, eur, sel } from "./test-helpers.ts";
import { isVipBetAvailable } from "./vip-bet.ts";

const o = (text: string) => parseOdds(text) as Odds;
const W = BetStatus.win;

describe("bonus bet", () => {
  const bets = (coefs: string[], kind = 1) => coefs.map((c) => ({ coef: o(c), marketKind: kind }));
  it("is offered only for an express of ≥ 3 bets at ≥ 1.1, no market kind 7, total ≥ 1.01, site allowing", () => {
    const base = {
      siteAllowsBonusBet: true,
      typeId: CouponType.express,
      bets: bets(["1.10", "1.50", "2.00"]),
    };
    expect(isBonusBetOffered(base)).toBe(true);
    expect(isBonusBetOffered({ ...base, siteAllowsBonusBet: false })).toBe(false);
    expect(isBonusBetOffered({ ...base, typeId: CouponType.system })).toBe(false);
    expect(isBonusBetOffered({ ...base, bets: bets(["1.50", "2.00"]) })).toBe(false);
    expect(isBonusBetOffered({ ...base, bets: bets(["1.09", "1.50", "2.00"]) })).toBe(false);
    expect(isBonusBetOffered({ ...base, bets: bets(["1.50", "1.50", "2.00"], 7) })).toBe(false);
  });
  it("multiplies by 1 + count/100 for 1 … 9 bets, else 1.1", () => {
    expect(bonusMultiplier(3)).toEqual({ n: 103n, d: 100n });
    expect(bonusMultiplier(9)).toEqual({ n: 109n, d: 100n });
    expect(bonusMultiplier(10)).toEqual({ n: 11n, d: 10n });
    expect(bonusMultiplier(25)).toEqual({ n: 11n, d: 10n });
    expect(formatCoefficient(bonusCoefficient(rational(8n), 3))).toBe("8.240");
  });
  it("applies to the whole return, recounted without void legs", () => {
    const legs = [sel("2.00", W), sel("2.00", W), sel("2.00", W)];
    expect(settleCoupon(coupon(CouponType.express, "10.00", legs, { bonusBet: true })).totalReturn).toBe(
      eur("82.40"),
    );
    legs[2] = sel("2.00", BetStatus.return);
    expect(settleCoupon(coupon(CouponType.express, "10.00", legs, { bonusBet: true })).totalReturn).toBe(
      eur("40.80"),
    );
  });
});

describe("VIP bet", () => {
  const base = {
    siteAllowsVipBet: true,
    maxBetAmount: eur("500.00"),
    bets: [{ isLive: false }],
    typeId: CouponType.single,
  };
  it("needs the site flag, a finite max, line bets only, some bets, and not type 9", () => {
    expect(isVipBetAvailable(base)).toBe(true);
    expect(isVipBetAvailable({ ...base, siteAllowsVipBet: false })).toBe(false);
    expect(isVipBetAvailable({ ...base, maxBetAmount: null })).toBe(false);
    expect(isVipBetAvailable({ ...base, bets: [] })).toBe(false);
    expect(isVipBetAvailable({ ...base, bets: [{ isLive: false }, { isLive: true }] })).toBe(false);
    expect(isVipBetAvailable({ ...base, typeId: CouponType.manySingles })).toBe(false);
  });
});

describe("one-click", () => {
  it("is active only with the site flag and the user switch, and places with changeCoefAction 1", () => {
    const on = enableOneClick(DEFAULT_COUPON_SETTINGS);
    expect(isOneClickActive(true, on)).toBe(true);
    expect(isOneClickActive(false, on)).toBe(false);
    expect(isOneClickActive(true, DEFAULT_COUPON_SETTINGS)).toBe(false);
    expect(placementChangeCoefAction(on, true)).toBe(ChangeCoefAction.acceptAny);
    expect(placementChangeCoefAction(on, false)).toBe(ChangeCoefAction.acceptRise);
  });
  it("asks for confirmation when the coupon holds bets, and clears them on confirm", () => {
    expect(requestOneClick(2)).toBe("confirm");
    expect(requestOneClick(0)).toBe("enable");
    const state = { ...defaultCouponState(EUR), bets: [{} as CouponBet] };
    expect(clearBetsForOneClick(state).bets).toEqual([]);
  });
  it("uses the bonus account's own amount on a bonus account", () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, oneClickAmount: "20", bonusAccountOneClickAmount: "7.50" };
    expect(oneClickAmount(settings, AccountType.main, EUR)).toBe(eur("20.00"));
    expect(oneClickAmount(settings, AccountType.bonus, EUR)).toBe(eur("7.50"));
    expect(oneClickAmount(DEFAULT_COUPON_SETTINGS, AccountType.main, EUR)).toBe(eur("5.00"));
  });
});

describe("coefficient-change policies", () => {
  it.each([
    [ChangeCoefAction.confirm, "2.00", "2.10", "confirm"],
    [ChangeCoefAction.confirm, "2.00", "1.90", "confirm"],
    [ChangeCoefAction.confirm, "2.00", "2.00", "accept"],
    [ChangeCoefAction.acceptAny, "2.00", "1.50", "accept"],
    [ChangeCoefAction.acceptRise, "2.00", "2.10", "accept"],
    [ChangeCoefAction.acceptRise, "2.00", "1.99", "confirm"],
  ] as const)("policy %i, placed %s, now %s → %s", (action, placed, current, decision) => {
    expect(decideCoefChange(action, o(placed), o(current))).toBe(decision);
  });
  it("a coupon needs confirmation if any bet does", () => {
    const bets = [
      { placed: o("2.00"), current: o("2.10") },
      { placed: o("1.50"), current: o("1.40") },
    ];
    expect(decideCouponCoefChange(ChangeCoefAction.acceptRise, bets)).toBe("confirm");
    expect(decideCouponCoefChange(ChangeCoefAction.acceptAny, bets)).toBe("accept");
  });
});
