/**
 * Bonus bet (spec 001 §5): an express bonus. Offered only when the site allows it, the coupon is
 * an express, there are at least 3 bets, every bet has coefficient 1.1 or more and is not of
 * market kind 7, and the total coefficient is at least 1.01.
 *
 * The multiplier is 1 + count/100 for a count of 1 … 9 bets, else 1.1; it multiplies the whole
 * return. At settlement the count is recounted without the void legs (return / forced return);
 * an express whose legs are all void is refunded without bonus.
 */
import type { Selection } from "./coupon.ts";
import { CouponType, type CouponTypeId } from "./ids.ts";
import { isVoidStatus } from "./leg-factors.ts";
import { ODDS_SCALE, type Odds } from "./money.ts";
import { mul, type Rational } from "./rational.ts";

export const BONUS_BET_MIN_BETS = 3;
/** 1.1 in thousandths. */
export const BONUS_BET_MIN_ODDS = 1100n;
/** 1.01 in thousandths. */
export const BONUS_BET_MIN_TOTAL_COEF = 1010n;
export const BONUS_BET_EXCLUDED_MARKET_KIND = 7;

export interface BonusBetCandidate {
  readonly coef: Odds;
  /** The market kind of the bet (market.kind in the spec). */
  readonly marketKind: number;
}

export interface BonusBetConditions {
  readonly siteAllowsBonusBet: boolean;
  readonly typeId: CouponTypeId;
  readonly bets: readonly BonusBetCandidate[];
}

export function isBonusBetOffered(c: BonusBetConditions): boolean {
  if (!c.siteAllowsBonusBet || c.typeId !== CouponType.express || c.bets.length < BONUS_BET_MIN_BETS)
    return false;
  let total = 1n;
  for (const bet of c.bets) {
    if (bet.coef < BONUS_BET_MIN_ODDS || bet.marketKind === BONUS_BET_EXCLUDED_MARKET_KIND) return false;
    total *= bet.coef;
  }
  // total / 1000^count ≥ 1.01  ⇔  total × 1000 ≥ 1010 × 1000^count
  return total * ODDS_SCALE >= BONUS_BET_MIN_TOTAL_COEF * ODDS_SCALE ** BigInt(c.bets.length);
}

/** 1 + count/100 for 1 … 9 bets, else 1.1 (exact); 1 when no leg counts. */
export function bonusMultiplier(count: number): Rational {
  if (count <= 0) return { n: 1n, d: 1n };
  if (count < 10) return { n: 100n + BigInt(count), d: 100n };
  return { n: 11n, d: 10n };
}

/** The coefficient shown with the bonus: the express coefficient × the multiplier. */
export function bonusCoefficient(expressCoef: Rational, count: number): Rational {
  return mul(expressCoef, bonusMultiplier(count));
}

/** The bet count for the multiplier at settlement: legs that are not void. */
export function bonusLegCount(selections: readonly Selection[]): number {
  let count = 0;
  for (const s of selections) if (!isVoidStatus(s.status)) count++;
  return count;
}

export function applyBonus(exactReturn: Rational, count: number): Rational {
  return mul(exactReturn, bonusMultiplier(count));
}
