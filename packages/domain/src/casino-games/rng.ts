/**
 * The random source every provider game draws from. The sandbox feeds it from node:crypto; tests and
 * the RTP bench use the seeded generator below. `nextInt(n)` must be uniform on 0 … n−1.
 */
export interface Rng {
  nextInt(maxExclusive: number): number;
}

/**
 * A seeded, reproducible generator (xoshiro128**, 32-bit state words, seeded through splitmix32).
 * For tests and simulation only: never for real play.
 */
export function seededRng(seed: number): Rng {
  let x = seed >>> 0;
  const split = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  if ((a | b | c | d) === 0) a = 1;
  const next32 = (): number => {
    const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return r;
  };
  return { nextInt: (n) => uniformBelow(n, next32) };
}

function rotl(v: number, k: number): number {
  return ((v << k) | (v >>> (32 - k))) >>> 0;
}

/** Unbiased integer in [0, n) from a source of uniform 32-bit words, by rejection of the short tail. */
export function uniformBelow(n: number, next32: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`bad bound ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  for (;;) {
    const v = next32();
    if (v < limit) return v % n;
  }
}

/** A scripted source: returns the given values in order (each must be below the bound asked for). */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    nextInt(n) {
      const v = values[i++];
      if (v === undefined) throw new Error("scripted RNG exhausted");
      if (v < 0 || v >= n) throw new RangeError(`scripted value ${v} not below ${n}`);
      return v;
    },
  };
}
