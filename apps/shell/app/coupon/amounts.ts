/** The coupon amount: typed text, the currency step and initial amount, limits, auto-max. */
import {
  type CurrencyCode,
  currencyRules,
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

/** Auto-max: the amount is the maximum (or the balance when the maximum is unlimited). */
export function applyAutoMax(state: SlipState): SlipState {
  if (!state.settings.isAutoMax) return state;
  const max = state.coupon.maxBetAmount;
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
