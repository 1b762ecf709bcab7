/**
 * The placement request of the coupon (the betting HTTP contract, POST /web-api/betting/coupons):
 * money as decimal strings in major units, odds as decimal strings. The browser builds it from the
 * coupon state (toPlacementRequest) and the server reads its structure back (fromPlacementRequest),
 * so bankers, the multibet lobby block and the blocks are represented one way on both sides: the
 * coupon that was shown is the coupon that is placed.
 *
 * Wire rule: a bet of the lobby block (a system banker, a multibet lobby bet) carries
 * `banker: true` and no block; every other bet of a multibet or conditional carries its block id
 * (1 and up). Block id 0 is the lobby block's id in the coupon state (spec 001 §3), so a request
 * that says `blockId: 0` on a system or multibet bet is read as a lobby bet too (older clients).
 */

import { couponBlocks } from "./coupon-preview.ts";
import type { CouponSettings } from "./coupon-settings.ts";
import { type CouponBet, type CouponState, LOBBY_BLOCK_ID } from "./coupon-state.ts";
import { type CurrencyCode, formatAmount } from "./currencies.ts";
import { type ChangeCoefActionId, CouponType, type CouponTypeId } from "./ids.ts";
import { formatOddsDecimal, type Money } from "./money.ts";

/** A bet's place in the coupon structure as it travels (placement and coupon codes). */
export interface RequestLeg {
  outcomeId: number;
  banker?: boolean;
  blockId?: number;
}

export interface PlaceRequestBet extends RequestLeg {
  coef: string;
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

const hasLobby = (t: CouponTypeId) => t === CouponType.system || t === CouponType.multibet;
const hasBlocks = (t: CouponTypeId) => t === CouponType.multibet || t === CouponType.conditional;

/** The structure part of each bet (banker / block) for a coupon state, in bet order. */
export function requestLegs(state: Pick<CouponState, "typeId" | "bets" | "isSystemBanker">): RequestLeg[] {
  const t = state.typeId;
  return state.bets.map((b: CouponBet) => {
    const leg: RequestLeg = { outcomeId: outcomeIdOf(b) };
    const lobby =
      b.blockId === LOBBY_BLOCK_ID &&
      (t === CouponType.multibet || (t === CouponType.system && state.isSystemBanker));
    if (lobby) leg.banker = true;
    else if (hasBlocks(t)) leg.blockId = b.blockId;
    return leg;
  });
}

export function toPlacementRequest(
  state: CouponState,
  settings: CouponSettings,
  options: PlaceRequestOptions,
): PlaceRequest {
  const { currency } = options;
  const t = state.typeId;
  const money = (m: Money) => formatAmount(m, currency);
  const legs = requestLegs(state);
  const bets: PlaceRequestBet[] = state.bets.map((b, i) => ({
    ...(legs[i] as RequestLeg),
    coef: formatOddsDecimal(b.market.coef),
  }));
  const body: PlaceRequest = {
    typeId: t,
    amount: money(state.amount),
    currency,
    bets,
    changeCoefAction: options.changeCoefAction,
    idempotencyKey: options.idempotencyKey,
  };
  if (options.accountId !== undefined && options.accountId !== null) body.accountId = options.accountId;
  if (hasLobby(t)) body.systemValue = state.systemValue;
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

/** A bet's place in the coupon as the engine takes it. */
export interface PlacedLeg {
  /** A system banker or a multibet lobby bet. */
  banker: boolean;
  /** Multibet / conditional block (1 and up); null for a lobby bet and for the other types. */
  blockId: number | null;
}

export type PlacementStructure =
  | { ok: true; legs: PlacedLeg[] /** Multibet / conditional block ids, ascending. */; blockIds: number[] }
  | { ok: false; problem: string };

/**
 * The coupon structure a placement request (or a coupon code) stands for: which bets are bankers
 * or the lobby, which block each other bet is in. The shape itself (types, ranges) is the
 * caller's schema; this reads its meaning, the inverse of requestLegs.
 */
export function fromPlacementRequest(body: {
  readonly typeId: number;
  readonly bets: readonly { readonly banker?: boolean; readonly blockId?: number }[];
}): PlacementStructure {
  const t = body.typeId as CouponTypeId;
  const legs: PlacedLeg[] = [];
  for (const [i, b] of body.bets.entries()) {
    const lobby = hasLobby(t) && (b.banker === true || b.blockId === LOBBY_BLOCK_ID);
    if (b.banker === true && !hasLobby(t))
      return {
        ok: false,
        problem: `bets[${i}].banker: only a system (2) or multibet (4, the lobby block) has bankers`,
      };
    if (lobby) {
      legs.push({ banker: true, blockId: null });
      continue;
    }
    if (!hasBlocks(t)) {
      legs.push({ banker: false, blockId: null });
      continue;
    }
    if (b.blockId === undefined)
      return { ok: false, problem: `bets[${i}].blockId: every bet of type ${t} needs a block` };
    if (b.blockId === LOBBY_BLOCK_ID)
      return {
        ok: false,
        problem: `bets[${i}].blockId: block 0 is the lobby block, which a conditional (5) does not have`,
      };
    legs.push({ banker: false, blockId: b.blockId });
  }
  const blockIds = [...new Set(legs.flatMap((l) => (l.blockId === null ? [] : [l.blockId])))].sort(
    (a, b) => a - b,
  );
  return { ok: true, legs, blockIds };
}
