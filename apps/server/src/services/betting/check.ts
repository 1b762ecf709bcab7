/**
 * Placement checks against the CURRENT catalogue (spec 001 §3–§5): missing outcomes, finished
 * games, suspended markets, score changes, the odds-change policy, the engine's structural rules,
 * anti-express pricing, bonus and VIP bets, the exact coefficient and the amount limits. Pure: the
 * caller reads the outcomes; this answers the coupons to write or throws the refusal.
 */
import {
  type AmountLimits,
  bonusMultiplier,
  CouponType,
  checkCouponAmount,
  couponCoefficient,
  couponProblems,
  decideCoefChange,
  formatOddsDecimal,
  isBonusBetOffered,
  isVipBetAvailable,
  type Money,
  type Odds,
  possibleWin,
  priceAntiExpress,
  roundCoefficient,
} from "@parlay/domain/betting";
import { formatMoney } from "@parlay/domain/wallet";
import { AppError } from "../../http/errors.ts";
import type { CouponBet } from "../sportsbook/index.ts";
import { type EngineCoupon, engineInput } from "./engine-input.ts";
import type { Plan, PlanBet } from "./parse.ts";
import type { BettingSettings } from "./settings.ts";

export interface DraftLeg {
  bet: PlanBet;
  /** The odds the leg is placed at: the current price (an accepted change is placed at it). */
  odds: Odds;
  marketId: number;
  gameId: number;
}

/** One coupon to write (many singles: one per bet). */
export interface CouponDraft {
  engine: EngineCoupon;
  legs: DraftLeg[];
  bonusCoef: number | null;
  possibleWin: Money;
}

export interface Checked {
  drafts: CouponDraft[];
  isLive: boolean;
  /** "h:a" per outcome id: what drop-on-score-change compares after the live delay. */
  scores: Map<number, string>;
}

const scoreOf = (o: CouponBet) => `${o.game.score[0]}:${o.game.score[1]}`;
const invalid = (problems: string[]) => new AppError("COUPON_INVALID", problems.join("; "), { problems });

function engineOf(plan: Plan, odds: readonly Odds[], settings: BettingSettings): EngineCoupon {
  return {
    typeId: plan.typeId,
    amount: plan.amount,
    systemValue: plan.systemValue,
    legs: plan.bets.map((b, i) => ({ odds: odds[i] as Odds, banker: b.banker, blockId: b.blockId })),
    blockAmounts: plan.blockAmounts,
    ...(plan.typeId === CouponType.manySingles
      ? { amountByBet: plan.bets.map((b) => b.amount ?? plan.amount) }
      : {}),
    ...(plan.typeId === CouponType.antiExpress
      ? { antiExpress: { marginBasisPoints: settings.antiExpressMarginBp } }
      : {}),
    ...(plan.isBonusBet ? { bonusBet: true } : {}),
  };
}

function draftsOf(plan: Plan, engine: EngineCoupon, legs: DraftLeg[]): Omit<CouponDraft, "possibleWin">[] {
  if (plan.typeId !== CouponType.manySingles) return [{ engine, legs, bonusCoef: null }];
  return legs.map((leg) => ({
    engine: {
      typeId: CouponType.manySingles,
      amount: leg.bet.amount ?? plan.amount,
      systemValue: null,
      legs: [{ odds: leg.odds, banker: false, blockId: null }],
    },
    legs: [leg],
    bonusCoef: null,
  }));
}

