/**
 * Discrete distributions of integer quantities (goals, points, games) and the probabilities of
 * line bets on them, including quarter lines.
 */

/** P(X = min + i) = p[i]. */
export interface Dist {
  min: number;
  p: number[];
}

export function distOf(min: number, p: number[]): Dist {
  return { min, p };
}

/** Probability that X satisfies a predicate. */
export function probWhere(dist: Dist, test: (x: number) => boolean): number {
  let s = 0;
  for (let i = 0; i < dist.p.length; i++) if (test(dist.min + i)) s += dist.p[i] as number;
  return s;
}

export function mean(dist: Dist): number {
  let s = 0;
  for (let i = 0; i < dist.p.length; i++) s += (dist.min + i) * (dist.p[i] as number);
  return s;
}

/** X + k. */
export function shift(dist: Dist, k: number): Dist {
  return { min: dist.min + k, p: dist.p };
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Dist, b: Dist): Dist {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i] as number;
    if (ai === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] = (p[i + j] as number) + ai * (b.p[j] as number);
  }
  return { min: a.min + b.min, p };
}

/** Poisson(λ) truncated at `max`, the tail folded into the last cell so the total stays 1. */
export function poisson(lambda: number, max: number): Dist {
  const p: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    p.push(term);
    sum += term;
    term = (term * lambda) / (k + 1);
  }
  p.push(Math.max(0, 1 - sum));
  return { min: 0, p };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** N(μ, σ²) discretised to integers within μ ± 6σ (continuity-corrected). */
export function discreteNormal(mu: number, sigma: number): Dist {
  const s = Math.max(sigma, 0.3);
  const min = Math.floor(mu - 6 * s);
  const max = Math.ceil(mu + 6 * s);
  const p: number[] = [];
  for (let k = min; k <= max; k++) p.push(normalCdf((k + 0.5 - mu) / s) - normalCdf((k - 0.5 - mu) / s));
  const total = p.reduce((a, b) => a + b, 0);
  return { min, p: p.map((v) => v / total) };
}

/** A line is a multiple of 0.25; quarter lines (x.25, x.75) split the stake over the two lines beside. */
export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

export function splitLine(line: number): number[] {
  return isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line];
}

export interface LineOdds {
  /** Effective probabilities: the fair odds of "over" are 1/over, of "under" 1/under; they sum to 1. */
  over: number;
  under: number;
  /** The chance that the whole stake is returned or half of it is (for information). */
  push: number;
}

/**
 * Fair effective probabilities of "X over line" and "X under line". A bet with win chance W and
 * refund chance P (averaged over the split lines) is fair at odds (1 − P) / W, so its effective
 * probability is W / (1 − P); over and under then sum to exactly 1.
 */
export function lineOdds(dist: Dist, line: number): LineOdds {
  const parts = splitLine(line);
  let over = 0;
  let under = 0;
  let push = 0;
  for (const l of parts) {
    over += probWhere(dist, (x) => x > l) / parts.length;
    under += probWhere(dist, (x) => x < l) / parts.length;
    push += probWhere(dist, (x) => x === l) / parts.length;
  }
  const rest = 1 - push;
  if (rest < 1e-9) return { over: 0.5, under: 0.5, push };
  return { over: over / rest, under: under / rest, push };
}

/** The x.5 line nearest the median of X: the "main" line where both sides are closest to even. */
export function mainHalfLine(dist: Dist): number {
  let acc = 0;
  for (let i = 0; i < dist.p.length; i++) {
    acc += dist.p[i] as number;
    if (acc >= 0.5) {
      const x = dist.min + i;
      // Pick between x - 0.5 and x + 0.5 the line whose over side is closer to one half.
      const below = probWhere(dist, (v) => v > x - 0.5);
      const above = probWhere(dist, (v) => v > x + 0.5);
      return Math.abs(below - 0.5) <= Math.abs(above - 0.5) ? x - 0.5 : x + 0.5;
    }
  }
  return dist.min + dist.p.length - 0.5;
}
