import { checkAmount, formatMoney, parseMoney, walletCurrency } from "@parlay/domain/wallet";
import { displayAmount, displayMoney } from "@parlay/i18n/amount";

export { displayAmount, displayMoney };

/**
 * Amounts in the cashier forms, with the same pure rules the server applies
 * (@parlay/domain/wallet: parseMoney for the currency's decimals, checkAmount for min and max).
 * Money is a decimal string on the wire and a bigint of minor units here — never a float.
 */

export interface AmountLimits {
  min: bigint;
  max: bigint;
  step: bigint;
  presets: bigint[];
}

/** The cashier answer's decimal strings in minor units; null if the server sent something unreadable. */
export function limitsFrom(
  view: { min: string; max: string; step: string; presets: readonly string[] },
  currency: string,
): AmountLimits | null {
  const min = parseMoney(view.min, currency);
  const max = parseMoney(view.max, currency);
  const step = parseMoney(view.step, currency);
  const presets = view.presets.map((p) => parseMoney(p, currency));
  if (min === null || max === null || step === null || presets.some((p) => p === null)) return null;
  return { min, max, step, presets: presets as bigint[] };
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What a player types, made machine-readable: Arabic-Indic digits become ASCII, spaces and
 * apostrophes used for grouping go. Commas are grouping when a point is there or when they split
 * off thousands ("1,000.50", "1,000"); otherwise a single comma is the decimal mark ("150,50").
 */
export function normaliseAmountInput(text: string): string {
  const s = text
    .trim()
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/[\s\u00a0\u202f'’_\u066c]/g, "")
    .replace(/\u066b/g, ".");
  if (s.includes(".") || /^\d{1,3}(,\d{3})+$/.test(s)) return s.replace(/,/g, "");
  return (s.match(/,/g) ?? []).length === 1 ? s.replace(",", ".") : s;
}

export type AmountProblem = "empty" | "malformed" | "zero" | "below_min" | "above_max" | "over_balance";

export type AmountCheck = { ok: true; minor: bigint; text: string } | { ok: false; problem: AmountProblem };

/**
 * Checks a typed amount. `available` (minor units) is given for withdrawals: the server would
 * refuse more than the available balance with INSUFFICIENT_FUNDS, so the form says it first.
 */
export function checkAmountText(
  input: string,
  currency: string,
  limits: AmountLimits,
  available?: bigint,
): AmountCheck {
  const text = normaliseAmountInput(input);
  if (text === "") return { ok: false, problem: "empty" };
  const minor = /^\d+(\.\d+)?$/.test(text) ? parseMoney(text, currency) : null;
  if (minor === null) return { ok: false, problem: "malformed" };
  if (minor === 0n) return { ok: false, problem: "zero" };
  const problem = checkAmount(limits, minor);
  if (problem) return { ok: false, problem };
  if (available !== undefined && minor > available) return { ok: false, problem: "over_balance" };
  return { ok: true, minor, text: formatMoney(minor, currency) };
}

/** One step up or down from the typed amount, kept between min and max (an unreadable amount starts at min). */
export function stepAmount(input: string, direction: 1 | -1, currency: string, limits: AmountLimits): string {
  const text = normaliseAmountInput(input);
  const current = /^\d+(\.\d+)?$/.test(text) ? parseMoney(text, currency) : null;
  let next = current === null ? limits.min : current + BigInt(direction) * limits.step;
  if (next < limits.min) next = limits.min;
  if (next > limits.max) next = limits.max;
  return formatMoney(next, currency);
}

/** The currency's symbol for display ("₽"), or its code when the wallet has none. */
export function currencySymbol(iso: string): string {
  return walletCurrency(iso)?.symbol ?? iso;
}
