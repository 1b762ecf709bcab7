import { countFailures, oldestFailure } from "@parlay/db/players";
import { AppError } from "../../http/errors.ts";
import { FAILURE_WINDOW_SECONDS, failureKeys, failureWindowStart } from "../captcha/index.ts";
import type { PlayersRuntime } from "../session/index.ts";

/**
 * The account's guessing budget (issue 12): the captcha after 3 failures only costs an attacker
 * some proof-of-work per guess, so after `signInBudgets.account` failures in the window the
 * account takes no more password attempts — 429 RATE_LIMITED with `details.scope = "account"` —
 * until the oldest failure leaves the window. Refused attempts are not counted, so the refusal
 * cannot be stretched: it lasts as long as the failures that caused it. A browser that signed in
 * to the account before (known-device cookie) is not refused while its own failures stay under
 * `signInBudgets.device`, so an attacker can slow the owner's new browsers, never their usual one.
 */
export async function accountBudgetGate(
  rt: PlayersRuntime,
  accountKey: string,
  device: string | undefined,
): Promise<void> {
  const since = failureWindowStart(rt);
  if ((await countFailures(rt.db, accountKey, since)) < rt.signInBudgets.account) return;
  if (device && (await countFailures(rt.db, failureKeys.device(device), since)) < rt.signInBudgets.device) {
    return;
  }
  const oldest = await oldestFailure(rt.db, accountKey, since);
  const endsAt = (oldest?.getTime() ?? rt.now().getTime()) + FAILURE_WINDOW_SECONDS * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - rt.now().getTime()) / 1000));
  throw new AppError(
    "RATE_LIMITED",
    `Too many failed sign-ins on this account; try again in ${retryAfterSeconds} s`,
    { retryAfterSeconds, scope: "account" },
  );
}
