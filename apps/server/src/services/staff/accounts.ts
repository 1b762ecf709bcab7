import { randomBytes } from "node:crypto";
import type { Database } from "@parlay/db";
import { isStaffRole, type StaffRole, staffSessionState } from "@parlay/domain/staff";
import type { Kysely, Transaction } from "kysely";
import { AppError } from "../../http/errors.ts";
import { generatePassword, hashPassword } from "../auth/index.ts";
import { type PlayersRuntime, randomToken, sha256 } from "../session/index.ts";
import { type StaffActor, writeAudit } from "./audit.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffAccount {
  id: bigint;
  email: string;
  displayName: string;
  roles: StaffRole[];
  disabled: boolean;
  enrolled: boolean;
  createdAt: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function rolesOf(db: Db, staffIds: readonly bigint[]): Promise<Map<string, StaffRole[]>> {
  const byId = new Map<string, StaffRole[]>();
  if (staffIds.length === 0) return byId;
  const rows = await db.selectFrom("staff_user_role").selectAll().where("staff_id", "in", staffIds).execute();
  for (const row of rows) {
    if (!isStaffRole(row.role)) continue;
    const list = byId.get(String(row.staff_id)) ?? [];
    list.push(row.role);
    byId.set(String(row.staff_id), list);
  }
  for (const list of byId.values()) list.sort();
  return byId;
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.selectFrom("staff_user").selectAll().orderBy("id").execute();
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    displayName: r.display_name,
    roles: roles.get(String(r.id)) ?? [],
    disabled: r.disabled_at !== null,
    enrolled: r.totp_enabled_at !== null && !r.must_change_password,
    createdAt: new Date(r.created_at),
  }));
}

export async function staffById(db: Db, id: bigint): Promise<StaffAccount | null> {
  return (await listStaff(db)).find((s) => s.id === id) ?? null;
}

/** Active admins other than `except`: the back office must always keep one. */
async function otherActiveAdmins(db: Db, except: bigint): Promise<number> {
  const row = await db
    .selectFrom("staff_user_role")
    .innerJoin("staff_user", "staff_user.id", "staff_user_role.staff_id")
    .where("staff_user_role.role", "=", "admin")
    .where("staff_user.disabled_at", "is", null)
    .where("staff_user.id", "!=", except)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A new staff account with a one-time password (shown once, to be replaced at the first sign-in
 * together with setting up the authenticator app). Audited as `staff.create`.
 */
export async function createStaff(
  rt: PlayersRuntime,
  actor: StaffActor,
  input: { email: string; displayName: string; roles: readonly StaffRole[] },
): Promise<{ id: bigint; oneTimePassword: string }> {
  const email = normaliseEmail(input.email);
  const oneTimePassword = generatePassword(16);
  const passwordHash = await hashPassword(rt, oneTimePassword);
  const now = rt.now();
  const roles = [...new Set(input.roles)].sort();
  return rt.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("staff_user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (taken) throw new AppError("STAFF_EMAIL_TAKEN");
    const { id } = await trx
      .insertInto("staff_user")
      .values({
        email,
        display_name: input.displayName.trim(),
        password_hash: passwordHash,
        must_change_password: true,
        password_expires_at: new Date(now.getTime() + 24 * 3600 * 1000),
        totp_secret: null,
        created_by: actor.staffId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (roles.length > 0)
      await trx
        .insertInto("staff_user_role")
        .values(roles.map((role) => ({ staff_id: id, role })))
        .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: "staff.create",
        targetType: "staff",
        targetId: String(id),
        after: { email, displayName: input.displayName.trim(), roles },
      },
      now,
    );
    return { id, oneTimePassword };
  });
}

