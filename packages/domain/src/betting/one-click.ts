/**
 * One-click betting (spec 001 §4–§5): active only when the site config shows one-click and the user
 * switched it on; one-click coupons are placed with changeCoefAction 1 (accept any change).
 * Enabling it while the coupon holds bets needs confirmation, because the coupon is cleared.
 */
import type { CouponSettings } from "./coupon-settings.ts";
import { type CurrencyCode, currencyRules, parseAmount } from "./currencies.ts";
import { AccountType, ChangeCoefAction, type ChangeCoefActionId } from "./ids.ts";
import type { Money } from "./money.ts";

export const ONE_CLICK_CHANGE_COEF_ACTION: ChangeCoefActionId = ChangeCoefAction.acceptAny;

export function isOneClickActive(siteShowsOneClick: boolean, settings: CouponSettings): boolean {
  return siteShowsOneClick && settings.isActiveOneClick;
}

/** "confirm": ask (title: the coupon will be cleared; buttons enable / undo); "enable": switch on. */
export function requestOneClick(couponBetCount: number): "confirm" | "enable" {
  return couponBetCount > 0 ? "confirm" : "enable";
}

/** On confirm (or with an empty coupon): one-click becomes active; the caller clears the bets. */
export function enableOneClick(settings: CouponSettings): CouponSettings {
  return { ...settings, isActiveOneClick: true };
}

/** Declining, switching off, or logging out leaves one-click off. */
export function disableOneClick(settings: CouponSettings): CouponSettings {
  return { ...settings, isActiveOneClick: false };
}

export function placementChangeCoefAction(
  settings: CouponSettings,
  viaOneClick: boolean,
): ChangeCoefActionId {
  return viaOneClick ? ONE_CLICK_CHANGE_COEF_ACTION : settings.changeCoefAction;
}

/** The one-click amount: the bonus account's own amount on a bonus account, else oneClickAmount. */
export function oneClickAmount(settings: CouponSettings, accountType: number, currency: CurrencyCode): Money {
  const text =
    accountType === AccountType.bonus ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
  const parsed = text === null ? null : parseAmount(text, currency);
  return parsed !== null && parsed > 0n ? parsed : currencyRules(currency).initialAmount;
}
