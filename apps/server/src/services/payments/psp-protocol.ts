import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The merchant side of the provider's protocol (what a provider SDK would give us): signing the
 * checkout link the browser carries to the hosted page, and checking webhook signatures
 * (`x-psp-signature: t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">`, at most 5 minutes old).
 */
export const PSP_SIGNATURE_HEADER = "x-psp-signature";
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface CheckoutLink {
  merchant: string;
  reference: string;
  amount: string;
  currency: string;
  method: string;
  return: string;
}

const KEYS = ["amount", "currency", "merchant", "method", "reference", "return"] as const;

export function signCheckoutLink(apiKey: string, link: CheckoutLink): string {
  const canonical = KEYS.map((k) => `${k}=${encodeURIComponent(link[k])}`).join("&");
  return hmac(apiKey, canonical);
}

export type WebhookCheck = "ok" | "bad_signature" | "stale";

/** Signature first (an unsigned body tells nothing), then freshness. */
export function checkWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
): WebhookCheck {
  const parts = new Map((header ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !same(v1, hmac(secret, `${t}.${rawBody}`)))
    return "bad_signature";
  if (Math.abs(nowSeconds - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) return "stale";
  return "ok";
}

/** Signs a webhook as the provider does (tests, and the in-repo sandbox speaks the same scheme). */
export function signWebhookForTest(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, `${timestampSeconds}.${rawBody}`)}`;
}
