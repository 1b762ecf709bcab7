import type { FailureCode } from "@parlay/contracts/errors";
import type { CouponBet, CouponState, CouponTypeId, Odds } from "@parlay/domain/betting";

/** A bet in the coupon as the shell keeps it: the engine's shape plus the ids live updates use. */
export interface SlipBet extends CouponBet {
  readonly outcomeId: number;
  readonly gameId: number;
  readonly marketId: number;
  /** The coefficient before the last change (shown old → new); null when unchanged. */
  readonly previousCoef: Odds | null;
  /**
   * The feed suspended this very outcome (the push's `ob`: the score made it impossible). Kept apart
   * from the market's block so that a market reopening after a dangerous moment does not reopen it.
   */
  readonly outcomeBlocked?: boolean;
  /** The market's own block as the push last said it (unset until a diff names it). */
  readonly marketBlocked?: boolean;
}

export type SlipCoupon = Omit<CouponState, "bets"> & { readonly bets: readonly SlipBet[] };

/** The server's CouponView (betting HTTP contract §3). */
export interface CouponView {
  id: number;
  code?: string;
  typeId: number;
  amount: string;
  currency: string;
  accountId: number;
  systemValue: number | null;
  changeCoefAction: number;
  status: number;
  isLive?: boolean;
  placedAt: string;
  settledAt: string | null;
  returnAmount: string | null;
  possibleWin?: string | null;
  bonusCoef?: string | null;
  isVipBet?: boolean;
  bets: {
    outcomeId: number;
    marketId: number;
    gameId: number;
    gameNumber?: number;
    sportId?: number;
    champName?: string;
    home?: string;
    away?: string;
    startAt?: string;
    score?: string | null;
    marketName?: string;
    outcomeName?: string;
    coef: string;
    banker: boolean;
    blockId: number | null;
    statusId: number;
  }[];
}

/** GET /web-api/betting/limits (contract §2); every field optional until the server has it. */
export interface CouponLimits {
  currency: string;
  minAmount: string | null;
  maxAmount: string | null;
  amountStep: string | null;
  initialAmount: string | null;
  minAmountCouponTypes: number[];
  maxAmountCouponTypes: number[];
  liveDelayMs: number;
  vipMaxAmount: string | null;
  isBonusBetAllowed: boolean | null;
  isVipBetAllowed: boolean | null;
  showOneClick: boolean | null;
}

/** The player's active account, as the wallet answers it. */
export interface SlipAccount {
  id: number;
  iso: string;
  money: string;
  type: number;
}

/** Site config d.betting, as the page carries it. */
export interface SlipSite {
  showOneClick: boolean;
  isBonusBetAllowed: boolean;
  isVipBetAllowed: boolean;
  minAmountCouponTypes: number[];
  maxAmountCouponTypes: number[];
  coefViews: number[];
  antiExpressMargin: number;
}

export interface SlipError {
  code: FailureCode;
  message: string;
  details?: unknown;
  /** Network or server failure: the same attempt may be retried with the same key. */
  retryable: boolean;
}

export interface CoefChange {
  outcomeId: number;
  from: Odds;
  to: Odds;
}

export type CouponTypeList = readonly CouponTypeId[];
