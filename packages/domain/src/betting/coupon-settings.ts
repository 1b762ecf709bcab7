/**
 * Coupon settings, persisted in local app storage (spec 001 §3), with the transitions the spec
 * gives for them (§4 "Coupon"). Amounts and the exact coefficient are persisted as decimal strings
 * so that the stored JSON never holds a binary float.
 */
import { type CurrencyCode, currencyRules, parseAmount } from "./currencies.ts";
import { ChangeCoefAction, type ChangeCoefActionId } from "./ids.ts";
import { type Money, type Odds, parseOdds } from "./money.ts";

export interface CouponSettings {
  readonly amountStepByCurrencyIso: Readonly<Record<string, string>>;
  readonly isManualAmountStep: boolean;
  /** Coefficient-change policy; default 2 (accept on rise). */
  readonly changeCoefAction: ChangeCoefActionId;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isBalanceShown: boolean;
  readonly isPossibleWinShown: boolean;
  readonly isSelectAccountShown: boolean;
  readonly isCouponFixed: boolean;
  readonly oneClickAmount: string | null;
  readonly isActiveOneClick: boolean;
  /** The exact coefficient as a decimal string; null when not set. */
  readonly exactCoef: string | null;
  readonly isDropOnScoreChange: boolean;
  readonly expressId: string | null;
  readonly bonusAccountOneClickAmount: string | null;
}

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: ChangeCoefAction.acceptRise,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: false,
  isCouponFixed: false,
  oneClickAmount: null,
  isActiveOneClick: false,
  exactCoef: null,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: null,
};

const DECIMAL = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;
const isDecimal = (v: unknown): v is string => typeof v === "string" && DECIMAL.test(v);

/**
 * Reads persisted settings (local storage is the player's to edit): each malformed or unknown field
 * falls back to its default, and the rest is kept. Hand-written rather than a schema so no schema
 * library ships in the page (issue 14 #4).
 */
export function parseCouponSettings(stored: unknown): CouponSettings {
  const input = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const d = DEFAULT_COUPON_SETTINGS;
  const flag = (key: keyof CouponSettings & string, fallback: boolean) =>
    typeof input[key] === "boolean" ? (input[key] as boolean) : fallback;
  const decimalOrNull = (key: string): string | null =>
    isDecimal(input[key]) ? (input[key] as string) : null;
  const steps = input.amountStepByCurrencyIso;
  const stepsValid =
    typeof steps === "object" &&
    steps !== null &&
    !Array.isArray(steps) &&
    Object.entries(steps).every(([iso, step]) => CURRENCY.test(iso) && isDecimal(step));
  const action = input.changeCoefAction;
  return {
    amountStepByCurrencyIso: stepsValid ? { ...(steps as Record<string, string>) } : {},
    isManualAmountStep: flag("isManualAmountStep", d.isManualAmountStep),
    changeCoefAction: action === 0 || action === 1 || action === 2 ? action : d.changeCoefAction,
    isAutoMax: flag("isAutoMax", d.isAutoMax),
    isVipBet: flag("isVipBet", d.isVipBet),
    isBalanceShown: flag("isBalanceShown", d.isBalanceShown),
    isPossibleWinShown: flag("isPossibleWinShown", d.isPossibleWinShown),
    isSelectAccountShown: flag("isSelectAccountShown", d.isSelectAccountShown),
    isCouponFixed: flag("isCouponFixed", d.isCouponFixed),
    oneClickAmount: decimalOrNull("oneClickAmount"),
    isActiveOneClick: flag("isActiveOneClick", d.isActiveOneClick),
    exactCoef: decimalOrNull("exactCoef"),
    isDropOnScoreChange: flag("isDropOnScoreChange", d.isDropOnScoreChange),
    expressId: typeof input.expressId === "string" ? input.expressId : null,
    bonusAccountOneClickAmount: decimalOrNull("bonusAccountOneClickAmount"),
  };
}

/** Setting the exact coefficient to empty resets it and turns off drop on score change. */
export function setExactCoef(settings: CouponSettings, value: string | null): CouponSettings {
  const text = value?.trim() ?? "";
  if (text === "") return { ...settings, exactCoef: null, isDropOnScoreChange: false };
  if (parseOdds(text) === null) return settings;
  return { ...settings, exactCoef: text };
}

export function exactCoefOf(settings: CouponSettings): Odds | null {
  return settings.exactCoef === null ? null : parseOdds(settings.exactCoef);
}

/** Turning on drop on score change turns off one-click. */
export function setDropOnScoreChange(settings: CouponSettings, on: boolean): CouponSettings {
  return on
    ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
    : { ...settings, isDropOnScoreChange: false };
}

/** With drop on score change, a bet whose score changed before acceptance is dropped. */
export function shouldDropOnScoreChange(
  settings: CouponSettings,
  placedScore: string,
  currentScore: string,
): boolean {
  return settings.isDropOnScoreChange && placedScore !== currentScore;
}

/** The amount step: the player's manual step for the currency if set, else the currency table's. */
export function amountStepFor(settings: CouponSettings, currency: CurrencyCode): Money {
  const manual = settings.isManualAmountStep ? settings.amountStepByCurrencyIso[currency] : undefined;
  const parsed = manual === undefined ? null : parseAmount(manual, currency);
  return parsed !== null && parsed > 0n ? parsed : currencyRules(currency).amountStep;
}

export function setChangeCoefAction(settings: CouponSettings, action: ChangeCoefActionId): CouponSettings {
  return { ...settings, changeCoefAction: action };
}
