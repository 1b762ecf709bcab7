/**
 * From fair probabilities to offered odds with the bookmaker's margin.
 *
 * A market's fair probabilities p_i sum to 1. The offered odds o_i carry a margin m when
 * Σ 1/o_i = 1 + m (the "overround"). Two methods:
 * - proportional: π_i = p_i · (1 + m). Simple, but puts the same relative margin on a long shot
 *   as on a favourite and can push a heavy favourite's odds to the 1.001 floor.
 * - power (default): π_i = p_i^k with k ∈ (0, 1] solved so that Σ π_i = 1 + m. Long shots carry
 *   relatively more margin than favourites (the favourite–long-shot bias bookmakers price in),
 *   and π_i ≤ 1 always, so odds never drop below 1.
 * Odds are then o_i = 1/π_i rounded to thousandths and kept within [1.001, 500].
 */

export type MarginMethod = "power" | "proportional";

export const MIN_COEF = 1001;
export const MAX_COEF = 500_000;
/** Probabilities below this are priced as if they were this (no division by ~0). */
const P_FLOOR = 1e-6;

function powerExponent(probs: readonly number[], target: number): number {
  // f(k) = Σ p^k − target falls from n − target (k = 0) to 1 − target (k = 1), convex: Newton's method
  // from k = 1 steps past the root once, then climbs to it monotonically (about six rounds, where a
  // bisection to the same precision took sixty — this runs for every market the simulator reprices).
  const logs = probs.map(Math.log);
  let k = 1;
  for (let i = 0; i < 50; i++) {
    let sum = 0;
    let slope = 0;
    for (const l of logs) {
      const term = Math.exp(k * l);
      sum += term;
      slope += term * l;
    }
    if (slope === 0) break;
    const next = Math.max(0, k - (sum - target) / slope);
    if (Math.abs(next - k) < 1e-15) return next;
    k = next;
  }
  return k;
}

/** The priced ("implied") probabilities π_i, summing to 1 + margin. */
export function marginedProbabilities(
  fair: readonly number[],
  margin: number,
  method: MarginMethod = "power",
): number[] {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`margin must be in [0, 1), got ${margin}`);
  const total = fair.reduce((s, p) => s + p, 0);
  const probs = fair.map((p) => Math.max(p / total, P_FLOOR));
  if (margin === 0 || probs.length < 2) return probs;
  if (method === "proportional") return probs.map((p) => p * (1 + margin));
  const k = powerExponent(probs, Math.min(1 + margin, probs.length - 1e-9));
  return probs.map((p) => p ** k);
}

/** Decimal odds in thousandths for priced probability π. */
export function coefOf(priced: number): number {
  return Math.min(MAX_COEF, Math.max(MIN_COEF, Math.round(1000 / priced)));
}

/** Offered odds (thousandths) for a market's fair probabilities. */
export function priceMarket(
  fair: readonly number[],
  margin: number,
  method: MarginMethod = "power",
): number[] {
  return marginedProbabilities(fair, margin, method).map(coefOf);
}

/** Σ 1/o_i of offered odds: 1 + the margin actually carried (after rounding). */
export function overround(coefs: readonly number[]): number {
  return coefs.reduce((s, c) => s + 1000 / c, 0);
}
