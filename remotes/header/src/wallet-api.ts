import { displayMoney } from "@parlay/i18n/amount";
import type { HttpClient, HttpResult } from "@parlay/web";

/**
 * The two wallet calls the header makes (GET /web-api/wallet/accounts, POST …/accounts/active),
 * through the shell's HTTP client module: same origin, session cookie, CSRF header on the POST.
 * Only the fields the header shows are declared; the answer carries the whole Account store.
 */

export interface HeaderAccount {
  id: number;
  iso: string;
  symbol: string;
  /** Available money, a decimal string ("1500.00"): never a float. */
  money: string;
  /** 0 main, 4 bonus, 9 currency account (spec 001 §3). */
  type: 0 | 4 | 9;
  isActive: boolean;
  label: string;
  labelWithSymbol: string;
}

export interface HeaderAccountStore {
  /** Money accounts (main and currency); bonus balances are not switchable. */
  accounts: HeaderAccount[];
  activeAccount: HeaderAccount | null;
}

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
