import { balanceAnswer } from "@parlay/contracts/wallet";
import type { Db } from "@parlay/db";
import { accountStoreView, presentAccountStore } from "./accounts/presenter.ts";
import { ensureMainAccount, listAccounts } from "./accounts/store.ts";
import { activeBalance } from "./balance.ts";

/**
 * The wallet's reads of one player, as its GET routes answer them and as the server's in-process
 * office data calls them (apps/server/src/remotes/office-data.ts): each with the route's answer
 * schema, so both paths shape alike. The payments' reads (history, cashier, receipts) are in
 * ../payments/reads.ts.
 */

/** Currency of a main account created lazily (spec 001 §9). */
export const DEFAULT_WALLET_CURRENCY = "RUB";

export { balanceAnswer };

export async function readBalance(db: Db, userId: bigint, defaultCurrency: string) {
  return { balance: await activeBalance(db, userId, defaultCurrency) };
}

export const accountStoreAnswer = accountStoreView;

/** The account store (spec 001 §3); creates the main account lazily. */
export async function readAccountStore(db: Db, userId: bigint, defaultCurrency: string) {
  await ensureMainAccount(db, userId, defaultCurrency);
  const rows = await listAccounts(db, userId);
  const deposit = await db
    .selectFrom("wallet_payment")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "deposit")
    .where("status", "=", "succeeded")
    .executeTakeFirst();
  return presentAccountStore(rows, deposit !== undefined);
}
