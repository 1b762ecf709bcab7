/**
 * VIP bet (spec 001 §5): available only when the site config allows it, the maximum bet amount is
 * finite, there are bets, all of them are line (pre-match, not live) bets, and the coupon type is
 * not many singles (9).
 */
import { CouponType, type CouponTypeId } from "./ids.ts";
import type { Money } from "./money.ts";

export interface VipBetConditions {
  readonly siteAllowsVipBet: boolean;
  /** maxBetAmount of the coupon; null is unlimited (the default). */
  readonly maxBetAmount: Money | null;
  readonly bets: readonly { readonly isLive: boolean }[];
  readonly typeId: CouponTypeId;
}

export function isVipBetAvailable(c: VipBetConditions): boolean {
  return (
    c.siteAllowsVipBet &&
    c.maxBetAmount !== null &&
    c.bets.length > 0 &&
    c.bets.every((bet) => !bet.isLive) &&
    c.typeId !== CouponType.manySingles
  );
}
