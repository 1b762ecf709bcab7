/**
 * Anti-express (6): wins stake × anti-coefficient when at least one leg loses.
 *
 * Pricing (documented in docs/betting.md): with p = Π(1 / odds_i) the implied probability of the
 * express over the legs and m the site's margin, the anti-coefficient makes the implied
 * probabilities of the express and the anti-express add up to 1 + m:
 *
 *   antiCoef = 1 / (1 − p + m),   rounded half-up to 3 digits; not offered unless above 1.000.
 *
 * Settlement re-prices the coefficient without the void legs (all legs void refunds the stake).
 * A half result is settled as two half-stakes (4 = win + return, 5 = lose + return,
 * 6 = lose + win), each settled as above, so a coupon with h half results is the mean of 2^h
 * fully resolved scenarios. The coupon is open while any leg is unresolved.
 */
import type { AntiExpressTerms, Selection } from "./coupon.ts";
import { BetStatus, type BetStatusId } from "./ids.ts";
import { isUnresolvedStatus, isVoidStatus } from "./leg-factors.ts";
import { lineStatus } from "./line-status.ts";
import { ODDS_SCALE, type Odds, roundCoefficient } from "./money.ts";
import { add, type Rational, rational, ZERO } from "./rational.ts";
import type { CouponLine, Settlement } from "./settlement.ts";

/** The default site margin: 5 % (500 basis points). */
export const DEFAULT_ANTI_EXPRESS_MARGIN_BP = 500;
/** At most 2^16 half-result scenarios are expanded. */
const MAX_HALF_RESULTS = 16;

/** The exact anti-coefficient 1 / (1 − Π(1/odds) + m), or null when it is not above 1. */
export function antiExpressCoefExact(legs: readonly Odds[], marginBasisPoints: number): Rational | null {
  if (legs.length === 0 || !Number.isInteger(marginBasisPoints) || marginBasisPoints < 0) return null;
  let product = 1n;
  for (const o of legs) product *= o;
  const unit = ODDS_SCALE ** BigInt(legs.length);
  // 1 − unit/product + bp/10000 = (10000·product − 10000·unit + bp·product) / (10000·product)
  const denominator = 10_000n * product - 10_000n * unit + BigInt(marginBasisPoints) * product;
  const numerator = 10_000n * product;
  if (denominator <= 0n || numerator <= denominator) return null;
  return rational(numerator, denominator);
}

/** The anti-coefficient offered at placement (3 digits), or null if the anti-express is not offered. */
export function priceAntiExpress(legs: readonly Odds[], marginBasisPoints: number): Odds | null {
  const exact = antiExpressCoefExact(legs, marginBasisPoints);
  if (exact === null) return null;
  const rounded = roundCoefficient(exact);
  return rounded > ODDS_SCALE ? (rounded as Odds) : null;
}

type FullStatus = typeof BetStatus.win | typeof BetStatus.lose | typeof BetStatus.return;

function expandHalf(status: BetStatusId): readonly FullStatus[] {
  switch (status) {
    case BetStatus.halfWinHalfReturn:
      return [BetStatus.win, BetStatus.return];
    case BetStatus.halfLoseHalfReturn:
      return [BetStatus.lose, BetStatus.return];
    case BetStatus.halfLoseHalfWin:
      return [BetStatus.lose, BetStatus.win];
    case BetStatus.win:
      return [BetStatus.win];
    case BetStatus.lose:
      return [BetStatus.lose];
    default:
      return [BetStatus.return];
  }
}

/** The factor (return per unit of stake) of the anti-express: exact, or null while open. */
export function antiExpressFactor(
  selections: readonly Selection[],
  terms: AntiExpressTerms,
): Rational | null {
  if (selections.some((s) => isUnresolvedStatus(s.status))) return null;
  const options = selections.map((s) => expandHalf(s.status));
  const halves = options.filter((o) => o.length > 1).length;
  if (halves > MAX_HALF_RESULTS)
    throw new RangeError(`anti-express: more than ${MAX_HALF_RESULTS} half results`);
  let total: Rational = ZERO;
  const scenario: FullStatus[] = new Array<FullStatus>(selections.length);
  const visit = (i: number): void => {
    if (i === selections.length) {
      total = add(total, scenarioFactor(selections, scenario, terms));
      return;
    }
    for (const status of options[i] as readonly FullStatus[]) {
      scenario[i] = status;
      visit(i + 1);
    }
  };
  visit(0);
  return { n: total.n, d: total.d * (1n << BigInt(halves)) };
}

function scenarioFactor(
  selections: readonly Selection[],
  scenario: readonly FullStatus[],
  terms: AntiExpressTerms,
): Rational {
  const live: Odds[] = [];
  let lost = false;
  for (let i = 0; i < scenario.length; i++) {
    if (scenario[i] === BetStatus.return) continue;
    live.push((selections[i] as Selection).odds);
    if (scenario[i] === BetStatus.lose) lost = true;
  }
  if (live.length === 0) return rational(1n);
  if (!lost) return ZERO;
  const coef =
    live.length === selections.length && terms.placedCoef !== undefined
      ? terms.placedCoef
      : priceAntiExpress(live, terms.marginBasisPoints);
  return coef === null ? rational(1n) : { n: coef, d: ODDS_SCALE };
}

export function settleAntiExpress(
  amount: bigint,
  selections: readonly Selection[],
  terms: AntiExpressTerms,
): Settlement {
  const factor = antiExpressFactor(selections, terms);
  if (factor === null) return { pending: true, totalReturn: null };
  return { pending: false, totalReturn: { n: amount * factor.n, d: factor.d } };
}

/** The single line of an anti-express: all legs, the placed anti-coefficient, its outcome. */
export function antiExpressLine(
  amount: bigint,
  selections: readonly Selection[],
  terms: AntiExpressTerms,
): CouponLine {
  const legs = selections.map((_, i) => i);
  const coef =
    terms.placedCoef ??
    priceAntiExpress(
      selections.map((s) => s.odds),
      terms.marginBasisPoints,
    );
  const factor = antiExpressFactor(selections, terms);
  const allVoid = selections.every((s) => isVoidStatus(s.status));
  let status: BetStatusId;
  if (factor === null) status = BetStatus.notStarted;
  else if (allVoid)
    status = lineStatus(
      selections.map((s) => s.status),
      factor,
    );
  else if (factor.n === 0n) status = BetStatus.lose;
  else if (factor.n > factor.d) status = BetStatus.win;
  else status = factor.n === factor.d ? BetStatus.return : BetStatus.halfLoseHalfReturn;
  const stake = rational(amount);
  return {
    legs,
    stake,
    coefficient: coef === null ? rational(1n) : { n: coef, d: ODDS_SCALE },
    status,
    return: factor === null ? null : { n: amount * factor.n, d: factor.d },
  };
}
