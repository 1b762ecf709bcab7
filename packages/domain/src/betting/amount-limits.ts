/**
 * Coupon amount limits (spec 001 §5): a minimum is enforced only for the coupon types the site
 * config lists for minimum, a maximum only for the types listed for maximum, and never on a bonus
 * account. maxBetAmount is unlimited (null) by default. Amounts must also be positive.
 */
import type { CouponTypeId } from "./ids.ts";
import type { Money } from "./money.ts";

export interface AmountLimits {
  readonly minBetAmount: Money | null;
  readonly maxBetAmount: Money | null;
  /** Coupon types the site config lists for the minimum. */
  readonly minTypes: readonly CouponTypeId[];
  /** Coupon types the site config lists for the maximum. */
  readonly maxTypes: readonly CouponTypeId[];
}

export type AmountCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "not-positive" | "below-min" | "above-max";
      readonly limit?: Money;
    };

/** The limits that apply to one coupon type: null where none is enforced (the coupon shows these). */
export interface EnforcedLimits {
  readonly min: Money | null;
  readonly max: Money | null;
}

export function enforcedAmountLimits(
  typeId: CouponTypeId,
  limits: AmountLimits,
  isBonusAccount: boolean,
): EnforcedLimits {
  return {
    min: limits.minBetAmount !== null && limits.minTypes.includes(typeId) ? limits.minBetAmount : null,
    max:
      !isBonusAccount && limits.maxBetAmount !== null && limits.maxTypes.includes(typeId)
        ? limits.maxBetAmount
        : null,
  };
}

export function checkCouponAmount(
  amount: Money,
  typeId: CouponTypeId,
  limits: AmountLimits,
  isBonusAccount: boolean,
): AmountCheck {
  if (amount <= 0n) return { ok: false, reason: "not-positive" };
  const { min, max } = enforcedAmountLimits(typeId, limits, isBonusAccount);
  if (min !== null && amount < min) return { ok: false, reason: "below-min", limit: min };
  if (max !== null && amount > max) return { ok: false, reason: "above-max", limit: max };
  return { ok: true };
}

/** Rounds an amount down to a whole number of amount steps (the +/- buttons of the coupon). */
export function stepAmount(amount: Money, amountStep: Money, direction: 1 | -1): Money {
  if (amountStep <= 0n) return amount;
  const base = (amount / amountStep) * amountStep;
  const next = direction === 1 ? base + amountStep : base === amount ? base - amountStep : base;
  return (next < 0n ? 0n : next) as Money;
}
