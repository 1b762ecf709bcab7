import type { Database } from "@parlay/db";
import type { Kysely, Transaction } from "kysely";

/** Who acted: the signed-in staff member, or the operator command line (`staffId` null). */
export interface StaffActor {
  staffId: bigint | null;
  email: string;
  roles: readonly string[];
  ip: string;
}

export interface AuditEntry {
  /** What was done, `section.verb` (e.g. `staff.create`, `config.update`). */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit row in the caller's transaction: the change and its record commit together or
 * not at all. The table refuses UPDATE and DELETE (migration 0600).
 */
export async function writeAudit(
  trx: Transaction<Database> | Kysely<Database>,
  actor: StaffActor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await trx
    .insertInto("staff_audit")
    .values({
      at,
      staff_id: actor.staffId,
      staff_email: actor.email,
      staff_roles: [...actor.roles],
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before, jsonSafe),
      after: entry.after === undefined ? null : JSON.stringify(entry.after, jsonSafe),
      ip: actor.ip.slice(0, 64),
    })
    .execute();
}

/** bigint and Date as text in the audit JSON. */
function jsonSafe(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}

export interface AuditQuery {
  from?: Date | undefined;
  to?: Date | undefined;
  staffId?: bigint | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  page: number;
  pageSize: number;
}

export interface AuditRow {
  id: string;
  at: string;
  staffId: string | null;
  staffEmail: string;
  staffRoles: string[];
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
}

function filtered(db: Kysely<Database>, q: Omit<AuditQuery, "page" | "pageSize">) {
  let query = db.selectFrom("staff_audit");
  if (q.from) query = query.where("at", ">=", q.from);
  if (q.to) query = query.where("at", "<", q.to);
  if (q.staffId !== undefined) query = query.where("staff_id", "=", q.staffId);
  if (q.action) query = query.where("action", "=", q.action);
  if (q.targetType) query = query.where("target_type", "=", q.targetType);
  if (q.targetId) query = query.where("target_id", "=", q.targetId);
  return query;
}

/** A page of the audit trail, newest first, with the total for the pager. */
export async function readAudit(
  db: Kysely<Database>,
  q: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, q)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    filtered(db, q)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: String(r.id),
      at: new Date(r.at).toISOString(),
      staffId: r.staff_id === null ? null : String(r.staff_id),
      staffEmail: r.staff_email,
      staffRoles: r.staff_roles,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before,
      after: r.after,
      ip: r.ip,
    })),
  };
}

const CSV_COLUMNS = [
  "id",
  "at",
  "staffId",
  "staffEmail",
  "staffRoles",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "ip",
] as const;

/**
 * RFC 4180 CSV of audit rows. A cell starting with = + - @ or a tab is prefixed with ' so a
 * spreadsheet does not run it as a formula (OWASP "CSV injection").
 */
export function auditCsv(rows: readonly AuditRow[]): string {
  return toCsv(CSV_COLUMNS, rows);
}

/** Any back-office list as RFC 4180 CSV, with the same formula guard as the audit trail. */
export function toCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const cell = (value: unknown): string => {
    let text =
      value === null || value === undefined
        ? ""
        : Array.isArray(value)
          ? value.join(" ")
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.join(",")];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
