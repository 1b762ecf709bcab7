/**
 * Exact rational arithmetic on bigint. Every intermediate value of the betting engine that is not
 * an integer (unit stakes of a system, half results, anti-express pricing, running accounts) is a
 * Rational; nothing is ever rounded until the caller asks for it with {@link roundHalfUp}.
 *
 * Values are not normalised on every operation (gcd is comparatively slow); call {@link normalize}
 * when a small representation matters. The denominator is always positive.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: Rational = { n: 0n, d: 1n };
export const ONE: Rational = { n: 1n, d: 1n };

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError("rational: zero denominator");
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function normalize(r: Rational): Rational {
  const g = gcd(r.n, r.d);
  return g <= 1n ? r : { n: r.n / g, d: r.d / g };
}

export function add(a: Rational, b: Rational): Rational {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function sub(a: Rational, b: Rational): Rational {
  if (a.d === b.d) return { n: a.n - b.n, d: a.d };
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

export function mul(a: Rational, b: Rational): Rational {
  return { n: a.n * b.n, d: a.d * b.d };
}

export function mulInt(a: Rational, k: bigint): Rational {
  return { n: a.n * k, d: a.d };
}

export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError("rational: division by zero");
  return rational(a.n * b.d, a.d * b.n);
}

export function divInt(a: Rational, k: bigint): Rational {
  return rational(a.n, a.d * k);
}

/** Sign of a − b: −1, 0 or 1. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function min(a: Rational, b: Rational): Rational {
  return compare(a, b) <= 0 ? a : b;
}

export function isZero(a: Rational): boolean {
  return a.n === 0n;
}

/**
 * Rounds to the nearest integer, halves away from zero ("half-up" for the non-negative amounts of
 * the engine: 0.5 → 1, 2.5 → 3, −2.5 → −3).
 */
export function roundHalfUp(r: Rational): bigint {
  if (r.n < 0n) return -roundHalfUp({ n: -r.n, d: r.d });
  return (2n * r.n + r.d) / (2n * r.d);
}

/** round(r × 10^digits), half-up: the integer count of 10^-digits units nearest to r. */
export function roundToDigits(r: Rational, digits: number): bigint {
  return roundHalfUp({ n: r.n * 10n ** BigInt(digits), d: r.d });
}

/** Largest integer ≤ r. */
export function floor(r: Rational): bigint {
  const q = r.n / r.d;
  return r.n < 0n && q * r.d !== r.n ? q - 1n : q;
}
