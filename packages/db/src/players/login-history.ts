import type { Db } from "../connect.ts";

/** A user's sign-ins (every session ever started, ended or not), newest first. */
export async function signInHistory(db: Db, userId: bigint, limit = 20) {
  return db
    .selectFrom("user_sessions")
    .select(["id", "created_at", "ended_at", "end_reason", "ip", "user_agent", "remember"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}
