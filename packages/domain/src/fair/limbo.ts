/**
 * Limbo and crash share one point formula. With u = f × 2³² (the float's 32 bits):
 *   point = max(1.00, min(1 000 000.00, ⌊99 × 2³² / (u + 1)⌋ / 100))   (hundredths, integer arithmetic)
 * so P(point ≥ T) = ⌊99 × 2³² / T⌋ / 2³² ≈ 0.99 / T for 1.01 ≤ T ≤ 1 000 000.00: a 1 % house edge.
 * Limbo wins when point ≥ target, paying the target.
 */
import { type Exact, exact } from "./rational.ts";

export type LimboParams = { readonly target: number }; // hundredths, 101 … 100 000 000
export type LimboOutcome = { readonly point: number; readonly win: boolean };

export const POINT_MIN = 100;
export const POINT_MAX = 100_000_000;
const TWO_32 = 2n ** 32n;
const NUMERATOR = 99n * TWO_32;

/** The point (hundredths) of a float. */
export function pointOf(f: number): number {
  const u = BigInt(f * 2 ** 32);
  const raw = Number(NUMERATOR / (u + 1n));
  return Math.max(POINT_MIN, Math.min(POINT_MAX, raw));
}

export function limboParamsValid(p: LimboParams): boolean {
  return Number.isInteger(p.target) && p.target > POINT_MIN && p.target <= POINT_MAX;
}

export function limboOutcome(p: LimboParams, f: number): LimboOutcome {
  const point = pointOf(f);
  return { point, win: point >= p.target };
}

/** The multiplier (ten-thousandths) a win pays: the target. */
export function limboMultiplier(p: LimboParams): number {
  return p.target * 100;
}

/** Exact P(point ≥ target) over the 2³² floats. */
export function pointAtLeastProbability(target: number): Exact {
  return exact(NUMERATOR / BigInt(target), TWO_32);
}

/** Exact RTP of a limbo bet or of a crash bet cashing out at `target`. */
export function limboRtp(p: LimboParams): Exact {
  const w = pointAtLeastProbability(p.target);
  return exact(w.num * BigInt(p.target), w.den * 100n);
}
