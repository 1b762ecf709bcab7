import type { AccountStoreView, AccountView } from "@parlay/contracts/wallet";
import { displayMoney } from "@parlay/i18n/amount";
import type { HttpClient, HttpResult } from "@parlay/web";

/**
 * The two wallet calls the header makes (GET /web-api/wallet/accounts, POST …/accounts/active),
 * through the shell's HTTP client module: same origin, session cookie, CSRF header on the POST.
 */

/** An account as the wallet answers it (@parlay/contracts/wallet). */
export type HeaderAccount = AccountView;

/** The Account store (spec 001 §3): `accounts` are the money accounts; bonus balances are not switchable. */
export type HeaderAccountStore = AccountStoreView;

export function headerWalletApi(http: HttpClient) {
  return {
    accounts: (signal?: AbortSignal): Promise<HttpResult<HeaderAccountStore>> =>
      http.request({ method: "GET", path: "/web-api/wallet/accounts", ...(signal ? { signal } : {}) }),
    switchActive: (accountId: number): Promise<HttpResult<HeaderAccountStore>> =>
      http.post("/web-api/wallet/accounts/active", { accountId }),
  };
}

export type HeaderWalletApi = ReturnType<typeof headerWalletApi>;
export { displayMoney };

/** The same event the office announces after a withdrawal, a switch or an account change. */
export const WALLET_CHANGED_EVENT = "parlay:wallet-changed";
