/**
 * Currencies: ISO 4217 codes, their minor units, and the coupon's amount step and default initial
 * amount per currency (spec 001 §5 "Coupon amounts"). The table is data (currencies.data.ts);
 * the rule that produced every entry that the spec does not fix is {@link deriveAmountStep} and
 * {@link deriveInitialAmount}, and a test keeps the data and the rule in agreement.
 */
import type { Brand } from "./brand.ts";
import { CURRENCY_TABLE } from "./currencies.data.ts";
import { formatScaled, type Money, money, parseScaled } from "./money.ts";

export type CurrencyCode = Brand<string, "CurrencyCode">;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && /^[A-Z]{3}$/.test(value);
}

/** Brands an ISO 4217 alphabetic code (three upper-case letters); throws RangeError otherwise. */
export function currencyCode(text: string): CurrencyCode {
  if (!isCurrencyCode(text)) throw new RangeError(`currency: "${text}" is not three upper-case letters`);
  return text;
}

/** Default currency of the store (spec 001 §9); unknown currencies use its coupon values. */
export const DEFAULT_CURRENCY = currencyCode("RUB");

export interface CurrencyRules {
  readonly code: CurrencyCode;
  /** Digits after the decimal point (ISO 4217 minor unit). */
  readonly minorUnit: number;
  /** Coupon amount step, in minor units. */
  readonly amountStep: Money;
  /** Default initial coupon amount, in minor units. */
  readonly initialAmount: Money;
  /** False when the code is not in the table and the RUB values were used. */
  readonly known: boolean;
}

/** The spec's examples (spec 001 §5), kept verbatim: amount step and initial amount in major units. */
export const SPEC_FIXED_POINTS: Readonly<Record<string, { amountStep: string; initialAmount?: string }>> = {
  RUB: { amountStep: "100", initialAmount: "150" },
  USD: { amountStep: "2.5", initialAmount: "5" },
  EUR: { amountStep: "2.5", initialAmount: "5" },
  UAH: { amountStep: "50", initialAmount: "50" },
  KZT: { amountStep: "500", initialAmount: "1000" },
  INR: { amountStep: "100", initialAmount: "300" },
  BRL: { amountStep: "10" },
  JPY: { amountStep: "500" },
};

const byCode = new Map<string, CurrencyRules>();
for (const [code, minorUnit, , step, initial] of CURRENCY_TABLE) {
  byCode.set(code, {
    code: currencyCode(code),
    minorUnit,
    amountStep: money(parseScaled(step, minorUnit) ?? 0n),
    initialAmount: money(parseScaled(initial, minorUnit) ?? 0n),
    known: true,
  });
}

/** Every code of the table (ISO 4217 list one codes that have a minor unit). */
export function knownCurrencies(): readonly CurrencyCode[] {
  return [...byCode.keys()] as CurrencyCode[];
}

/** The coupon rules of a currency; an unknown code gets the RUB values (spec 001 §5). */
export function currencyRules(code: CurrencyCode): CurrencyRules {
  const rules = byCode.get(code);
  if (rules) return rules;
  const rub = byCode.get(DEFAULT_CURRENCY) as CurrencyRules;
  return { ...rub, code, known: false };
}

export function amountStepOf(code: CurrencyCode): Money {
  return currencyRules(code).amountStep;
}

export function initialAmountOf(code: CurrencyCode): Money {
  return currencyRules(code).initialAmount;
}

/** Parses a decimal amount ("30.00") into minor units of the currency; null if not representable. */
export function parseAmount(text: string, code: CurrencyCode): Money | null {
  const value = parseScaled(text, currencyRules(code).minorUnit);
  return value === null ? null : money(value);
}

/** Formats minor units with the currency's number of decimals: 3000n EUR → "30.00". */
export function formatAmount(amount: bigint, code: CurrencyCode): string {
  return formatScaled(amount, currencyRules(code).minorUnit);
}

/** Mantissas of the amount series 1 – 2.5 – 5 (× 10^k), in tenths. */
const SERIES_TENTHS = [10n, 25n, 50n] as const;

/**
 * The derivation rule for currencies the spec does not fix: the amount step is the smallest amount
 * of the 1 – 2.5 – 5 × 10^k series that is worth at least one US dollar (and is a whole number of
 * minor units). `unitsPerUsd` is a reference magnitude (how many units buy one US dollar), not a
 * price: the table only needs its order of magnitude. Returns minor units.
 */
export function deriveAmountStep(unitsPerUsd: string, minorUnit: number): bigint {
  const rateMicro = parseScaled(unitsPerUsd, 6);
  if (rateMicro === null || rateMicro === 0n) throw new RangeError(`bad reference rate ${unitsPerUsd}`);
  // step_minor ≥ rate × 10^minorUnit  ⇔  step_minor × 10^6 ≥ rateMicro × 10^minorUnit
  const bound = rateMicro * 10n ** BigInt(minorUnit);
  for (let exponent = 0n; exponent < 40n; exponent++) {
    for (const tenths of SERIES_TENTHS) {
      const scaled = tenths * 10n ** exponent;
      if (scaled % 10n !== 0n) continue; // 2.5 minor units is not representable
      const minor = scaled / 10n;
      if (minor * 1_000_000n >= bound) return minor;
    }
  }
  throw new RangeError(`no amount step for rate ${unitsPerUsd}`);
}

/** The default initial amount for currencies the spec does not fix: two amount steps. */
export function deriveInitialAmount(amountStepMinor: bigint): bigint {
  return 2n * amountStepMinor;
}
