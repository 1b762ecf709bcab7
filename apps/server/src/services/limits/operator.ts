/**
 * What the operator's command shows about a player (until the back office exists): who, what the
 * player may do now, the limits in force, pending changes, the history of changes, the register's
 * answers. Read-only.
 */
import type { Db } from "@parlay/db";
import { findUsersByLogin } from "@parlay/db/players";
import { isLimitTypeId, LIMIT_TYPES, pendingHoursLeft } from "@parlay/domain/limits";
import { limitsConfigOf } from "./config.ts";
import { playerEntities } from "./entities.ts";
import { limitHistory, limitsInForce, settingOf, settingRows, toSeconds } from "./store.ts";
import { limitLabel } from "./texts.ts";

const iso = (seconds: number | null) => (seconds === null ? "—" : new Date(seconds * 1000).toISOString());

function valueText(limitType: number, value: number | null, currency: string | null): string {
  if (value === null) return "—";
  if (!isLimitTypeId(limitType)) return String(value);
  const info = LIMIT_TYPES[limitType];
  if (info.noLimitValue === value) return info.measure === "currency" ? "no limit" : "not set";
  switch (info.measure) {
    case "currency":
      return `${value} ${currency ?? ""}`.trim();
    case "none":
      return String(value);
    default:
      return `${value} ${info.measure}`;
  }
}

export interface PlayerReport {
  found: number;
  text: string;
}

/** The report of every player matching `login` (account number, e-mail or user name). */
export async function limitsReport(db: Db, login: string, now: Date): Promise<PlayerReport> {
  const users = await findUsersByLogin(db, login);
  if (users.length === 0) return { found: 0, text: `No player matches "${login}".\n` };
  const out: string[] = [];
  for (const user of users) {
    const nowS = toSeconds(now);
    const state = await limitsInForce(db, user.id, now);
    const rows = await settingRows(db, user.id);
    out.push(
      `Player ${user.id} (site ${user.group_id}) ${user.email ?? ""} ${user.user_name ?? ""}`.trimEnd(),
    );
    const r = state.restrictions;
    out.push(
      `  Status: ${r.status}${r.until ? ` until ${iso(r.until)}` : ""} — bet ${r.bet ? "yes" : "no"}, deposit ${
        r.deposit ? "yes" : "no"
      }, withdraw yes, sign-in ${r.login ? "yes" : "no"}`,
    );
    const entities = await playerEntities(
      db,
      user.id,
      limitsConfigOf({ availableLimits: [...Object.keys(LIMIT_TYPES).map(Number)] }),
      "en",
      now,
    );
    out.push("  In force:");
    const active = entities.filter((e) => e.limitState === "ACTIVE");
    if (active.length === 0) out.push("    none");
    for (const e of active) {
      const row = rows.find((x) => x.limit_type === e.limitType);
      out.push(
        `    ${e.limitType} ${limitLabel("en", e.limitType)}: ${valueText(e.limitType, e.limitValue, row?.currency ?? null)} since ${iso(
          e.startedAt,
        )}${e.endsAt ? ` until ${iso(e.endsAt)}` : ""}`,
      );
    }
    out.push("  Pending:");
    let pending = 0;
    for (const row of rows) {
      const s = settingOf(row);
      if (!s?.pending) continue;
      pending++;
      const p = s.pending;
      const state =
        nowS >= p.lapsesAt
          ? "lapsed"
          : nowS >= p.confirmableAt
            ? "confirmable"
            : `${pendingHoursLeft(p, nowS)} h left`;
      out.push(
        `    ${row.limit_type} ${limitLabel("en", s.limitType)}: ${valueText(row.limit_type, p.value, row.pending_currency)} asked ${iso(
          p.requestedAt,
        )}, confirmable ${iso(p.confirmableAt)}, lapses ${iso(p.lapsesAt)} (${state})`,
      );
    }
    if (pending === 0) out.push("    none");
    out.push("  History:");
    const history = await limitHistory(db, user.id);
    if (history.length === 0) out.push("    none");
    for (const e of history) {
      const type = e.limit_type === null ? "" : ` ${e.limit_type}`;
      const value = e.value === null ? "" : ` ${valueText(e.limit_type ?? 0, e.value, e.currency)}`;
      const ends = e.ends_at ? ` until ${e.ends_at.toISOString()}` : "";
      const reasons =
        Array.isArray(e.reason_ids) && e.reason_ids.length > 0 ? ` reasons ${e.reason_ids.join(",")}` : "";
      out.push(`    ${e.at.toISOString()} ${e.action}${type}${value}${ends} by ${e.actor}${reasons}`);
    }
    const checks = await db
      .selectFrom("limit_register_check")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("at", "desc")
      .limit(5)
      .execute();
    if (checks.length > 0) {
      out.push("  Register checks (latest first):");
      for (const c of checks)
        out.push(
          `    ${c.at.toISOString()} ${c.purpose} ${c.exclusion ?? "unavailable"} ${c.unique_id ?? ""}`.trimEnd(),
        );
    }
    out.push("");
  }
  return { found: users.length, text: `${out.join("\n")}\n` };
}
