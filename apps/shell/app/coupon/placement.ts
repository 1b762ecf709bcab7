/**
 * The coupon's server calls for placing (betting HTTP contract §1) and codes (§4), and the error
 * shape the reducer keeps. The store decides when to call; these only talk HTTP.
 */
import type { CodeCreatedAnswer, CodeView, PlaceAnswer } from "@parlay/contracts/betting";
import {
  type CouponSettings,
  CouponType,
  type CurrencyCode,
  formatAmount,
  formatOddsDecimal,
  type Money,
  type Odds,
  placementChangeCoefAction,
  requestLegs,
} from "@parlay/domain/betting";
import type { HttpFailure } from "@parlay/web";
import { browserHttp } from "@parlay/web";
import type { OutcomeAnswer } from "./outcomes.ts";
import type { CouponView, SlipCoupon, SlipError } from "./types.ts";

export function errorFrom(failure: HttpFailure): SlipError {
  return {
    code: failure.kind === "network" ? "NETWORK" : failure.code,
    message: failure.message,
    details: failure.details,
    retryable: failure.kind === "network" || failure.status >= 500,
  };
}

/** A v4 UUID for the idempotency key (randomUUID needs a secure context; getRandomValues does not). */
export function uuid(): string {
  const c = globalThis.crypto as Crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export type Placed =
  | { ok: true; coupon: CouponView; coupons: CouponView[] }
  | { ok: false; error: SlipError };

/** POST /web-api/betting/coupons; a success also tells the header and the office to re-read the balance. */
export async function postCoupon(body: Record<string, unknown>): Promise<Placed> {
  const res = await browserHttp().post<PlaceAnswer>("/web-api/betting/coupons", body);
  if (!res.ok) return { ok: false, error: errorFrom(res.error) };
  // The header and the office re-read the balance (the same event a deposit sends).
  window.dispatchEvent(new CustomEvent("parlay:wallet-changed", { detail: { reason: "bet" } }));
  return { ok: true, coupon: res.data.coupon, coupons: res.data.coupons };
}

/** The one-click single: the one-click amount, policy 1 (accept any change), the odds just read. */
export function oneClickBody(input: {
  outcomeId: number;
  coef: Odds;
  amount: Money;
  currency: CurrencyCode;
  accountId: number | null;
  settings: CouponSettings;
  key: string;
}): Record<string, unknown> {
  return {
    typeId: CouponType.single,
    amount: formatAmount(input.amount, input.currency),
    currency: input.currency,
    ...(input.accountId !== null ? { accountId: input.accountId } : {}),
    bets: [{ outcomeId: input.outcomeId, coef: formatOddsDecimal(input.coef) }],
    changeCoefAction: placementChangeCoefAction(input.settings, true),
    idempotencyKey: input.key,
  };
}

/** GET /web-api/sportsbook/outcomes: the current state of each outcome; null when the call failed. */
export async function fetchOutcomes(ids: readonly number[]): Promise<OutcomeAnswer[] | null> {
  if (ids.length === 0) return [];
  const res = await browserHttp().get<OutcomeAnswer[]>("/web-api/sportsbook/outcomes", {
    ids: ids.join(","),
  });
  return res.ok ? res.data : null;
}

/** A coupon code's bets, type and system value (@parlay/contracts/betting). */
export type LoadedCode = CodeView;

/** GET /web-api/betting/coupon-codes/:code (a 404 says the code is unknown). */
export async function getCouponCode(
  code: string,
): Promise<{ ok: true; data: LoadedCode } | { ok: false; error: SlipError }> {
  const res = await browserHttp().get<LoadedCode>(
    `/web-api/betting/coupon-codes/${encodeURIComponent(code)}`,
  );
  return res.ok ? { ok: true, data: res.data } : { ok: false, error: errorFrom(res.error) };
}

/** POST /web-api/betting/coupon-codes: the coupon's bets, type and system value as a code to share. */
export async function postCouponCode(
  coupon: SlipCoupon,
): Promise<{ ok: true; code: string } | { ok: false; error: SlipError }> {
  const res = await browserHttp().post<CodeCreatedAnswer>("/web-api/betting/coupon-codes", {
    typeId: coupon.typeId,
    ...(coupon.typeId === CouponType.system || coupon.typeId === CouponType.multibet
      ? { systemValue: coupon.systemValue }
      : {}),
    // The same banker / lobby / block representation as the placement (placement-request.ts).
    bets: requestLegs(coupon),
  });
  return res.ok ? { ok: true, code: res.data.code } : { ok: false, error: errorFrom(res.error) };
}
