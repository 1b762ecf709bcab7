/**
 * Coupon state (spec 001 §3): the in-memory shape of the coupon, its defaults, and the pure
 * transitions of the engine's rules (system value within 2 … offset, one-click clearing bets).
 */
import { type CurrencyCode, currencyRules } from "./currencies.ts";
import { CouponType, type CouponTypeId } from "./ids.ts";
import type { Money, Odds } from "./money.ts";
import {
  clampSystemValue,
  isBankerAllowed,
  MIN_SYSTEM_VALUE,
  systemOffset,
  systemValues,
} from "./system-options.ts";

/** A bet in the coupon (spec 001 §3 "Bet in a coupon"). */
export interface CouponBet {
  readonly market: {
    readonly id: string;
    readonly coef: Odds;
    readonly sportId: number;
    readonly typeId: number;
    readonly kind: number;
    readonly isLive: boolean;
    readonly names: readonly string[];
  };
  /** The block of the bet; LOBBY_BLOCK_ID marks the lobby block (bankers). */
  readonly blockId: number;
  readonly statusId: number;
  readonly game: {
    readonly number: number;
    readonly status: number | null;
    readonly startTime: number | null;
    readonly timeSec: number | null;
    readonly opponents: readonly string[];
    readonly fullScore: string | null;
    readonly finished: boolean;
    readonly liveInLive: boolean;
  };
  readonly isBlocked: boolean;
  readonly isDepend: boolean;
  readonly isBannedExpress: boolean;
  readonly isDisabledBanker: boolean;
  readonly expressId: string | null;
  readonly statisticId: string | null;
  readonly playersDuel: boolean;
  readonly pageType: string | null;
}

/** The block id of the lobby block. */
export const LOBBY_BLOCK_ID = 0;

export interface CouponState {
  readonly tab: string;
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly accountId: string | null;
  readonly amount: Money;
  readonly amountByBlockId: Readonly<Record<number, Money | "max">>;
  readonly amountByBetId: Readonly<Record<string, Money>>;
  readonly minBetAmount: Money | null;
  /** null: unlimited (the default). */
  readonly maxBetAmount: Money | null;
  readonly availablePrepaidAmount: Money;
  /** Coupon coefficient in thousandths (rounded to 3 digits); null when there is none. */
  readonly coef: bigint | null;
  readonly coefByView: Readonly<Record<number, string>>;
  readonly promoCode: string | null;
  readonly manualPromoCode: string | null;
  readonly promoCodes: readonly string[];
  /** At least 2. */
  readonly systemValue: number;
  readonly systemValues: readonly number[];
  readonly antiExpressCoef: Odds | null;
  readonly successCoupon: unknown;
  readonly singlesResultCoupons: readonly unknown[];
  readonly loadCouponInputValue: string;
  readonly expressId: string | null;
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly maxPayout: Money | null;
  readonly initialAmount: Money;
  readonly amountStep: Money;
  readonly manuallyDeletedBonusBet: boolean;
  readonly hyperBonusPercent: number | null;
  readonly minHyperBonusBetLimit: Money | null;
  readonly maxHyperBonusLimit: Money | null;
  readonly activePlaceBetIds: readonly string[];
  readonly isActivePlaceBet: boolean;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  /** System banker flag (default on). */
  readonly isSystemBanker: boolean;
  readonly isLoadedFromCode: boolean;
  readonly isQuickCouponVisible: boolean;
}

export function defaultCouponState(currency: CurrencyCode): CouponState {
  const rules = currencyRules(currency);
  return {
    tab: "coupon",
    typeId: CouponType.single,
    bets: [],
    accountId: null,
    amount: rules.initialAmount,
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: null,
    maxBetAmount: null,
    availablePrepaidAmount: 0n as Money,
    coef: null,
    coefByView: {},
    promoCode: null,
    manualPromoCode: null,
    promoCodes: [],
    systemValue: MIN_SYSTEM_VALUE,
    systemValues: [],
    antiExpressCoef: null,
    successCoupon: null,
    singlesResultCoupons: [],
    loadCouponInputValue: "",
    expressId: null,
    addedAtByBetId: {},
    maxPayout: null,
    initialAmount: rules.initialAmount,
    amountStep: rules.amountStep,
    manuallyDeletedBonusBet: false,
    hyperBonusPercent: null,
    minHyperBonusBetLimit: null,
    maxHyperBonusLimit: null,
    activePlaceBetIds: [],
    isActivePlaceBet: false,
    isAutoMax: false,
    isVipBet: false,
    isSystemBanker: true,
    isLoadedFromCode: false,
    isQuickCouponVisible: false,
  };
}

/** The system offset of the coupon's bets (non-lobby blocks or the bet count). */
export function couponOffset(state: CouponState): number {
  const lobbyBets = state.bets.filter((b) => b.blockId === LOBBY_BLOCK_ID).length;
  // in a banker system every non-banker bet is its own block; in a multibet blocks are by blockId
  const nonLobbyBlockCount =
    state.typeId === CouponType.system
      ? state.bets.length - lobbyBets
      : new Set(state.bets.filter((b) => b.blockId !== LOBBY_BLOCK_ID).map((b) => b.blockId)).size;
  return systemOffset({
    typeId: state.typeId,
    betCount: state.bets.length,
    nonLobbyBlockCount,
    hasBankers: lobbyBets > 0,
  });
}

/** Recomputes systemValues and clamps systemValue after the bets or the type changed. */
export function withSystemValues(state: CouponState): CouponState {
  const offset = couponOffset(state);
  return {
    ...state,
    systemValues: systemValues(offset),
    systemValue: clampSystemValue(state.systemValue, offset),
  };
}

/** Sets systemValue within 2 … offset. */
export function setSystemValue(state: CouponState, value: number): CouponState {
  return { ...state, systemValue: clampSystemValue(value, couponOffset(state)) };
}

/** Whether a bet may be made a banker in this coupon. */
export function canMakeBanker(state: CouponState, bet: CouponBet): boolean {
  const hasLobby = state.bets.some((b) => b.blockId === LOBBY_BLOCK_ID) || state.isSystemBanker;
  return !bet.isDisabledBanker && isBankerAllowed(state.typeId, hasLobby);
}

/** Deleting a bonus bet by hand sets manuallyDeletedBonusBet. */
export function deleteBonusBetManually(state: CouponState): CouponState {
  return { ...state, manuallyDeletedBonusBet: true };
}

/** One-click confirmed: the coupon's bets are cleared. */
export function clearBetsForOneClick(state: CouponState): CouponState {
  return {
    ...withSystemValues({ ...state, bets: [], amountByBetId: {}, amountByBlockId: {} }),
    addedAtByBetId: {},
  };
}
