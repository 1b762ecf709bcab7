import type { Db } from "@parlay/db";
import { ensureMainAccount } from "../accounts/store.ts";
import { postTransaction } from "../ledger/post.ts";

let seq = 0;

/** A player row (the players service owns `users`; tests only need the id). */
export async function createUser(db: Db): Promise<bigint> {
  const row = await db.insertInto("users").values({ group_id: 1 }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** A new player with a main account. */
export async function playerWithAccount(
  db: Db,
  currency = "RUB",
): Promise<{ userId: bigint; accountId: bigint }> {
  const userId = await createUser(db);
  const account = await ensureMainAccount(db, userId, currency);
  return { userId, accountId: account.id };
}

/** Credits an account from deposits clearing (as a settled deposit would). */
export async function fund(db: Db, accountId: bigint, currency: string, amount: bigint): Promise<void> {
  seq += 1;
  await postTransaction(db, {
    idempotencyKey: `test-fund:${accountId}:${seq}:${Date.now()}`,
    kind: "deposit",
    entries: [
      { account: accountId, currency, amount },
      { house: "deposits_clearing", currency, amount: -amount },
    ],
  });
}

export async function accountState(db: Db, accountId: bigint): Promise<{ balance: bigint; held: bigint }> {
  return db
    .selectFrom("wallet_account")
    .select(["balance", "held"])
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
}
