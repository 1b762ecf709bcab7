/**
 * Deposit and withdrawal amount rules per currency and method: minimum, maximum, the increment
 * (`step`) and the quick-pick amounts (`presets`) the cashier offers. Pure data and rules; the
 * site config may later override a row (the service takes the table as a parameter).
 */
import { walletCurrency, walletStep } from "./currencies.ts";

export type PaymentMethodId = "card" | "ewallet" | "bank_transfer" | "crypto";

export interface PaymentMethod {
  readonly id: PaymentMethodId;
  readonly name: string;
  readonly deposit: boolean;
  readonly withdrawal: boolean;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: "card", name: "Bank card", deposit: true, withdrawal: true },
  { id: "ewallet", name: "E-wallet", deposit: true, withdrawal: true },
  { id: "bank_transfer", name: "Bank transfer", deposit: true, withdrawal: true },
  { id: "crypto", name: "Crypto", deposit: true, withdrawal: false },
];

export function paymentMethod(id: string): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m.id === id) ?? null;
}

/** Amounts in minor units. */
export interface AmountRules {
  readonly min: bigint;
  readonly max: bigint;
  readonly step: bigint;
  readonly presets: readonly bigint[];
}

export interface CurrencyPaymentRules {
  readonly deposit: AmountRules;
  readonly withdrawal: AmountRules;
}

/** Explicit rows (major units × 100) for the site's main currencies; others are derived below. */
const EXPLICIT: Readonly<Record<string, { min: number; max: number; presets: readonly number[] }>> = {
  RUB: { min: 100, max: 600_000, presets: [500, 1000, 3000, 5000, 10_000] },
  USD: { min: 5, max: 10_000, presets: [10, 25, 50, 100, 250] },
  EUR: { min: 5, max: 10_000, presets: [10, 25, 50, 100, 250] },
  GBP: { min: 5, max: 10_000, presets: [10, 25, 50, 100, 250] },
  UAH: { min: 50, max: 250_000, presets: [100, 250, 500, 1000, 2500] },
  KZT: { min: 500, max: 3_000_000, presets: [2000, 5000, 10_000, 25_000, 50_000] },
  INR: { min: 300, max: 500_000, presets: [500, 1000, 2000, 5000, 10_000] },
};

function scale(iso: string): bigint {
  return 10n ** BigInt(walletCurrency(iso)?.minorUnit ?? 2);
}

function depositRules(iso: string): AmountRules {
  const step = walletStep(iso);
  const row = EXPLICIT[iso];
  if (row) {
    const unit = scale(iso);
    return {
      min: BigInt(row.min) * unit,
      max: BigInt(row.max) * unit,
      step,
      presets: row.presets.map((p) => BigInt(p) * unit),
    };
  }
  // Derived from the coupon amount step (about one US dollar): 2 steps to 4000 steps.
  return { min: 2n * step, max: 4000n * step, step, presets: [4n, 10n, 20n, 40n, 100n].map((k) => k * step) };
}

/** Withdrawals: a higher minimum (twice the deposit minimum, fees make tiny payouts pointless). */
export function paymentRules(iso: string): CurrencyPaymentRules {
  const deposit = depositRules(iso);
  return { deposit, withdrawal: { ...deposit, min: 2n * deposit.min, presets: deposit.presets.slice(1) } };
}

export type AmountProblem = "below_min" | "above_max";

/** Null when the amount is allowed, else why not. */
export function checkAmount(rules: AmountRules, amount: bigint): AmountProblem | null {
  if (amount < rules.min) return "below_min";
  if (amount > rules.max) return "above_max";
  return null;
}
