/**
 * Leg factors: what one settled selection multiplies its line by (spec 001 §3 status ids).
 *
 *   win (1) = odds · lose (0) = 0 · return (2), forced return (3) = 1
 *   half win half return (4) = (odds + 1) / 2 · half lose half return (5) = 1/2
 *   half lose half win (6) = odds / 2 · not started (-1), not calculated (-2) = unresolved
 *
 * Every factor is an exact integer count of 1/2000 (odds are thousandths and the half results
 * divide by two), so a product of k factors is an exact integer at scale 2000^k.
 */
import { BetStatus, type BetStatusId } from "./ids.ts";
import type { Odds } from "./money.ts";
import type { Rational } from "./rational.ts";

export const FACTOR_SCALE = 2000n;

/** The factor of one leg in 1/2000 units, or null while the leg is unresolved. */
export function legFactor(odds: Odds, status: BetStatusId): bigint | null {
  switch (status) {
    case BetStatus.win:
      return 2n * odds;
    case BetStatus.lose:
      return 0n;
    case BetStatus.return:
    case BetStatus.forcedReturn:
      return FACTOR_SCALE;
    case BetStatus.halfWinHalfReturn:
      return odds + 1000n;
    case BetStatus.halfLoseHalfReturn:
      return 1000n;
    case BetStatus.halfLoseHalfWin:
      return odds;
    default:
      return null;
  }
}

/** The factor of one leg as an exact rational, or null while unresolved. */
export function legFactorRational(odds: Odds, status: BetStatusId): Rational | null {
  const factor = legFactor(odds, status);
  return factor === null ? null : { n: factor, d: FACTOR_SCALE };
}

/** Return (2) and forced return (3): the leg drops out of its line as a factor of 1. */
export function isVoidStatus(status: BetStatusId): boolean {
  return status === BetStatus.return || status === BetStatus.forcedReturn;
}

/** Not started (-1) and not calculated (-2) leave a line unresolved. */
export function isUnresolvedStatus(status: BetStatusId): boolean {
  return status === BetStatus.notStarted || status === BetStatus.notCalculated;
}

const powers: bigint[] = [1n];
/** 2000^k, cached (the denominators of products of k factors). */
export function factorScalePow(k: number): bigint {
  for (let i = powers.length; i <= k; i++) powers.push((powers[i - 1] as bigint) * FACTOR_SCALE);
  return powers[k] as bigint;
}
