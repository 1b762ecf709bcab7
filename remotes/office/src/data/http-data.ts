import { createHttpClient, type HttpResult, limitsApi, type TokenStore } from "@parlay/web";
import { bettingApi } from "../api/betting-api.ts";
import { casinoApi } from "../api/casino-api.ts";
import { referralApi } from "../api/referral-api.ts";
import { securityApi } from "../api/security-api.ts";
import { supportApi } from "../api/support-api.ts";
import { verificationApi } from "../api/verification-api.ts";
import { walletApi } from "../api/wallet-api.ts";
import type { OfficeData, OfficeDataSource } from "./office-data.ts";

/** How long one read may take: the shell gives a remote's whole render 1500 ms. */
const READ_TIMEOUT_MS = 1000;

/** A read the site refused or could not answer. */
export class OfficeDataError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`office data: ${status} ${code}`);
    this.name = "OfficeDataError";
  }
}

/** The render grant as the client's only token: sent as the bearer, never refreshed. */
function grantToken(grant: string): TokenStore {
  return { current: async () => grant, renew: async () => null, clear: () => undefined };
}

/**
 * The office's reads over HTTP at the site's origin (e.g. http://127.0.0.1:3000), as a remote running
 * as its own process makes them: the very calls of the browser (wallet-api.ts, betting-api.ts) through
 * the shell's HTTP client, with the render grant as the bearer token. The grant opens only the reads
 * that declare it, for 60 seconds, for this one player; no cookie is sent.
 */
export function httpOfficeData(
  origin: string,
  grant: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): OfficeData {
  const fetchImpl = opts.fetch ?? fetch;
  const base = origin.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? READ_TIMEOUT_MS;
  const http = createHttpClient({
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      fetchImpl(`${base}${String(input)}`, { ...init, credentials: "omit" })) as typeof fetch,
    cookies: () => "",
    tokens: grantToken(grant),
  });
  const wallet = walletApi(http);
  const betting = bettingApi(http);
  const support = supportApi(http);
  const security = securityApi(http);
  const referral = referralApi(http);
  const verification = verificationApi(http);
  const casino = casinoApi(http);
  const read = async <T>(call: (signal: AbortSignal) => Promise<HttpResult<T>>): Promise<T> => {
    const res = await call(AbortSignal.timeout(timeoutMs));
    if (!res.ok) throw new OfficeDataError(res.error.status, res.error.code);
    return res.data;
  };
  return {
    balance: () => read((s) => wallet.balance(s)),
    accounts: () => read((s) => wallet.accounts(s)),
    cashier: () => read((s) => wallet.cashier(s)),
    history: (filters) => read((s) => wallet.history(filters, s)),
    coupons: (filters) => read((s) => betting.coupons(filters, s)),
    paycheck: (paymentId) => read((s) => wallet.paycheck(paymentId, s)),
    requests: (page) => read((s) => wallet.requests(page, s)),
    topicTransactions: (topicId, page) => read((s) => wallet.topicTransactions(topicId, page, s)),
    transaction: (topicId, transactionId) => read((s) => wallet.transaction(topicId, transactionId, s)),
    messages: (page) => read((s) => support.messages(page, s)),
    tickets: (kind) => read((s) => support.tickets(kind, s)),
    security: () => read((s) => security.summary(s)),
    sessions: () => read((s) => security.sessions(s)),
    logins: () => read((s) => security.history(s)),
    settings: () => read((s) => security.settings(s)),
    timezones: () => read((s) => security.timezones(s)),
    referrals: () => read((s) => referral.referrals(s)),
    personalData: () => read((s) => verification.personalData(s)),
    manager: () => read((s) => referral.manager(s)),
    verification: () => read((s) => verification.verification(s)),
    casinoHistory: (page) => read((s) => casino.history(page, s)),
    limits: (lang) => read((s) => limitsApi(http, lang).limits(s)),
    availableLimits: (lang) => read((s) => limitsApi(http, lang).available(s)),
    limitHistory: () => read((s) => limitsApi(http, "en").history(s)),
    selfExcludeReasons: (lang) => read((s) => limitsApi(http, lang).selfExcludeReasons(s)),
  };
}

/** For a remote in its own process: the site's API at `origin`, for a render that carries a grant. */
export function httpOfficeDataSource(
  origin: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): OfficeDataSource {
  return async (ctx) => (ctx.grant ? httpOfficeData(origin, ctx.grant, opts) : null);
}