export function checkPlacement(
  plan: Plan,
  found: readonly CouponBet[],
  settings: BettingSettings,
  opts: { isBonusAccount: boolean; scoresBefore?: Map<number, string> },
): Checked {
  // Structure first: a coupon that breaks a rule is refused whatever the prices do.
  const problems = couponProblems(
    engineInput(
      engineOf(
        plan,
        plan.bets.map((b) => b.odds),
        settings,
      ),
    ),
  );
  if (problems.length > 0) throw invalid(problems);

  const byId = new Map(found.map((o) => [o.market.id, o]));
  const missing = plan.bets.filter((b) => !byId.has(b.outcomeId)).map((b) => b.outcomeId);
  if (missing.length > 0) throw new AppError("OUTCOME_NOT_FOUND", undefined, { outcomeIds: missing });
  const current = plan.bets.map((b) => byId.get(b.outcomeId) as CouponBet);
  const state = {
    bets: current.map((o) => ({
      outcomeId: o.market.id,
      coef: formatOddsDecimal(BigInt(o.market.coef) as Odds),
      isBlocked: o.isBlocked,
    })),
  };
  const finished = current.filter((o) => o.game.isFinished).map((o) => o.market.id);
  if (finished.length > 0) throw new AppError("GAME_FINISHED", undefined, { outcomeIds: finished, ...state });
  if (current.some((o) => o.isBlocked)) throw new AppError("MARKET_BLOCKED", undefined, state);
  if (plan.isDropOnScoreChange && opts.scoresBefore) {
    const changed = current.filter((o) => opts.scoresBefore?.get(o.market.id) !== scoreOf(o));
    if (changed.length > 0)
      throw new AppError("SCORE_CHANGED", undefined, {
        outcomeIds: changed.map((o) => o.market.id),
        scores: changed.map((o) => ({ outcomeId: o.market.id, score: scoreOf(o) })),
      });
  }
  const odds = current.map((o) => BigInt(o.market.coef) as Odds);
  if (
    plan.bets.some((b, i) => decideCoefChange(plan.changeCoefAction, b.odds, odds[i] as Odds) === "confirm")
  )
    throw new AppError("COEF_CHANGED", undefined, state);

  const isLive = current.some((o) => o.market.isLive);
  const engine = engineOf(plan, odds, settings);
  if (plan.typeId === CouponType.antiExpress) {
    const placedCoef = priceAntiExpress(odds, settings.antiExpressMarginBp);
    if (placedCoef === null)
      throw invalid(["antiExpress: not offered at these odds (the coefficient would be 1.000)"]);
    engine.antiExpress = { marginBasisPoints: settings.antiExpressMarginBp, placedCoef };
  }
  let bonusCoef: number | null = null;
  if (plan.isBonusBet) {
    const bets = current.map((o, i) => ({ coef: odds[i] as Odds, marketKind: o.market.kind }));
    if (!isBonusBetOffered({ siteAllowsBonusBet: settings.isBonusBetAllowed, typeId: plan.typeId, bets }))
      throw invalid([
        "isBonusBet: needs the site's bonus bet, an express of 3 or more bets at 1.10 or more (not market kind 7)",
      ]);
    const m = bonusMultiplier(bets.length);
    bonusCoef = Number((m.n * 1000n) / m.d);
  }
  if (plan.isVipBet) {
    const vip = isVipBetAvailable({
      siteAllowsVipBet: settings.isVipBetAllowed,
      maxBetAmount: settings.maxAmount,
      bets: current.map((o) => ({ isLive: o.market.isLive })),
      typeId: plan.typeId,
    });
    if (!vip || settings.vipMaxAmount === null)
      throw invalid([
        "isVipBet: a VIP bet needs the site's VIP bet, a finite maximum, line bets only and a type other than 9",
      ]);
  }
  const limits: AmountLimits = {
    minBetAmount: settings.minAmount,
    maxBetAmount: plan.isVipBet ? settings.vipMaxAmount : settings.maxAmount,
    minTypes: settings.minTypes,
    maxTypes: settings.maxTypes,
  };
  const legs = plan.bets.map((bet, i) => ({
    bet,
    odds: odds[i] as Odds,
    marketId: current[i]?.market.marketId ?? 0,
    gameId: current[i]?.game.gameId ?? 0,
  }));
  const drafts = draftsOf(plan, engine, legs).map((d) => {
    const check = checkCouponAmount(d.engine.amount, plan.typeId, limits, opts.isBonusAccount);
    if (!check.ok) {
      const fmt = (v: Money | null) => (v === null ? null : formatMoney(v, plan.currency));
      const details = {
        min: fmt(limits.minBetAmount),
        max: opts.isBonusAccount ? null : fmt(limits.maxBetAmount),
      };
      throw new AppError(
        check.reason === "above-max" ? "AMOUNT_ABOVE_MAX" : "AMOUNT_BELOW_MIN",
        undefined,
        details,
      );
    }
    const coef = couponCoefficient(engineInput(d.engine));
    if (plan.exactCoef !== null && roundCoefficient(coef) < plan.exactCoef)
      throw new AppError(
        "COEF_CHANGED",
        `The coupon coefficient ${formatOddsDecimal(roundCoefficient(coef) as Odds)} is below the exact coefficient ${formatOddsDecimal(plan.exactCoef)}`,
        state,
      );
    return { ...d, bonusCoef, possibleWin: possibleWin(d.engine.amount, coef, plan.exactCoef) };
  });
  return { drafts, isLive, scores: new Map(current.map((o) => [o.market.id, scoreOf(o)])) };
}
