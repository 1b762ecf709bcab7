import type { AccountStoreView } from "@parlay/contracts/wallet";
import { browserHttp } from "@parlay/web";
import { pollUntil } from "./session-schedule.ts";

/**
 * After login the account is refreshed by polling, up to 5 attempts 2500 ms apart, until an
 * active account exists (spec 001 §4, §9): the wallet's account store names one.
 */

export const ACCOUNT_POLL_ATTEMPTS = 5;
export const ACCOUNT_POLL_DELAY_MS = 2_500;

export interface AccountSource {
  /** Reloads the accounts and says whether an active one exists. */
  hasActiveAccount(): Promise<boolean>;
}

/** `GET /web-api/wallet/accounts`: the account store's `activeAccount`. */
export const walletAccountSource: AccountSource = {
  async hasActiveAccount() {
    const res = await browserHttp().get<AccountStoreView>("/web-api/wallet/accounts");
    return res.ok && res.data.activeAccount != null;
  },
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function pollAccountsAfterLogin(
  from: AccountSource = walletAccountSource,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> {
  return pollUntil(() => from.hasActiveAccount(), wait, ACCOUNT_POLL_ATTEMPTS, ACCOUNT_POLL_DELAY_MS);
}
