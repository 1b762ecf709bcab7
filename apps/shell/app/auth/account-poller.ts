import { browserHttp } from "../http/browser.ts";
import { pollUntil } from "./session-schedule.ts";

/**
 * After login the account is refreshed by polling, up to 5 attempts 2500 ms apart, until an
 * active account exists (spec 001 §4, §9). Accounts belong to the wallet; until it plugs its own
 * source in with `registerAccountSource`, "active" means the session is authenticated.
 */

export const ACCOUNT_POLL_ATTEMPTS = 5;
export const ACCOUNT_POLL_DELAY_MS = 2_500;

export interface AccountSource {
  /** Reloads the accounts and says whether an active one exists. */
  hasActiveAccount(): Promise<boolean>;
}

/** The stand-in: `GET /web-api/session` answers `authenticated`. */
export const sessionAccountSource: AccountSource = {
  async hasActiveAccount() {
    const res = await browserHttp().get<{ authenticated?: boolean }>("/web-api/session");
    return res.ok && res.data.authenticated === true;
  },
};

let source: AccountSource = sessionAccountSource;

/** The wallet calls this once with its own source (its accounts API). */
export function registerAccountSource(next: AccountSource): void {
  source = next;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function pollAccountsAfterLogin(
  from: AccountSource = source,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> {
  return pollUntil(() => from.hasActiveAccount(), wait, ACCOUNT_POLL_ATTEMPTS, ACCOUNT_POLL_DELAY_MS);
}
