import type { Db } from "@parlay/db";
import { ensureMainAccount } from "./accounts/store.ts";
import { type BalanceView, presentBalance } from "./http.ts";

/** The active account's balance, shown on every cashier page (creates the main account lazily). */
export async function activeBalance(db: Db, userId: bigint, defaultCurrency: string): Promise<BalanceView> {
  const main = await ensureMainAccount(db, userId, defaultCurrency);
  const active = await db
    .selectFrom("wallet_account")
    .selectAll()
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return presentBalance(active ?? main);
}
