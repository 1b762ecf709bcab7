import type { Insertable, Selectable } from "kysely";
import type { Db } from "../connect.ts";
import type { UserSessionsTable } from "./schema.ts";

export type SessionRow = Selectable<UserSessionsTable>;
export type NewSession = Insertable<UserSessionsTable>;

export async function insertSession(db: Db, session: NewSession): Promise<SessionRow> {
  return db.insertInto("user_sessions").values(session).returningAll().executeTakeFirstOrThrow();
}

export async function findSessionBySecretHash(db: Db, secretHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom("user_sessions").selectAll().where("secret_hash", "=", secretHash).executeTakeFirst();
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom("user_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable("user_sessions")
    .set({ last_seen_at: at })
    .where("id", "=", id)
    .where("ended_at", "is", null)
    .execute();
}

export async function setSessionFingerprint(db: Db, id: string, fingerprint: string): Promise<void> {
  await db.updateTable("user_sessions").set({ fingerprint }).where("id", "=", id).execute();
}

/** When and from where the user last signed in (their newest session, ended or not). */
export async function lastSignIn(
  db: Db,
  userId: bigint,
): Promise<{ created_at: Date; ip: string | null } | undefined> {
  return db
    .selectFrom("user_sessions")
    .select(["created_at", "ip"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Ends one session of one user; answers whether a live session was ended. */
export async function endSession(
  db: Db,
  userId: bigint,
  id: string,
  at: Date,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .updateTable("user_sessions")
    .set({ ended_at: at, end_reason: reason })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .returning("id")
    .execute();
  return rows.length > 0;
}

/** Ends every live session of a user except `keepId`; answers how many were ended. */
export async function endUserSessions(
  db: Db,
  userId: bigint,
  at: Date,
  reason: string,
  keepId?: string,
): Promise<number> {
  let q = db
    .updateTable("user_sessions")
    .set({ ended_at: at, end_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null);
  if (keepId) q = q.where("id", "!=", keepId);
  return (await q.returning("id").execute()).length;
}

/** A user's sessions not ended by hand, newest first (expired ones are filtered by the caller's clock). */
export async function listUserSessions(db: Db, userId: bigint, limit = 50): Promise<SessionRow[]> {
  return db
    .selectFrom("user_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .orderBy("last_seen_at", "desc")
    .limit(limit)
    .execute();
}
