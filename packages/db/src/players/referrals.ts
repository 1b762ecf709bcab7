import type { Db } from "../connect.ts";

/** One player brought by another (bring a friend): the account number and when it was opened. */
export interface BroughtPlayer {
  id: bigint;
  created_at: Date;
}

/** The players of a site whose registration named `referrerId` as their bring-a-friend referrer. */
export async function listBroughtPlayers(
  db: Db,
  groupId: number,
  referrerId: bigint,
  limit = 100,
): Promise<BroughtPlayer[]> {
  return db
    .selectFrom("users")
    .select(["id", "created_at"])
    .where("group_id", "=", groupId)
    .where("referrer_id", "=", referrerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Whether `id` is an account of the site (a bring-a-friend link must name one). */
export async function userExists(db: Db, groupId: number, id: bigint): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("group_id", "=", groupId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Logs one cookie agreement (spec 001 §7 cookiesAgreeTime). */
export async function logCookieAgreement(
  db: Db,
  row: { groupId: number; userId: bigint | null; type: number; agreedAt: Date; loggedAt: Date },
): Promise<void> {
  await db
    .insertInto("cookie_agreements")
    .values({
      group_id: row.groupId,
      user_id: row.userId,
      agree_type: row.type,
      agreed_at: row.agreedAt,
      logged_at: row.loggedAt,
    })
    .execute();
}
