import { createHmac, timingSafeEqual } from "node:crypto";

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = "x-psp-signature";
/** A webhook older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Signs at send time: every retry carries a fresh timestamp. */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, `${timestampSeconds}.${body}`)}`;
}

export type SignatureCheck = "ok" | "malformed" | "bad_signature" | "stale";

/** Checks a webhook signature header against the raw body. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return "malformed";
  const parts = new Map(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d{1,12}$/.test(t) || !v1) return "malformed";
  if (!equalHex(v1, hmac(secret, `${t}.${body}`))) return "bad_signature";
  if (Math.abs(nowSeconds - Number(t)) > toleranceSeconds) return "stale";
  return "ok";
}

/** The checkout link parameters the merchant signs (the browser carries them to the pay page). */
export interface CheckoutParams {
  merchant: string;
  reference: string;
  /** Minor units, digits only. */
  amount: string;
  currency: string;
  method: string;
  /** Where the browser goes back: `{return}/success|fail|pending|cancel?paymentId={reference}`. */
  return: string;
}

const CHECKOUT_KEYS = ["amount", "currency", "merchant", "method", "reference", "return"] as const;

export function checkoutCanonical(params: CheckoutParams): string {
  return CHECKOUT_KEYS.map((k) => `${k}=${encodeURIComponent(params[k])}`).join("&");
}

export function signCheckout(apiKey: string, params: CheckoutParams): string {
  return hmac(apiKey, checkoutCanonical(params));
}

export function verifyCheckout(apiKey: string, params: CheckoutParams, sig: string): boolean {
  return equalHex(sig, signCheckout(apiKey, params));
}
