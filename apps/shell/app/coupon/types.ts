import type { CouponView, LimitsView } from "@parlay/contracts/betting";
import type { FailureCode } from "@parlay/contracts/errors";
import type { AccountView } from "@parlay/contracts/wallet";
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

/** A placed coupon as the betting service answers it (@parlay/contracts/betting). */
export type { CouponView };

/** GET /web-api/betting/limits: the stake limits of the account's currency. */
export type CouponLimits = LimitsView;

/** The player's active account: the fields of the wallet's account (@parlay/contracts/wallet) the coupon uses. */
export type SlipAccount = Pick<AccountView, "id" | "iso" | "money" | "type">;

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
