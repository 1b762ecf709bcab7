import { sql } from "kysely";
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

/** One analytics page view, counted per site, day (UTC) and section; nothing about the visitor. */
export async function countPageView(db: Db, row: { groupId: number; day: string; section: string }) {
  await db
    .insertInto("analytics_page_views")
    .values({ group_id: row.groupId, day: row.day, section: row.section, views: 1n })
    .onConflict((oc) =>
      oc
        .columns(["group_id", "day", "section"])
        .doUpdateSet((eb) => ({ views: eb("analytics_page_views.views", "+", 1n) })),
    )
    .execute();
}

/** The counted views of a site since a day, by day and section. */
export async function pageViewCounts(db: Db, groupId: number, since: string) {
  const rows = await db
    .selectFrom("analytics_page_views")
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "section", "views"])
    .where("group_id", "=", groupId)
    .where("day", ">=", since)
    .orderBy("day")
    .orderBy("section")
    .execute();
  return rows.map((r) => ({ day: r.day, section: r.section, views: Number(r.views) }));
}
