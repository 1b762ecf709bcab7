import { type Insertable, type Selectable, sql } from "kysely";
import type { Db } from "../connect.ts";
import type { UserCodesTable } from "./schema.ts";

export type CodeRow = Selectable<UserCodesTable>;
export type NewCode = Insertable<UserCodesTable>;

export async function insertCode(db: Db, code: NewCode): Promise<CodeRow> {
  return db.insertInto("user_codes").values(code).returningAll().executeTakeFirstOrThrow();
}

export async function findCode(db: Db, id: string, purpose: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom("user_codes")
    .selectAll()
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
}

/** Counts one more wrong guess; answers the new count. */
export async function addCodeAttempt(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable("user_codes")
    .set({ attempts: sql`attempts + 1` })
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/**
 * Marks a code used, atomically: only one of two concurrent requests presenting the same code wins.
 * Answers the row when this call consumed it.
 */
export async function consumeCode(db: Db, id: string, at: Date): Promise<CodeRow | undefined> {
  return db
    .updateTable("user_codes")
    .set({ used_at: at })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .returningAll()
    .executeTakeFirst();
}

/** Voids every unused code of a purpose for a user (e.g. older reset links once the password changed). */
export async function voidUserCodes(db: Db, userId: bigint, purposes: string[], at: Date): Promise<void> {
  await db
    .updateTable("user_codes")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .execute();
}

/** How many codes of a purpose went to a target (or came from an address) since a time. */
export async function countCodes(
  db: Db,
  purpose: string,
  by: { target: string } | { ip: string },
  since: Date,
): Promise<number> {
  let q = db
    .selectFrom("user_codes")
    .select((eb) => eb.fn.countAll<string | number | bigint>().as("n"))
    .where("purpose", "=", purpose)
    .where("created_at", ">=", since);
  q = "target" in by ? q.where("target", "=", by.target) : q.where("ip", "=", by.ip);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Drops codes that expired before `before` (housekeeping). */
export async function pruneCodes(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("user_codes").where("expires_at", "<", before).execute();
}
