/**
 * The settlement entry point: one pure function from a coupon to its exact and rounded return,
 * shared by the coupon preview and the server. Rounding happens once, at the end: the exact total
 * return (a rational number of minor units) is rounded half-up to a whole minor unit.
 * Many singles (9) are separate coupons, so each single is rounded and the total is their sum.
 */
import { antiExpressLine, DEFAULT_ANTI_EXPRESS_MARGIN_BP, settleAntiExpress } from "./anti-express.ts";
import { blockSystemLines, settleBlockSystem } from "./block-system.ts";
import { applyBonus, bonusLegCount } from "./bonus-bet.ts";
import { binomial } from "./combinatorics.ts";
import type { AntiExpressTerms, CouponInput } from "./coupon.ts";
import { fullCoverLines, settleFullCover } from "./full-cover.ts";
import { BetStatus, type BetStatusId, CouponType } from "./ids.ts";
import { isVoidStatus } from "./leg-factors.ts";
import { lineStatus } from "./line-status.ts";
import { type Money, money, roundMoney } from "./money.ts";
import { add, type Rational, rational, ZERO } from "./rational.ts";
import { chainLinks, conditionalLinks, runAccount } from "./running-account.ts";
import type { CouponLine, Settlement } from "./settlement.ts";
import { assertValidCoupon, blockPlan } from "./validate.ts";

export interface CouponSettlement {
  /** -1 open, 0 lost, 1 paid out, 2 / 3 refunded (every leg void); a single's own status. */
  readonly status: BetStatusId;
  readonly totalStake: Money;
  /** Total return rounded half-up to the minor unit; null while open. */
  readonly totalReturn: Money | null;
  /** The exact total return; null while open. */
  readonly exactReturn: Rational | null;
}

function antiTerms(input: CouponInput): AntiExpressTerms {
  return input.antiExpress ?? { marginBasisPoints: DEFAULT_ANTI_EXPRESS_MARGIN_BP };
}

/** The exact settlement of a valid coupon (no validation; see settleCoupon). */
export function settleExact(input: CouponInput): Settlement {
  const { amount, selections } = input;
  switch (input.typeId) {
    case CouponType.single:
    case CouponType.system:
    case CouponType.multibet:
      return settleBlockSystem(amount, selections, blockPlan(input));
    case CouponType.express: {
      const result = settleBlockSystem(amount, selections, blockPlan(input));
      if (!input.bonusBet || result.totalReturn === null) return result;
      return { pending: false, totalReturn: applyBonus(result.totalReturn, bonusLegCount(selections)) };
    }
    case CouponType.chain:
      return runAccount(amount, selections, chainLinks(amount, selections.length)).settlement;
    case CouponType.conditional:
      return runAccount(
        amount,
        selections,
        conditionalLinks(amount, input.blocks ?? [], input.blockAmounts ?? []),
      ).settlement;
    case CouponType.antiExpress:
      return settleAntiExpress(amount, selections, antiTerms(input));
    case CouponType.lucky:
      return settleFullCover(amount, selections, "lucky");
    case CouponType.patent:
      return settleFullCover(amount, selections, "patent");
    case CouponType.manySingles: {
      let total: Rational = ZERO;
      for (const line of couponLinesUnchecked(input)) {
        if (line.return === null) return { pending: true, totalReturn: null };
        total = add(total, rational(roundMoney(line.return)));
      }
      return { pending: false, totalReturn: total };
    }
  }
}

export function totalStakeOf(input: CouponInput): Money {
  if (input.typeId !== CouponType.manySingles) return input.amount;
  const amounts = input.amountByBet ?? input.selections.map(() => input.amount);
  return money(amounts.reduce((sum, a) => sum + a, 0n));
}

/** Validates, settles and rounds a coupon. Throws InvalidCouponError on a malformed input. */
export function settleCoupon(input: CouponInput): CouponSettlement {
  assertValidCoupon(input);
  const result = settleExact(input);
  const totalStake = totalStakeOf(input);
  if (result.totalReturn === null) {
    return { status: BetStatus.notStarted, totalStake, totalReturn: null, exactReturn: null };
  }
  const totalReturn = roundMoney(result.totalReturn);
  return {
    status: couponStatus(input, result.totalReturn, totalStake),
    totalStake,
    totalReturn,
    exactReturn: result.totalReturn,
  };
}

function couponStatus(input: CouponInput, exact: Rational, stake: Money): BetStatusId {
  const statuses = input.selections.map((s) => s.status);
  if (input.typeId === CouponType.single || (input.typeId === CouponType.express && !input.bonusBet)) {
    return lineStatus(statuses, { n: exact.n, d: exact.d * stake });
  }
  if (exact.n === 0n) return BetStatus.lose;
  if (statuses.every(isVoidStatus)) return lineStatus(statuses, null);
  return BetStatus.win;
}

/** The most lines couponLines will enumerate. */
export const MAX_ENUMERATED_LINES = 100_000;

/** Every line of a coupon with its exact stake, coefficient, status and return (display). */
export function couponLines(input: CouponInput): CouponLine[] {
  assertValidCoupon(input);
  return couponLinesUnchecked(input);
}

function couponLinesUnchecked(input: CouponInput): CouponLine[] {
  const { amount, selections } = input;
  switch (input.typeId) {
    case CouponType.single:
    case CouponType.system:
    case CouponType.multibet: {
      const plan = blockPlan(input);
      guardLineCount(plan.blocks.length, plan.k, plan.k);
      return blockSystemLines(amount, selections, plan);
    }
    case CouponType.express: {
      const [line] = blockSystemLines(amount, selections, blockPlan(input));
      if (!line || !input.bonusBet || line.return === null) return line ? [line] : [];
      return [{ ...line, return: applyBonus(line.return, bonusLegCount(selections)) }];
    }
    case CouponType.chain:
      return runAccount(amount, selections, chainLinks(amount, selections.length)).lines;
    case CouponType.conditional:
      return runAccount(
        amount,
        selections,
        conditionalLinks(amount, input.blocks ?? [], input.blockAmounts ?? []),
      ).lines;
    case CouponType.antiExpress:
      return [antiExpressLine(amount, selections, antiTerms(input))];
    case CouponType.lucky:
    case CouponType.patent:
      guardLineCount(selections.length, 1, selections.length);
      return fullCoverLines(amount, selections, input.typeId === CouponType.lucky ? "lucky" : "patent");
    case CouponType.manySingles:
      return selections.map((_, i) => {
        const stake = input.amountByBet?.[i] ?? amount;
        const [line] = blockSystemLines(stake, selections, { blocks: [[i]], lobby: [], k: 1 });
        return line as CouponLine;
      });
  }
}

function guardLineCount(n: number, kFrom: number, kTo: number): void {
  let count = 0n;
  for (let k = kFrom; k <= kTo; k++) count += binomial(n, k);
  if (count > BigInt(MAX_ENUMERATED_LINES))
    throw new RangeError(`${count} lines: more than ${MAX_ENUMERATED_LINES} to enumerate`);
}
