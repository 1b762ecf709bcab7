/**
 * Money and odds as exact integers.
 * - Money: a non-negative bigint count of the currency's minor units (cents for EUR, yen for JPY).
 * - Odds: a decimal coefficient as a bigint count of thousandths (2.5 → 2500n), always above 1.000.
 * No binary floating point is used anywhere: decimal strings are parsed digit by digit.
 */
import type { Brand } from "./brand.ts";
import { type Rational, roundHalfUp } from "./rational.ts";

export type Money = Brand<bigint, "Money">;
export type Odds = Brand<bigint, "Odds">;

/** Odds are kept in thousandths: coefficients are shown with 3 digits (spec 001 §5). */
export const ODDS_DIGITS = 3;
export const ODDS_SCALE = 1000n;

export function isMoney(value: unknown): value is Money {
  return typeof value === "bigint" && value >= 0n;
}

/** Brands a count of minor units; throws RangeError on a negative amount. */
export function money(minorUnits: bigint): Money {
  if (!isMoney(minorUnits)) throw new RangeError(`money: negative amount ${minorUnits}`);
  return minorUnits;
}

export function isOdds(value: unknown): value is Odds {
  return typeof value === "bigint" && value > ODDS_SCALE;
}

/** Brands a count of thousandths; throws RangeError unless the coefficient is above 1.000. */
export function odds(thousandths: bigint): Odds {
  if (!isOdds(thousandths)) throw new RangeError(`odds: ${thousandths} thousandths is not above 1.000`);
  return thousandths;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a non-negative decimal string ("30", "30.5", "2.500") into an integer scaled by 10^digits.
 * Returns null for anything else (signs, exponents, spaces, or non-zero digits beyond `digits`).
 */
export function parseScaled(text: string, digits: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return null;
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
}

/** Formats an integer scaled by 10^digits as a fixed-point decimal string ("-" for negatives). */
export function formatScaled(value: bigint, digits: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = abs.toString().padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const body = digits === 0 ? whole : `${whole}.${text.slice(text.length - digits)}`;
  return negative ? `-${body}` : body;
}

/** "2.50" → 2500n thousandths; null unless the text is a decimal above 1.000 with ≤ 3 decimals. */
export function parseOdds(text: string): Odds | null {
  const value = parseScaled(text, ODDS_DIGITS);
  return value !== null && isOdds(value) ? value : null;
}

/** Odds as a 3-digit decimal string: 2500n → "2.500". */
export function formatOddsDecimal(value: Odds): string {
  return formatScaled(value, ODDS_DIGITS);
}

/** A coefficient (any exact rational, e.g. a line's product of odds) rounded half-up to 3 digits. */
export function roundCoefficient(value: Rational): bigint {
  return roundHalfUp({ n: value.n * ODDS_SCALE, d: value.d });
}

/** An exact amount in minor units rounded half-up to a whole minor unit: the engine's one rounding. */
export function roundMoney(minorUnits: Rational): Money {
  return money(roundHalfUp(minorUnits));
}
