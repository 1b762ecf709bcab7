/** Coupon settings, system options, amounts, possible win, live detection, line status, validation. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCouponAmount, stepAmount } from "./amount-limits.ts";
import {
  amountStepFor,
  DEFAULT_COUPON_SETTINGS,
  exactCoefOf,
  parseCouponSettings,
  setDropOnScoreChange,
  setExactCoef,
  shouldDropOnScoreChange,
} from "./coupon-settings.ts";
import {
  type CouponBet,
  canMakeBanker,
  defaultCouponState,
  setSystemValue,
  withSystemValues,
} from "./coupon-state.ts";
import { currencyCode } from "./currencies.ts";
import { BetStatus, CouponType } from "./ids.ts";
import { lineStatus } from "./line-status.ts";
import { isBetLive, isGameFinished } from "./live.ts";
import { type Money, type Odds, parseOdds } from "./money.ts";
import { enableOneClick } from "./one-click.ts";
import { couponCoefficient, formatCoefficient, minPossibleWin, possibleWin } from "./possible-win.ts";
import { rational } from "./rational.ts";
import { settleCoupon } from "./settle.ts";
import { isBankerAllowed, systemOffset, systemOptions, systemValues } from "./system-options.ts";
import { coupon, EUR, eur, sel } from "./test-helpers.ts";
import { couponProblems } from "./validate.ts";

const o = (text: string) => parseOdds(text) as Odds;
const W = BetStatus.win;

describe("coupon settings", () => {
  it("defaults changeCoefAction to 2 and survives malformed storage", () => {
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
    expect(parseCouponSettings("garbage")).toEqual(DEFAULT_COUPON_SETTINGS);
    const parsed = parseCouponSettings({ changeCoefAction: 7, isVipBet: true, oneClickAmount: 12.5 });
    expect(parsed.changeCoefAction).toBe(2);
    expect(parsed.isVipBet).toBe(true);
    expect(parsed.oneClickAmount).toBeNull();
  });
  it("empty exact coefficient resets it and turns off drop on score change", () => {
    const s = setExactCoef(setDropOnScoreChange(DEFAULT_COUPON_SETTINGS, true), "2.5");
    expect(exactCoefOf(s)).toBe(o("2.5"));
    expect(s.isDropOnScoreChange).toBe(true);
    const cleared = setExactCoef(s, "  ");
    expect(cleared.exactCoef).toBeNull();
    expect(cleared.isDropOnScoreChange).toBe(false);
  });
  it("drop on score change turns off one-click and drops a bet whose score changed", () => {
    const s = setDropOnScoreChange(enableOneClick(DEFAULT_COUPON_SETTINGS), true);
    expect(s.isActiveOneClick).toBe(false);
    expect(shouldDropOnScoreChange(s, "1:0", "1:1")).toBe(true);
    expect(shouldDropOnScoreChange(s, "1:0", "1:0")).toBe(false);
  });
  it("uses a manual amount step when set, else the currency table", () => {
    const manual = {
      ...DEFAULT_COUPON_SETTINGS,
      isManualAmountStep: true,
      amountStepByCurrencyIso: { EUR: "10" },
    };
    expect(amountStepFor(manual, EUR)).toBe(eur("10.00"));
    expect(amountStepFor(DEFAULT_COUPON_SETTINGS, EUR)).toBe(eur("2.50"));
    expect(amountStepFor(manual, currencyCode("USD"))).toBe(250n);
  });
});

describe("system options", () => {
  it("offset: non-lobby blocks for multibet and banker systems, else the bet count", () => {
    expect(
      systemOffset({ typeId: CouponType.system, betCount: 5, nonLobbyBlockCount: 5, hasBankers: false }),
    ).toBe(5);
    expect(
      systemOffset({ typeId: CouponType.system, betCount: 5, nonLobbyBlockCount: 3, hasBankers: true }),
    ).toBe(3);
    expect(
      systemOffset({ typeId: CouponType.multibet, betCount: 7, nonLobbyBlockCount: 4, hasBankers: false }),
    ).toBe(4);
    expect(systemValues(4)).toEqual([2, 3, 4]);
    expect(systemValues(1)).toEqual([]);
  });
  it("options carry the combo count and the minimum amount", () => {
    expect(systemOptions(4, eur("1.00")).map((x) => [x.value, x.combo, x.minBetAmount])).toEqual([
      [2, 6n, eur("6.00")],
      [3, 4n, eur("4.00")],
      [4, 1n, eur("1.00")],
    ]);
  });
  it("a banker only in a system with a lobby block", () => {
    expect(isBankerAllowed(CouponType.system, true)).toBe(true);
    expect(isBankerAllowed(CouponType.system, false)).toBe(false);
    expect(isBankerAllowed(CouponType.express, true)).toBe(false);
    const state = { ...defaultCouponState(EUR), typeId: CouponType.system, isSystemBanker: false };
    expect(canMakeBanker(state, { isDisabledBanker: false } as CouponBet)).toBe(false);
  });
  it("keeps systemValue within 2 … offset", () => {
    const bet = (blockId: number) => ({ blockId }) as CouponBet;
    const state = withSystemValues({
      ...defaultCouponState(EUR),
      typeId: CouponType.system,
      bets: [1, 2, 3, 4].map(bet),
      systemValue: 9,
    });
    expect(state.systemValue).toBe(4);
    expect(state.systemValues).toEqual([2, 3, 4]);
    expect(setSystemValue(state, 1).systemValue).toBe(2);
  });
});

describe("amounts, possible win, live", () => {
  const limits = {
    minBetAmount: eur("1.00"),
    maxBetAmount: eur("100.00"),
    minTypes: [CouponType.single],
    maxTypes: [CouponType.single],
  };
  it("min and max only for listed types, never a max on a bonus account", () => {
    expect(checkCouponAmount(eur("0.50"), CouponType.single, limits, false)).toMatchObject({
      ok: false,
      reason: "below-min",
    });
    expect(checkCouponAmount(eur("0.50"), CouponType.express, limits, false)).toEqual({ ok: true });
    expect(checkCouponAmount(eur("200.00"), CouponType.single, limits, false)).toMatchObject({
      ok: false,
      reason: "above-max",
    });
    expect(checkCouponAmount(eur("200.00"), CouponType.single, limits, true)).toEqual({ ok: true });
    expect(checkCouponAmount(0n as Money, CouponType.single, limits, true)).toMatchObject({
      reason: "not-positive",
    });
    expect(stepAmount(eur("6.00"), eur("2.50"), 1)).toBe(eur("7.50"));
    expect(stepAmount(eur("6.00"), eur("2.50"), -1)).toBe(eur("5.00"));
  });
  it("possible win is amount × exact coefficient if set, else × coef", () => {
    const c = coupon(CouponType.system, "30.00", [sel("1.50", W), sel("3.00", W), sel("2.50", W)], {
      systemValue: 2,
    });
    expect(formatCoefficient(couponCoefficient(c))).toBe("5.250");
    expect(possibleWin(eur("30.00"), couponCoefficient(c))).toBe(eur("157.50"));
    expect(possibleWin(eur("30.00"), couponCoefficient(c), o("6.00"))).toBe(eur("180.00"));
    expect(minPossibleWin(c)).toBe(eur("37.50"));
    expect(
      minPossibleWin(
        coupon(
          CouponType.lucky,
          "15.00",
          ["2.00", "3.00", "4.00", "5.00"].map((x) => sel(x, W)),
        ),
      ),
    ).toBe(eur("2.00"));
  });
  it("live and finished detection", () => {
    const game = { status: 1, timeSec: 0, finished: false, liveInLive: false };
    expect(isGameFinished({ finished: true })).toBe(true);
    expect(isGameFinished({ status: 4 })).toBe(true);
    expect(isBetLive({ game, market: { isLive: false } })).toBe(false);
    expect(isBetLive({ game: { ...game, timeSec: 600 }, market: {} })).toBe(true);
    expect(isBetLive({ game: { ...game, timeSec: 600, status: 4 }, market: {} })).toBe(false);
    expect(isBetLive({ game: { ...game, liveInLive: true }, market: {} })).toBe(true);
    expect(isBetLive({ game: { ...game, status: 3 }, market: {} })).toBe(true);
    expect(isBetLive({ game, market: { isLive: true } })).toBe(true);
  });
});

describe("line status and validation", () => {
  it("aggregates leg statuses", () => {
    expect(lineStatus([1, 0, -1], null)).toBe(0);
    expect(lineStatus([1, -1], null)).toBe(-1);
    expect(lineStatus([2, 3], null)).toBe(2);
    expect(lineStatus([3, 3], null)).toBe(3);
    expect(lineStatus([2, 4], null)).toBe(4);
    expect(lineStatus([1, 1, 2], null)).toBe(1);
    expect(lineStatus([4, 1], rational(3n, 2n))).toBe(1);
    expect(lineStatus([5, 5], rational(1n, 4n))).toBe(5);
  });
  it.each([
    [coupon(CouponType.express, "10.00", [sel("2.00", W)]), "needs at least 2"],
    [
      coupon(CouponType.system, "10.00", [sel("2.00", W), sel("2.00", W), sel("2.00", W)], {
        systemValue: 4,
      }),
      "outside 2..3",
    ],
    [
      coupon(CouponType.system, "10.00", [sel("2.00", W), sel("2.00", W), sel("2.00", W)], {
        systemValue: 2,
        bankers: [3],
      }),
      "not a selection index",
    ],
    [
      coupon(CouponType.express, "10.00", [sel("2.00", W), sel("2.00", W)], { systemValue: 2 }),
      "not used by coupon type 1",
    ],
    [
      coupon(CouponType.multibet, "10.00", [sel("2.00", W), sel("2.00", W), sel("2.00", W)], {
        systemValue: 2,
        blocks: [[0], [1]],
      }),
      "belong to no block",
    ],
    [
      coupon(CouponType.conditional, "10.00", [sel("2.00", W), sel("2.00", W)], {
        blocks: [[0], [0, 1]],
        blockAmounts: ["max"],
      }),
      "used twice",
    ],
    [
      coupon(CouponType.conditional, "10.00", [sel("2.00", W), sel("2.00", W)], { blocks: [[0], [1]] }),
      "blockAmounts",
    ],
    [coupon(CouponType.single, "0.00", [sel("2.00", W)]), "amount: must be above zero"],
  ])("rejects %#", (input, message) => {
    expect(couponProblems(input).join("; ")).toContain(message);
    expect(() => settleCoupon(input)).toThrow(message);
  });
});

describe("parseCouponSettings (what local storage gives back)", () => {
  it("keeps every valid field and never throws on anything stored", () => {
    const decimal = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toString());
    const settings = fc.record({
      amountStepByCurrencyIso: fc.dictionary(fc.constantFrom("EUR", "RUB", "USD"), decimal),
      isManualAmountStep: fc.boolean(),
      changeCoefAction: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
      isAutoMax: fc.boolean(),
      isVipBet: fc.boolean(),
      isBalanceShown: fc.boolean(),
      isPossibleWinShown: fc.boolean(),
      isSelectAccountShown: fc.boolean(),
      isCouponFixed: fc.boolean(),
      oneClickAmount: fc.option(decimal, { nil: null }),
      isActiveOneClick: fc.boolean(),
      exactCoef: fc.option(decimal, { nil: null }),
      isDropOnScoreChange: fc.boolean(),
      expressId: fc.option(fc.string(), { nil: null }),
      bonusAccountOneClickAmount: fc.option(decimal, { nil: null }),
    });
    fc.assert(
      fc.property(settings, (s) => {
        expect(parseCouponSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const parsed = parseCouponSettings(junk);
        expect(Object.keys(parsed).sort()).toEqual(Object.keys(DEFAULT_COUPON_SETTINGS).sort());
      }),
    );
  });

  it("drops a malformed step table whole and a wrong-typed flag to its default", () => {
    const parsed = parseCouponSettings({
      amountStepByCurrencyIso: { EUR: "2.50", eur: "1" },
      isBalanceShown: "no",
      oneClickAmount: "-5",
    });
    expect(parsed.amountStepByCurrencyIso).toEqual({});
    expect(parsed.isBalanceShown).toBe(true);
    expect(parsed.oneClickAmount).toBeNull();
  });
});
