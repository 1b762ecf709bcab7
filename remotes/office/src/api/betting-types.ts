/**
 * The bet history's answers as this remote reads them: the betting HTTP contract, call 3
 * (`GET /web-api/betting/coupons`), types only (@parlay/contracts/betting). Money is a decimal
 * string in major units ("150.00"), odds a decimal string ("2.50").
 */
export type { CouponBetView, CouponPage, CouponView } from "@parlay/contracts/betting";

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
