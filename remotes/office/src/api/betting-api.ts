import type { CouponAnswer, CouponPage } from "@parlay/contracts/betting";
import type { HttpClient, HttpResult } from "@parlay/web";
import type { CouponFilters } from "./betting-types.ts";

/**
 * The bet history calls (contract call 3) through the shell's HTTP client, like the wallet calls:
 * same origin, the session cookie travels, GETs take an AbortSignal.
 */

export type { HttpResult };

const COUPONS = "/web-api/betting/coupons";

/** The query string of call 3: only the filters that narrow something ("all" is the default). */
export function couponQuery(f: CouponFilters): Record<string, string> {
  const q: Record<string, string> = { page: String(f.page), pageSize: String(f.pageSize) };
  if (f.status !== "all") q.status = f.status;
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.typeId !== undefined) q.typeId = String(f.typeId);
  if (f.accountId !== undefined) q.accountId = String(f.accountId);
  return q;
}

export function bettingApi(http: HttpClient) {
  return {
    coupons: (filters: CouponFilters, signal?: AbortSignal) =>
      http.request<CouponPage>({
        method: "GET",
        path: COUPONS,
        query: couponQuery(filters),
        ...(signal ? { signal } : {}),
      }),
    coupon: (id: number, signal?: AbortSignal) =>
      http.request<CouponAnswer>({
        method: "GET",
        path: `${COUPONS}/${id}`,
        ...(signal ? { signal } : {}),
      }),
  };
}

export type BettingApi = ReturnType<typeof bettingApi>;
