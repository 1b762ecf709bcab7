/**
 * A small client of the site's published seamless-wallet protocol (docs/casino.md "Seamless
 * wallet"), written as any provider would write it: JSON over HTTP, every body signed with
 * X-Request-Sign = hex HMAC-SHA256 of the raw body with the provider's key. It imports nothing
 * from the site. A request that fails on the network or answers 5xx is sent again, byte for byte
 * (same action ids), so the wallet's per-action idempotency makes the retry safe.
 */
import { createHmac } from "node:crypto";

export const SIGN_HEADER = "X-Request-Sign";

export function sign(key: string, raw: string): string {
  return createHmac("sha256", key).update(raw, "utf8").digest("hex");
}

/** Sends one signed POST; `path` is relative to the wallet's base (…/casino-api/v1). */
export type WalletTransport = (
  path: string,
  raw: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/** Over the network to an absolute base URL, e.g. http://site:3000/casino-api/v1. */
export function fetchTransport(base: string): WalletTransport {
  return async (path, raw, headers) => {
    const res = await fetch(`${base.replace(/\/$/, "")}${path}`, { method: "POST", headers, body: raw });
    return { status: res.status, body: await res.text() };
  };
}

export interface WalletAction {
  action: "bet" | "win";
  action_id: string;
  amount: number;
}

export interface PlayBody {
  user_id: string;
  currency: string;
  game?: string;
  game_id?: string;
  finished?: boolean;
  actions?: WalletAction[];
}

export interface PlayAnswer {
  balance: number;
  game_id?: string;
  transactions?: { action_id: string; tx_id: string; processed_at: string }[];
}

export interface SessionAnswer {
  user_id: string;
  currency: string;
  game: string;
  session_id: string;
  expires_at: string;
}

/** A refusal the wallet answered (4xx with a protocol code): final, never retried. */
export class WalletRefusal extends Error {
  readonly code: number;
  readonly balance: number | undefined;
  constructor(code: number, message: string, balance?: number) {
    super(message);
    this.code = code;
    this.balance = balance;
  }
}

/** The wallet could not be reached (or kept answering 5xx) after every attempt. */
export class WalletUnavailable extends Error {}

export interface WalletClientOptions {
  key: string;
  transport: WalletTransport;
  /** Attempts per request (default 4). */
  attempts?: number;
  /** Wait before attempt n (1-based retry count); default 200 ms × n. */
  backoff?: (retry: number) => Promise<void>;
}

export interface WalletClient {
  session(token: string): Promise<SessionAnswer>;
  play(body: PlayBody): Promise<PlayAnswer>;
  balance(userId: string, currency: string): Promise<number>;
}

export function createWalletClient(opts: WalletClientOptions): WalletClient {
  const attempts = opts.attempts ?? 4;
  const backoff = opts.backoff ?? ((n: number) => new Promise<void>((r) => setTimeout(r, 200 * n)));

  async function call<T>(path: string, body: unknown): Promise<T> {
    const raw = JSON.stringify(body);
    const headers = { "content-type": "application/json", [SIGN_HEADER]: sign(opts.key, raw) };
    let last: unknown = null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await backoff(attempt - 1);
      let answer: { status: number; body: string };
      try {
        answer = await opts.transport(path, raw, headers);
      } catch (err) {
        last = err;
        continue;
      }
      if (answer.status >= 500) {
        last = new Error(`wallet answered ${answer.status}`);
        continue;
      }
      const json = JSON.parse(answer.body) as T & { code?: number; message?: string; balance?: number };
      if (answer.status === 200) return json;
      throw new WalletRefusal(json.code ?? answer.status, json.message ?? "refused", json.balance);
    }
    throw new WalletUnavailable(`the wallet is unreachable: ${String(last)}`);
  }

  return {
    session: (token) => call<SessionAnswer>("/session", { token }),
    play: (body) => call<PlayAnswer>("/wallet/play", body),
    balance: async (userId, currency) =>
      (await call<PlayAnswer>("/wallet/play", { user_id: userId, currency })).balance,
  };
}
