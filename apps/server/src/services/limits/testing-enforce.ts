/** TEST HELPERS — limits written straight into limit_setting, bans into users (the enforcement's inputs). */
import type { Db } from "@parlay/db";

/** A limit in force since `since` (default a minute ago): money limits in whole units of `currency`. */
export async function setLimit(
  db: Db,
  userId: bigint,
  limitType: number,
  value: number,
  opts: { currency?: string; since?: Date; endsAt?: Date | null; reopenRequestedAt?: Date | null } = {},
): Promise<void> {
  const since = opts.since ?? new Date(Date.now() - 60_000);
  const row = {
    user_id: userId,
    limit_type: limitType,
    value,
    currency: limitType < 30 ? (opts.currency ?? "RUB") : null,
    applied_at: since,
    ends_at: opts.endsAt ?? null,
    reopen_requested_at: opts.reopenRequestedAt ?? null,
    updated_at: since,
  };
  await db
    .insertInto("limit_setting")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "limit_type"]).doUpdateSet(row))
    .execute();
}

export async function ban(db: Db, userId: bigint, level: number, version = 0): Promise<void> {
  await db
    .updateTable("users")
    .set({ ban_level: level, ban_version: version })
    .where("id", "=", userId)
    .execute();
}
