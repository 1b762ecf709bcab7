import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/errors.ts";
import { signCheckoutLink } from "./psp-protocol.ts";

export interface PspSettings {
  /** Merchant API base: a path on this server (the in-process sandbox, via inject) or an absolute URL. */
  apiBase: string;
  /** What the browser is sent to (relative when the sandbox is mounted in this server). */
  publicBase: string;
  apiKey: string;
  webhookSecret: string;
  merchant: string;
}

/** The provider's status-query answer. */
export interface PspPaymentView {
  id: string;
  reference: string;
  kind: "deposit" | "payout";
  status: "created" | "pending" | "succeeded" | "failed" | "cancelled";
  amount: string;
  currency: string;
  method: string;
  sequence: number;
}

export interface PspClient {
  /** The hosted-page link for a deposit; signed, so the provider can trust amount and return URL. */
  checkoutUrl(input: {
    reference: string;
    amount: bigint;
    currency: string;
    method: string;
    returnUrl: string;
  }): string;
  /** Hands a withdrawal to the provider; idempotent on the reference. */
  createPayout(input: {
    reference: string;
    amount: bigint;
    currency: string;
    method: string;
  }): Promise<PspPaymentView>;
  /** Status query by our reference; null when the provider has never seen it. */
  findByReference(reference: string): Promise<PspPaymentView | null>;
}

export type PspTransport = (
  method: "GET" | "POST",
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: unknown }>;

export function fetchTransport(base: string, apiKey: string): PspTransport {
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  };
}

/** Talks to the sandbox mounted in this same server without a socket. */
export function injectTransport(app: FastifyInstance, base: string, apiKey: string): PspTransport {
  return async (method, path, body) => {
    const res = await app.inject({
      method,
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${apiKey}` },
      ...(body ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as unknown) : null };
  };
}

export function pspClient(settings: PspSettings, transport: PspTransport): PspClient {
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    try {
      return await transport(method, path, body);
    } catch {
      throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
    }
  };
  return {
    checkoutUrl(input) {
      const link = {
        merchant: settings.merchant,
        reference: input.reference,
        amount: input.amount.toString(),
        currency: input.currency,
        method: input.method,
        return: input.returnUrl,
      };
      const query = new URLSearchParams({ ...link, sig: signCheckoutLink(settings.apiKey, link) });
      return `${settings.publicBase}/checkout?${query.toString()}`;
    },
    async createPayout(input) {
      const res = await call("POST", "/api/payouts", { ...input, amount: input.amount.toString() });
      if (res.status !== 201 && res.status !== 200)
        throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", `Payout refused: HTTP ${res.status}`);
      return res.json as PspPaymentView;
    },
    async findByReference(reference) {
      const res = await call("GET", `/api/payments?reference=${encodeURIComponent(reference)}`);
      if (res.status === 404) return null;
      if (res.status !== 200)
        throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", `Status query failed: HTTP ${res.status}`);
      return res.json as PspPaymentView;
    },
  };
}
