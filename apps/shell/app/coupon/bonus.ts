import { isBonusBetOffered } from "@parlay/domain/betting";
import type { SlipState } from "./state.ts";

/**
 * Whether a placement asks for the express bonus bet: the player has not removed it and it is
 * offered at the odds the coupon shows now. A live leg can fall below 1.10 after the coupon was
 * filled; asking for a bonus that is no longer offered would only get the coupon refused.
 */
export function bonusBetRequested(s: SlipState): boolean {
  return (
    !s.coupon.manuallyDeletedBonusBet &&
    isBonusBetOffered({
      siteAllowsBonusBet: s.limits?.isBonusBetAllowed ?? s.site.isBonusBetAllowed,
      typeId: s.coupon.typeId,
      bets: s.coupon.bets.map((b) => ({ coef: b.market.coef, marketKind: b.market.kind })),
    })
  );
}
