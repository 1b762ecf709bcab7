import type { Db } from "../connect.ts";

/** Replaces every backup code of a user with `hashes` (a new set voids the old one). */
export async function replaceBackupCodes(db: Db, userId: bigint, hashes: string[], at: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom("user_backup_codes").where("user_id", "=", userId).execute();
    if (hashes.length === 0) return;
    await tx
      .insertInto("user_backup_codes")
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/**
 * Spends one backup code, atomically: of two requests presenting the same code only one wins.
 * Answers whether this call spent it.
 */
export async function spendBackupCode(db: Db, userId: bigint, hash: string, at: Date): Promise<boolean> {
  const rows = await db
    .updateTable("user_backup_codes")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hash)
    .where("used_at", "is", null)
    .returning("code_hash")
    .execute();
  return rows.length > 0;
}

/** How many unused backup codes a user has left. */
export async function backupCodesLeft(db: Db, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom("user_backup_codes")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
