/** Exact fractions for theoretical RTP: every probability here is a ratio of integers. */
export type Exact = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
}

export function exact(num: bigint, den: bigint): Exact {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export function add(a: Exact, b: Exact): Exact {
  return exact(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** The fraction as a double (correct to ~1e-15 for the sizes used here). */
export function toNumber(x: Exact): number {
  const scale = 10n ** 18n;
  return Number((x.num * scale) / x.den) / 1e18;
}

/** n choose k as a bigint. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
