/**
 * Possible win (spec 001 §5): amount × the exact coefficient if set, else × the coupon
 * coefficient. The coupon coefficient is the return if every leg wins divided by the outlay
 * (an anti-express: its anti-coefficient). Coefficients show 3 digits; payouts round half-up to
 * the currency's minor unit (2 digits for most currencies).
 */

import { DEFAULT_ANTI_EXPRESS_MARGIN_BP, priceAntiExpress } from "./anti-express.ts";
import { minPossibleWinExact } from "./block-system.ts";
import type { CouponInput, Selection } from "./coupon.ts";
import { BetStatus, CouponType } from "./ids.ts";
import {
  formatScaled,
  type Money,
  ODDS_DIGITS,
  ODDS_SCALE,
  type Odds,
  roundCoefficient,
  roundMoney,
} from "./money.ts";
import { div, mul, type Rational, rational } from "./rational.ts";
import { settleExact, totalStakeOf } from "./settle.ts";
import { blockPlan } from "./validate.ts";

/** The exact return if every selection wins (anti-express: amount × the anti-coefficient). */
export function maxPossibleReturn(input: CouponInput): Rational {
  if (input.typeId === CouponType.antiExpress) {
    const terms = input.antiExpress;
    const coef =
      terms?.placedCoef ??
      priceAntiExpress(
        input.selections.map((s) => s.odds),
        terms?.marginBasisPoints ?? DEFAULT_ANTI_EXPRESS_MARGIN_BP,
      );
    return coef === null ? rational(input.amount) : { n: input.amount * coef, d: ODDS_SCALE };
  }
  const winning: Selection[] = input.selections.map((s) => ({ odds: s.odds, status: BetStatus.win }));
  return settleExact({ ...input, selections: winning }).totalReturn ?? rational(0n);
}

/** The coupon coefficient: maximum return / total stake (exact). */
export function couponCoefficient(input: CouponInput): Rational {
  return div(maxPossibleReturn(input), rational(totalStakeOf(input)));
}

export function possibleWin(amount: Money, coef: Rational, exactCoef?: Odds | null): Money {
  const factor: Rational = exactCoef ? { n: exactCoef, d: ODDS_SCALE } : coef;
  return roundMoney(mul(rational(amount), factor));
}

/**
 * Minimum possible win (a display figure): for a system or multibet, unit stake × the k smallest
 * block odds × the bankers / lobby; for lucky the smallest single, for patent the smallest double.
 * Null for the other types.
 */
export function minPossibleWin(input: CouponInput): Money | null {
  const { amount, selections } = input;
  switch (input.typeId) {
    case CouponType.system:
    case CouponType.multibet:
      return roundMoney(minPossibleWinExact(amount, selections, blockPlan(input)));
    case CouponType.lucky:
    case CouponType.patent: {
      const k = input.typeId === CouponType.lucky ? 1 : 2;
      const n = selections.length;
      const lines = (1n << BigInt(n)) - 1n - (k === 2 ? BigInt(n) : 0n);
      const sorted = selections.map((s) => s.odds).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      let product = 1n;
      for (let j = 0; j < k; j++) product *= sorted[j] as bigint;
      return roundMoney({ n: amount * product, d: lines * ODDS_SCALE ** BigInt(k) });
    }
    default:
      return null;
  }
}

/** A coefficient as shown: 3 digits, half-up ("6.250"). */
export function formatCoefficient(coef: Rational): string {
  return formatScaled(roundCoefficient(coef), ODDS_DIGITS);
}
