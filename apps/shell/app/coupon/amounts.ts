/** The coupon amount: typed text, the currency step and initial amount, limits, auto-max. */
import {
  type CouponTypeId,
  type CurrencyCode,
  currencyRules,
  type EnforcedLimits,
  enforcedAmountLimits,
  formatAmount,
  type Money,
  type Odds,
  parseAmount,
  parseOdds,
} from "@parlay/domain/betting";
import type { SlipState } from "./slip-state.ts";
import type { CouponLimits } from "./types.ts";

export function parseMoneyText(text: string, currency: CurrencyCode): Money | null {
  const normalized = text.trim().replace(",", ".");
  return normalized === "" ? null : parseAmount(normalized, currency);
}

/** The amount step: the limits call's step when known, else the player's or the currency table's. */
export function amountStepOf(state: SlipState): Money {
  const fromLimits =
    state.limits?.amountStep && state.limits.currency === state.currency
      ? parseAmount(state.limits.amountStep, state.currency)
      : null;
  if (fromLimits !== null && fromLimits > 0n && !state.settings.isManualAmountStep) return fromLimits;
  const manual = state.settings.isManualAmountStep
    ? state.settings.amountStepByCurrencyIso[state.currency]
    : undefined;
  const parsed = manual === undefined ? null : parseAmount(manual, state.currency);
  return parsed !== null && parsed > 0n ? parsed : currencyRules(state.currency).amountStep;
}

export function initialAmountOf(state: SlipState): Money {
  const fromLimits =
    state.limits?.initialAmount && state.limits.currency === state.currency
      ? parseAmount(state.limits.initialAmount, state.currency)
      : null;
  return fromLimits !== null && fromLimits > 0n ? fromLimits : currencyRules(state.currency).initialAmount;
}

function limitMoney(state: SlipState, text: string | null | undefined): Money | null {
  if (!text || state.limits?.currency !== state.currency) return null;
  return parseAmount(text, state.currency);
}

export function withAmount(state: SlipState, amount: Money, text?: string): SlipState {
  return {
    ...state,
    coupon: { ...state.coupon, amount },
    amountText: text ?? formatAmount(amount, state.currency),
    attemptKey: null,
  };
}

/** The account type of a bonus account (spec 001 §3 Account type 4): no maximum applies to it. */
const BONUS_ACCOUNT_TYPE = 4;

/**
 * The limits the server enforces on this coupon (checkCouponAmount, the same function): the
 * minimum and maximum of the currency only for the types the site config lists for them, no
 * maximum on a bonus account, the VIP ceiling for a VIP bet. What the coupon shows and applies.
 */
export function enforcedLimitsOf(state: SlipState): EnforcedLimits {
  const types = (list: readonly number[]) => list as readonly CouponTypeId[];
  const vip = state.settings.isVipBet ? limitMoney(state, state.limits?.vipMaxAmount) : null;
  return enforcedAmountLimits(
    state.coupon.typeId,
    {
      minBetAmount: state.coupon.minBetAmount,
      maxBetAmount: vip ?? state.coupon.maxBetAmount,
      minTypes: types(state.limits?.minAmountCouponTypes ?? state.site.minAmountCouponTypes),
      maxTypes: types(state.limits?.maxAmountCouponTypes ?? state.site.maxAmountCouponTypes),
    },
    state.account?.type === BONUS_ACCOUNT_TYPE,
  );
}

/** Auto-max: the amount is the maximum (or the balance when the maximum is unlimited). */
export function applyAutoMax(state: SlipState): SlipState {
  if (!state.settings.isAutoMax) return state;
  const max = enforcedLimitsOf(state).max;
  const balance = state.account ? parseAmount(state.account.money, state.currency) : null;
  // biome-ignore lint/complexity/useMathMinMax: money is bigint; Math.min takes numbers.
  const target = max !== null && balance !== null ? (max < balance ? max : balance) : (max ?? balance);
  return target !== null && target > 0n ? withAmount(state, target) : state;
}

export function withLimits(state: SlipState, limits: CouponLimits | null): SlipState {
  const next: SlipState = { ...state, limits };
  const min = limitMoney(next, limits?.minAmount);
  const max = limitMoney(next, limits?.maxAmount);
  const step = amountStepOf(next);
  const initial = initialAmountOf(next);
  const coupon = {
    ...next.coupon,
    minBetAmount: min,
    maxBetAmount: max,
    amountStep: step,
    initialAmount: initial,
  };
  // The amount the player has not touched follows the currency's initial amount.
  const untouched = state.coupon.amount === state.coupon.initialAmount;
  const withCoupon = { ...next, coupon };
  return applyAutoMax(untouched ? withAmount(withCoupon, initial) : withCoupon);
}

/** The current odds the server reported with COEF_CHANGED / MARKET_BLOCKED. */
export function currentOddsFrom(
  details: unknown,
): Map<number, { coef: Odds | null; isBlocked: boolean | null }> {
  const out = new Map<number, { coef: Odds | null; isBlocked: boolean | null }>();
  const d = details as { bets?: unknown; outcomeIds?: unknown } | null | undefined;
  if (d && Array.isArray(d.bets)) {
    for (const raw of d.bets) {
      const b = raw as { outcomeId?: unknown; coef?: unknown; isBlocked?: unknown };
      if (typeof b.outcomeId !== "number") continue;
      const text = typeof b.coef === "string" ? b.coef : null;
      const parsed = text === null ? null : parseOdds(text);
      out.set(b.outcomeId, {
        coef: parsed,
        isBlocked: typeof b.isBlocked === "boolean" ? b.isBlocked : null,
      });
    }
  }
  if (d && Array.isArray(d.outcomeIds)) {
    for (const id of d.outcomeIds) if (typeof id === "number") out.set(id, { coef: null, isBlocked: true });
  }
  return out;
}
