/**
 * Placement input checks that need no database: the body becomes a Plan in the engine's units
 * (minor units, thousandths), or a 4xx before anything is read or written.
 */
import {
  type BlockAmount,
  type ChangeCoefActionId,
  CouponType,
  type CouponTypeId,
  fromPlacementRequest,
  type Money,
  type Odds,
  type PlacedLeg,
  parseOdds,
} from "@parlay/domain/betting";
import { parseMoney, walletCurrency } from "@parlay/domain/wallet";
import { AppError } from "../../http/errors.ts";
import type { PlaceBody } from "./views.ts";

export interface PlanBet {
  outcomeId: number;
  /** The odds the player saw. */
  odds: Odds;
  banker: boolean;
  blockId: number | null;
  /** Many singles (9): this single's amount. */
  amount: Money | null;
}

export interface Plan {
  typeId: CouponTypeId;
  currency: string;
  amount: Money;
  systemValue: number | null;
  bets: PlanBet[];
  /** Multibet and conditional: the block ids in order (ascending). */
  blockIds: number[];
  /** Conditional: the stake of each block after the first, aligned with blockIds.slice(1). */
  blockAmounts: BlockAmount[];
  changeCoefAction: ChangeCoefActionId;
  exactCoef: Odds | null;
  isDropOnScoreChange: boolean;
  isBonusBet: boolean;
  isVipBet: boolean;
}

const invalid = (message: string) => new AppError("COUPON_INVALID", message, { problems: [message] });

function money(text: string, currency: string, field: string): Money {
  const value = parseMoney(text, currency);
  if (value === null || value <= 0n)
    throw new AppError("VALIDATION", `${field}: "${text}" is not a positive ${currency} amount`);
  return value;
}

function blockAmountsOf(
  body: PlaceBody,
  plan: { typeId: CouponTypeId; currency: string; blockIds: number[] },
) {
  const given = body.amountByBlockId ?? {};
  if (plan.typeId !== CouponType.conditional) {
    if (Object.keys(given).length > 0)
      throw invalid("amountByBlockId: only a conditional coupon (5) has block amounts");
    return [];
  }
  const later = plan.blockIds.slice(1);
  for (const key of Object.keys(given)) {
    if (!later.includes(Number(key)))
      throw invalid(
        `amountByBlockId.${key}: not a block after the first (blocks ${plan.blockIds.join(", ")})`,
      );
  }
  return later.map((id): BlockAmount => {
    const text = given[String(id)];
    return text === undefined || text === "max"
      ? "max"
      : money(text, plan.currency, `body.amountByBlockId.${id}`);
  });
}

export function parsePlan(body: PlaceBody): Plan {
  const typeId = body.typeId as CouponTypeId;
  if (!walletCurrency(body.currency)) {
    throw new AppError("CURRENCY_NOT_SUPPORTED", `${body.currency} is not a wallet currency`);
  }
  const currency = body.currency;
  const amount = money(body.amount, currency, "body.amount");
  const byBet = body.amountByBetId ?? {};
  if (typeId !== CouponType.manySingles && Object.keys(byBet).length > 0)
    throw invalid("amountByBetId: only many singles (9) have an amount per bet");
  for (const key of Object.keys(byBet)) {
    if (!body.bets.some((b) => String(b.outcomeId) === key))
      throw invalid(`amountByBetId.${key}: no bet on outcome ${key} in the coupon`);
  }
  // Bankers, the lobby and the blocks are read the way the coupon built them (placement-request.ts).
  const structure = fromPlacementRequest(body);
  if (!structure.ok) throw invalid(structure.problem);
  const { blockIds } = structure;
  const bets = body.bets.map((b, i): PlanBet => {
    const odds = parseOdds(b.coef);
    if (odds === null)
      throw new AppError("VALIDATION", `body.bets[${i}].coef: "${b.coef}" is not odds above 1.000`);
    const own = byBet[String(b.outcomeId)];
    return {
      outcomeId: b.outcomeId,
      odds,
      ...(structure.legs[i] as PlacedLeg),
      amount:
        typeId === CouponType.manySingles
          ? own === undefined
            ? amount
            : money(own, currency, `body.amountByBetId.${b.outcomeId}`)
          : null,
    };
  });
  if (new Set(bets.map((b) => b.outcomeId)).size !== bets.length)
    throw invalid("The same outcome is in the coupon twice");
  const exactCoef = body.exactCoef === undefined ? null : parseOdds(body.exactCoef);
  if (exactCoef === null && body.exactCoef !== undefined)
    throw new AppError("VALIDATION", `body.exactCoef: "${body.exactCoef}" is not odds above 1.000`);
  if (body.isBonusBet && typeId !== CouponType.express)
    throw invalid("isBonusBet: only an express (1) takes the bonus bet");
  return {
    typeId,
    currency,
    amount,
    systemValue: body.systemValue ?? null,
    bets,
    blockIds,
    blockAmounts: blockAmountsOf(body, { typeId, currency, blockIds }),
    changeCoefAction: body.changeCoefAction,
    exactCoef,
    isDropOnScoreChange: body.isDropOnScoreChange ?? false,
    isBonusBet: body.isBonusBet ?? false,
    isVipBet: body.isVipBet ?? false,
  };
}