/** Changes roles, name or the disabled flag; disabling ends the member's sessions. Audited. */
export async function updateStaff(
  rt: PlayersRuntime,
  actor: StaffActor,
  id: bigint,
  change: {
    roles?: readonly StaffRole[] | undefined;
    displayName?: string | undefined;
    disabled?: boolean | undefined;
  },
): Promise<StaffAccount> {
  const now = rt.now();
  return rt.db.transaction().execute(async (trx) => {
    // Lock every admin's row: two admins demoting each other at once must not both succeed.
    await trx
      .selectFrom("staff_user")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("id", "=", id),
          eb("id", "in", eb.selectFrom("staff_user_role").select("staff_id").where("role", "=", "admin")),
        ]),
      )
      .forUpdate()
      .execute();
    const before = await staffById(trx, id);
    if (!before) throw new AppError("NOT_FOUND", "No such staff account");
    const roles = change.roles ? [...new Set(change.roles)].sort() : before.roles;
    const disabled = change.disabled ?? before.disabled;
    const wasActiveAdmin = before.roles.includes("admin") && !before.disabled;
    const staysActiveAdmin = roles.includes("admin") && !disabled;
    if (wasActiveAdmin && !staysActiveAdmin && (await otherActiveAdmins(trx, id)) === 0)
      throw new AppError("STAFF_LAST_ADMIN");
    if (change.roles) {
      await trx.deleteFrom("staff_user_role").where("staff_id", "=", id).execute();
      if (roles.length > 0)
        await trx
          .insertInto("staff_user_role")
          .values(roles.map((role) => ({ staff_id: id, role })))
          .execute();
    }
    await trx
      .updateTable("staff_user")
      .set({
        display_name: change.displayName?.trim() ?? before.displayName,
        disabled_at: disabled ? (before.disabled ? undefined : now) : null,
      })
      .where("id", "=", id)
      .execute();
    if (disabled && !before.disabled) await endStaffSessions(trx, id, "disabled", now);
    const after = {
      ...before,
      roles,
      disabled,
      displayName: change.displayName?.trim() ?? before.displayName,
    };
    await writeAudit(
      trx,
      actor,
      {
        action: "staff.update",
        targetType: "staff",
        targetId: String(id),
        before: { roles: before.roles, disabled: before.disabled, displayName: before.displayName },
        after: { roles: after.roles, disabled: after.disabled, displayName: after.displayName },
      },
      now,
    );
    return after;
  });
}

/**
 * A new one-time password; the authenticator must be set up again and every session ends (the
 * member lost their phone, or left). Audited as `staff.reset`.
 */
export async function resetStaff(
  rt: PlayersRuntime,
  actor: StaffActor,
  id: bigint,
): Promise<{ oneTimePassword: string }> {
  const oneTimePassword = generatePassword(16);
  const passwordHash = await hashPassword(rt, oneTimePassword);
  const now = rt.now();
  return rt.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("staff_user")
      .set({
        password_hash: passwordHash,
        must_change_password: true,
        password_expires_at: new Date(now.getTime() + 24 * 3600 * 1000),
        totp_secret: null,
        totp_enabled_at: null,
        last_totp_step: null,
        failed_attempts: 0,
        locked_until: null,
      })
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw new AppError("NOT_FOUND", "No such staff account");
    await endStaffSessions(trx, id, "reset", now);
    await writeAudit(trx, actor, { action: "staff.reset", targetType: "staff", targetId: String(id) }, now);
    return { oneTimePassword };
  });
}

export async function endStaffSessions(db: Db, staffId: bigint, reason: string, now: Date): Promise<void> {
  await db
    .updateTable("staff_session")
    .set({ ended_at: now, end_reason: reason })
    .where("staff_id", "=", staffId)
    .where("ended_at", "is", null)
    .execute();
}

export interface StaffSession {
  sessionId: string;
  staff: StaffAccount;
}

/** A new session: the cookie carries `secret`, the row only its SHA-256. */
export async function startStaffSession(
  db: Db,
  staffId: bigint,
  meta: { ip: string; userAgent: string },
  now: Date,
): Promise<{ sessionId: string; secret: string }> {
  const sessionId = randomBytes(16).toString("base64url");
  const secret = randomToken(32);
  await db
    .insertInto("staff_session")
    .values({
      id: sessionId,
      secret_hash: sha256(secret),
      staff_id: staffId,
      created_at: now,
      last_seen_at: now,
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 300),
    })
    .execute();
  return { sessionId, secret };
}

/**
 * The live session a cookie names, or null: unknown, ended, expired (ended on sight), or its
 * member disabled. Activity is written back at most once a minute.
 */
export async function loadStaffSession(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<StaffSession | null> {
  const row = await db
    .selectFrom("staff_session")
    .innerJoin("staff_user", "staff_user.id", "staff_session.staff_id")
    .select([
      "staff_session.id as sessionId",
      "staff_session.created_at as createdAt",
      "staff_session.last_seen_at as lastSeenAt",
      "staff_session.ended_at as endedAt",
      "staff_user.id as staffId",
      "staff_user.disabled_at as disabledAt",
    ])
    .where("staff_session.secret_hash", "=", sha256(secret))
    .executeTakeFirst();
  if (!row || row.endedAt !== null || row.disabledAt !== null) return null;
  const state = staffSessionState(
    { createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) },
    now,
  );
  if (state !== "active") {
    await db
      .updateTable("staff_session")
      .set({ ended_at: now, end_reason: state })
      .where("id", "=", row.sessionId)
      .execute();
    return null;
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > 60_000)
    await db
      .updateTable("staff_session")
      .set({ last_seen_at: now })
      .where("id", "=", row.sessionId)
      .execute();
  const staff = await staffById(db, row.staffId);
  return staff ? { sessionId: row.sessionId, staff } : null;
}
