/**
 * The placement request of the coupon (the betting HTTP contract, POST /web-api/betting/coupons):
 * money as decimal strings in major units, odds as decimal strings. Built from the coupon state
 * and settings so the browser sends exactly what the coupon showed.
 */

import { couponBlocks } from "./coupon-preview.ts";
import type { CouponSettings } from "./coupon-settings.ts";
import { type CouponState, LOBBY_BLOCK_ID } from "./coupon-state.ts";
import { type CurrencyCode, formatAmount } from "./currencies.ts";
import { type ChangeCoefActionId, CouponType, type CouponTypeId } from "./ids.ts";
import { formatOddsDecimal, type Money } from "./money.ts";

export interface PlaceRequestBet {
  outcomeId: number;
  coef: string;
  banker?: boolean;
  blockId?: number;
}

export interface PlaceRequest {
  typeId: CouponTypeId;
  amount: string;
  currency: string;
  accountId?: number;
  systemValue?: number;
  bets: PlaceRequestBet[];
  changeCoefAction: ChangeCoefActionId;
  amountByBlockId?: Record<string, string>;
  amountByBetId?: Record<string, string>;
  isVipBet?: boolean;
  exactCoef?: string;
  isDropOnScoreChange?: boolean;
  isBonusBet?: boolean;
  idempotencyKey: string;
}

export interface PlaceRequestOptions {
  readonly currency: CurrencyCode;
  readonly idempotencyKey: string;
  readonly changeCoefAction: ChangeCoefActionId;
  readonly accountId?: number | null;
  readonly isVipBet?: boolean;
  readonly isBonusBet?: boolean;
}

/** The outcome id of a coupon bet (market.id carries it). */
export function outcomeIdOf(bet: { readonly market: { readonly id: string } }): number {
  return Number(bet.market.id);
}

export function placeRequest(
  state: CouponState,
  settings: CouponSettings,
  options: PlaceRequestOptions,
): PlaceRequest {
  const { currency } = options;
  const t = state.typeId;
  const money = (m: Money) => formatAmount(m, currency);
  const bets: PlaceRequestBet[] = state.bets.map((b) => {
    const bet: PlaceRequestBet = { outcomeId: outcomeIdOf(b), coef: formatOddsDecimal(b.market.coef) };
    if (t === CouponType.system && state.isSystemBanker && b.blockId === LOBBY_BLOCK_ID) bet.banker = true;
    if (t === CouponType.multibet || t === CouponType.conditional) bet.blockId = b.blockId;
    return bet;
  });
  const body: PlaceRequest = {
    typeId: t,
    amount: money(state.amount),
    currency,
    bets,
    changeCoefAction: options.changeCoefAction,
    idempotencyKey: options.idempotencyKey,
  };
  if (options.accountId !== undefined && options.accountId !== null) body.accountId = options.accountId;
  if (t === CouponType.system || t === CouponType.multibet) body.systemValue = state.systemValue;
  if (t === CouponType.conditional) {
    // Blocks after the first with a set amount; a block without one stakes the whole account ("max").
    const { blockIds } = couponBlocks(state.bets);
    const amounts: Record<string, string> = {};
    for (const id of blockIds.slice(1)) {
      const a = state.amountByBlockId[id];
      if (a !== undefined && a !== "max") amounts[String(id)] = money(a);
    }
    body.amountByBlockId = amounts;
  }
  if (t === CouponType.manySingles) {
    body.amountByBetId = Object.fromEntries(
      state.bets.map((b) => [b.market.id, money(state.amountByBetId[b.market.id] ?? state.amount)]),
    );
  }
  if (options.isVipBet) body.isVipBet = true;
  if (options.isBonusBet && t === CouponType.express) body.isBonusBet = true;
  if (settings.exactCoef !== null) body.exactCoef = settings.exactCoef;
  if (settings.isDropOnScoreChange) body.isDropOnScoreChange = true;
  return body;
}
