import { BetStatus, CouponType } from "@parlay/domain/betting";
import { describe, expect, it } from "vitest";
import { couponInputOf, legStatus, type StoredCouponTerms, storedBonusMultiplier } from "./settle-input.ts";

const none: StoredCouponTerms = {
  bonusCoef: null,
  isBonusBet: false,
  antiExpressCoef: null,
  antiExpressMarginBp: null,
  amountByBlockId: null,
  amountByBetId: null,
};
const leg = (
  position: number,
  coef: number,
  extra: { isBanker?: boolean; blockId?: number | null } = {},
) => ({
  position,
  outcomeId: BigInt(100 + position),
  coef,
  isBanker: extra.isBanker ?? false,
  blockId: extra.blockId ?? null,
  effectiveStatus: 1,
});
const W = BetStatus.win;

describe("reading a stored coupon for the engine", () => {
  it("reads the bonus multiplier in thousandths or as a decimal, and the flag", () => {
    expect(storedBonusMultiplier(none)).toBeNull();
    expect(storedBonusMultiplier({ ...none, bonusCoef: 1050 })).toBe(1050);
    expect(storedBonusMultiplier({ ...none, bonusCoef: 1.05 })).toBe(1050);
    expect(storedBonusMultiplier({ ...none, bonusCoef: 1000 })).toBeNull();
    expect(storedBonusMultiplier({ ...none, bonusCoef: 1 })).toBeNull();
    expect(storedBonusMultiplier({ ...none, isBonusBet: true })).toBe(1000);
  });

  it("only final statuses count; anything else is still open", () => {
    expect([null, undefined, -1, -2, 7, 0, 3, 6].map(legStatus)).toEqual([-1, -1, -1, -1, -1, 0, 3, 6]);
  });

  it("multibet: blocks by ascending block id, bankers as the lobby", () => {
    const input = couponInputOf(
      { typeId: CouponType.multibet, amount: 3000n, systemValue: 2 },
      [
        leg(0, 2000, { blockId: 7 }),
        leg(1, 1200, { isBanker: true }),
        leg(2, 3000, { blockId: 2 }),
        leg(3, 1500, { blockId: 7 }),
      ],
      [W, W, W, W],
      none,
    );
    expect(input).toMatchObject({ blocks: [[2], [0, 3]], lobby: [1], systemValue: 2 });
  });

  it("conditional: a block amount in minor units, 'max', or the whole account when missing or malformed", () => {
    const legs = [
      leg(0, 2000, { blockId: 1 }),
      leg(1, 3000, { blockId: 2 }),
      leg(2, 1500, { blockId: 3 }),
      leg(3, 1500, { blockId: 4 }),
    ];
    const input = couponInputOf(
      { typeId: CouponType.conditional, amount: 1000n, systemValue: null },
      legs,
      [W, W, W, W],
      {
        ...none,
        amountByBlockId: { "2": "500", "3": "max", "4": "5.00" },
      },
    );
    expect(input.blockAmounts).toEqual([500n, "max", "max"]);
  });

  it("many singles: amounts by outcome id; anti-express: the stored price; express: the bonus flag", () => {
    const singles = couponInputOf(
      { typeId: CouponType.manySingles, amount: 1000n, systemValue: null },
      [leg(0, 2000), leg(1, 3000)],
      [W, W],
      { ...none, amountByBetId: { "100": 250 } },
    );
    expect(singles.amountByBet).toEqual([250n, 1000n]);
    const anti = couponInputOf(
      { typeId: CouponType.antiExpress, amount: 1000n, systemValue: null },
      [leg(0, 2000), leg(1, 3000)],
      [W, W],
      { ...none, antiExpressCoef: 1450 },
    );
    expect(anti.antiExpress).toEqual({ marginBasisPoints: 500, placedCoef: 1450n });
    const express = (t: StoredCouponTerms) =>
      couponInputOf(
        { typeId: CouponType.express, amount: 1000n, systemValue: null },
        [leg(0, 2000), leg(1, 3000), leg(2, 2000)],
        [W, W, W],
        t,
      );
    expect(express({ ...none, bonusCoef: 1030 }).bonusBet).toBe(true);
    expect(express(none).bonusBet).toBeUndefined();
  });
});
