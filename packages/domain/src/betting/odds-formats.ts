/**
 * Odds formats (coefficient views, spec 001 §3). Views 0 decimal, 1 fractional, 2 american; the
 * spec says 4, 5, 6, 14, 15, 16 are variants of the hong kong, indonesian and malay kinds without
 * giving the mapping. Ours (docs/betting.md):
 *   4 hong kong, 5 indonesian, 6 malay — European view (appViewType 0), 3 digits;
 *   14 hong kong, 15 indonesian, 16 malay — Asian view (appViewType 1), 2 digits.
 * From decimal odds D:  hong kong D − 1;  malay D − 1 if D ≤ 2 else −1/(D − 1);
 *   indonesian D − 1 if D ≥ 2 else −1/(D − 1);  american 100(D − 1) if D ≥ 2 else −100/(D − 1).
 * Every conversion is exact (rationals); display rounds half away from zero; the way back rounds
 * the decimal odds half-up to thousandths.
 */
import { formatFraction, fromFraction, parseFraction, toDisplayFraction } from "./fractional.ts";
import { formatScaled, ODDS_SCALE, type Odds, parseScaled } from "./money.ts";
import { type Rational, rational, roundToDigits } from "./rational.ts";

export const CoefView = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
  hongKongAsian: 14,
  indonesianAsian: 15,
  malayAsian: 16,
} as const;
export type CoefViewId = (typeof CoefView)[keyof typeof CoefView];
export type OddsKind = "decimal" | "fractional" | "american" | "hongKong" | "indonesian" | "malay";

interface ViewSpec {
  readonly kind: OddsKind;
  readonly digits: number;
}

const VIEWS: Readonly<Record<CoefViewId, ViewSpec>> = {
  0: { kind: "decimal", digits: 3 },
  1: { kind: "fractional", digits: 0 },
  2: { kind: "american", digits: 0 },
  4: { kind: "hongKong", digits: 3 },
  5: { kind: "indonesian", digits: 3 },
  6: { kind: "malay", digits: 3 },
  14: { kind: "hongKong", digits: 2 },
  15: { kind: "indonesian", digits: 2 },
  16: { kind: "malay", digits: 2 },
};

export function isCoefViewId(value: unknown): value is CoefViewId {
  return typeof value === "number" && Object.hasOwn(VIEWS, value);
}

export function coefViewKind(view: CoefViewId): OddsKind {
  return VIEWS[view].kind;
}

/** The exact value of decimal odds in a kind (fractional: the profit D − 1). */
export function convertOdds(odds: Odds, kind: OddsKind): Rational {
  const profit = rational(odds - ODDS_SCALE, ODDS_SCALE); // D − 1 > 0
  const inverse = rational(-ODDS_SCALE, odds - ODDS_SCALE); // −1/(D − 1)
  const atLeastEvens = odds >= 2n * ODDS_SCALE;
  switch (kind) {
    case "decimal":
      return rational(odds, ODDS_SCALE);
    case "fractional":
    case "hongKong":
      return profit;
    case "malay":
      return odds <= 2n * ODDS_SCALE ? profit : inverse;
    case "indonesian":
      return atLeastEvens ? profit : inverse;
    case "american":
      return atLeastEvens ? { n: profit.n * 100n, d: profit.d } : { n: inverse.n * 100n, d: inverse.d };
  }
}

function roundOdds(value: Rational): Odds | null {
  const thousandths = roundToDigits(value, 3);
  return thousandths > ODDS_SCALE ? (thousandths as Odds) : null;
}

/** Decimal odds from a value of a kind (exact, then rounded half-up to thousandths). */
export function oddsFrom(value: Rational, kind: OddsKind): Odds | null {
  const { n, d } = value;
  const abs = n < 0n ? -n : n;
  switch (kind) {
    case "decimal":
      return roundOdds(value);
    case "fractional":
    case "hongKong":
      return n > 0n ? roundOdds({ n: n + d, d }) : null;
    case "malay":
      if (n > 0n && n <= d) return roundOdds({ n: n + d, d }); // 0 < m ≤ 1
      if (n < 0n && abs <= d) return roundOdds({ n: abs + d, d: abs }); // −1 ≤ m < 0: 1 + 1/|m|
      return null;
    case "indonesian":
      if (n >= d) return roundOdds({ n: n + d, d }); // i ≥ 1
      if (n < 0n && abs >= d) return roundOdds({ n: abs + d, d: abs }); // i ≤ −1
      return null;
    case "american":
      if (n >= 100n * d) return roundOdds({ n: n + 100n * d, d: 100n * d }); // +A: 1 + A/100
      if (n < 0n && abs >= 100n * d) return roundOdds({ n: abs + 100n * d, d: abs }); // −A: 1 + 100/A
      return null;
  }
}

/** Display text of odds in a coefficient view. */
export function formatCoef(odds: Odds, view: CoefViewId): string {
  const { kind, digits } = VIEWS[view];
  // Exactly the price taken (fractional.ts): parseCoef of the text gives these odds back.
  if (kind === "fractional") return formatFraction(toDisplayFraction(odds));
  const value = convertOdds(odds, kind);
  const text = formatScaled(roundToDigits(value, digits), digits);
  return kind === "american" && value.n > 0n ? `+${text}` : text;
}

const SIGNED = /^([+-]?)(\d+(?:\.\d+)?)$/;

/** Parses a coefficient typed in a view ("5/2", "+150", "-0.500", "2.5") to decimal odds. */
export function parseCoef(text: string, view: CoefViewId): Odds | null {
  const { kind } = VIEWS[view];
  if (kind === "fractional") {
    const f = parseFraction(text);
    return f === null ? null : fromFraction(f);
  }
  const m = SIGNED.exec(text.trim());
  if (!m) return null;
  const scaled = parseScaled(m[2] as string, 12);
  if (scaled === null) return null;
  return oddsFrom(rational(m[1] === "-" ? -scaled : scaled, 10n ** 12n), kind);
}

const ASIAN_VARIANT: Readonly<Record<number, CoefViewId>> = { 4: 14, 5: 15, 6: 16 };
const EUROPEAN_VARIANT: Readonly<Record<number, CoefViewId>> = { 14: 4, 15: 5, 16: 6 };

/**
 * The view to use: a configured view is used only if it is in the allowed list, constrained by
 * the view type (the Asian view takes the 14/15/16 variant, the European view 4/5/6, when allowed);
 * otherwise decimal.
 */
export function resolveCoefView(
  requested: number,
  allowed: readonly number[],
  appViewType: 0 | 1,
): CoefViewId {
  if (!isCoefViewId(requested)) return CoefView.decimal;
  const variant = (appViewType === 1 ? ASIAN_VARIANT : EUROPEAN_VARIANT)[requested];
  if (variant !== undefined && allowed.includes(variant)) return variant;
  return allowed.includes(requested) ? requested : CoefView.decimal;
}
