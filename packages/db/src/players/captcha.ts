import type { Db } from "../connect.ts";

/** Records a solved challenge's nonce; false when it was already spent (a replay). */
export async function spendCaptchaNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insertInto("captcha_spent")
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column("nonce").doNothing())
    .returning("nonce")
    .execute();
  return rows.length > 0;
}

export async function pruneCaptchaNonces(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("captcha_spent").where("expires_at", "<", before).execute();
}
