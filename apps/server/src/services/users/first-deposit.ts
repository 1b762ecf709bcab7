import type { Database } from "@parlay/db";
import type { Transaction } from "kysely";

/**
 * The wallet's onDepositCredited hook on the players' side: a credited deposit makes the player one
 * who has deposited (user config `has_deposit`, spec 001 §3), in the credit's own transaction so the
 * flag and the money can never disagree.
 */
export async function markHasDeposit(
  trx: Transaction<Database>,
  credited: { userId: bigint },
): Promise<void> {
  await trx
    .updateTable("users")
    .set({ has_deposit: true })
    .where("id", "=", credited.userId)
    .where("has_deposit", "=", false)
    .execute();
}
