import type { Db } from "../connect.ts";

/** Records one failed attempt under every key (e.g. the account and the address). */
export async function recordFailures(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto("auth_failures")
    .values(keys.map((key) => ({ key, at })))
    .execute();
}

export async function countFailures(db: Db, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("auth_failures")
    .select((eb) => eb.fn.countAll<string | number | bigint>().as("n"))
    .where("key", "=", key)
    .where("at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** When the oldest failure under a key since `since` happened (undefined: none). */
export async function oldestFailure(db: Db, key: string, since: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom("auth_failures")
    .select((eb) => eb.fn.min("at").as("at"))
    .where("key", "=", key)
    .where("at", ">=", since)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : undefined;
}

/** Forgets an account's failures after it signed in (an address's failures are kept). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("auth_failures").where("key", "=", key).execute();
}

export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("auth_failures").where("at", "<", before).execute();
}
