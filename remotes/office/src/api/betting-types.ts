/**
 * The bet history's answers as this remote reads them: the betting HTTP contract, call 3
 * (`GET /web-api/betting/coupons`, CouponView). Declared here, not imported from the server: the
 * remote depends on the contract. Fields the contract adds on top of the first server version
 * (names, code, possible win …) are optional so an older server's narrower answer still shows.
 * Money is a decimal string in major units ("150.00"), odds a decimal string ("2.50").
 */

export interface CouponBetView {
  outcomeId: number;
  marketId: number;
  gameId: number;
  gameNumber?: number;
  sportId?: number;
  champName?: string;
  home?: string;
  away?: string;
  startAt?: string | null;
  /** "2:1", or null before the game has a score. */
  score?: string | null;
  /** The game is being played now (the feed's status, not the scheduled start). */
  inPlay?: boolean;
  marketName?: string;
  outcomeName?: string;
  coef: string;
  banker: boolean;
  blockId: number | null;
  /** A bet status id of spec 001 §3, -2 … 6. */
  statusId: number;
}

export interface CouponView {
  id: number;
  /** The code that loads the coupon's selections again (contract call 4). */
  code?: string | null;
  typeId: number;
  amount: string;
  currency: string;
  accountId: number;
  systemValue: number | null;
  changeCoefAction: number;
  /** The engine's coupon status: -1 open, 0 lost, 1 won, 2 / 3 returned, 4–6 half results. */
  status: number;
  isLive?: boolean;
  placedAt: string;
  settledAt: string | null;
  returnAmount: string | null;
  possibleWin?: string | null;
  bonusCoef?: string | null;
  isVipBet?: boolean;
  bets: CouponBetView[];
}

export interface CouponPage {
  items: CouponView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The status filter of the history (contract call 3). */
export const COUPON_STATUS_FILTERS = ["all", "open", "won", "lost", "returned"] as const;
export type CouponStatusFilter = (typeof COUPON_STATUS_FILTERS)[number];

export interface CouponFilters {
  page: number;
  pageSize: number;
  status: CouponStatusFilter;
  /** "2025-01-31" */
  from?: string;
  to?: string;
  typeId?: number;
  accountId?: number;
}
