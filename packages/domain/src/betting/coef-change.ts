/**
 * Coefficient-change policies (changeCoefAction, spec 001 §3): what to do when a bet's current
 * coefficient differs from the one the player saw when placing.
 * 0 confirm: any change needs the player's confirmation; 1 accept any change;
 * 2 accept on rise: a higher (or equal) coefficient is accepted, a lower one needs confirmation.
 */
import { ChangeCoefAction, type ChangeCoefActionId } from "./ids.ts";
import type { Odds } from "./money.ts";

export type CoefChangeDecision = "accept" | "confirm";

export function decideCoefChange(
  action: ChangeCoefActionId,
  placed: Odds,
  current: Odds,
): CoefChangeDecision {
  if (current === placed) return "accept";
  switch (action) {
    case ChangeCoefAction.acceptAny:
      return "accept";
    case ChangeCoefAction.acceptRise:
      return current > placed ? "accept" : "confirm";
    default:
      return "confirm";
  }
}

/** A coupon is placed without confirmation only if every bet's change is accepted. */
export function decideCouponCoefChange(
  action: ChangeCoefActionId,
  bets: readonly { readonly placed: Odds; readonly current: Odds }[],
): CoefChangeDecision {
  return bets.every((b) => decideCoefChange(action, b.placed, b.current) === "accept") ? "accept" : "confirm";
}
