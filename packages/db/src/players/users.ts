import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../connect.ts";
import type { UsersTable } from "./schema.ts";

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;

/** Inserts a user and answers the stored row (its id is the new account number). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

/** Every lookup is scoped to a site: accounts never cross sites. */
export async function findUserById(db: Db, groupId: number, id: bigint): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower case). */
export async function findUserByEmail(db: Db, groupId: number, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function findUserByPhone(
  db: Db,
  groupId: number,
  phone: { code: string; number: string },
): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("group_id", "=", groupId)
    .where("phone_code", "=", phone.code)
    .where("phone_number", "=", phone.number)
    .executeTakeFirst();
}

/** Updates one user of one site; answers the new row, or undefined when there is none. */
export async function updateUser(
  db: Db,
  groupId: number,
  id: bigint,
  patch: UserPatch,
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ ...patch, updated_at: new Date() })
    .where("group_id", "=", groupId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Whether a unique-index violation (e-mail or phone already taken) caused `err`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== "23505") return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === "string" && e.message.includes(constraint));
}

/**
 * Players in id order after `afterId`, every site (the limits service's daily refresh against the
 * national self-exclusion register walks them in pages).
 */
export async function usersAfter(db: Db, afterId: bigint, limit: number): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().where("id", ">", afterId).orderBy("id").limit(limit).execute();
}

/** A player by account number, e-mail or user name on any site (the operator's command line). */
export async function findUsersByLogin(db: Db, login: string): Promise<UserRow[]> {
  const text = login.trim();
  if (/^\d{1,18}$/.test(text)) {
    return db.selectFrom("users").selectAll().where("id", "=", BigInt(text)).execute();
  }
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("email", "=", text.toLowerCase()), eb("user_name", "=", text)]))
    .orderBy("id")
    .limit(20)
    .execute();
}

/** What the outbox needs to honour a player's mailing flags (spec 001 §3 office settings). */
export async function findMailingPrefs(
  db: Db,
  userId: bigint,
): Promise<{ newsletter: boolean; settings: unknown } | undefined> {
  return db
    .selectFrom("users")
    .select(["newsletter", "settings"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
