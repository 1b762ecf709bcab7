/**
 * The limits service's tables (packages/db/src/limits): reading a player's settings, the read path
 * the money enforcement uses (`limitsInForce`), and the writes of the change flow. Times in the
 * domain rules are seconds; the tables keep timestamptz.
 */

import type { Database, Db } from "@parlay/db";
import type { LimitEventAction, LimitEventActor, LimitSettingTable } from "@parlay/db/limits";
import type { Money } from "@parlay/domain/betting";
import {
  type AppliedValue,
  effectiveLimit,
  isLimitTypeId,
  LIMIT_TYPES,
  type LimitGroup,
  type LimitSetting,
  LimitType,
  type LimitTypeId,
  limitInMinorUnits,
  type PendingChange,
  type Restrictions,
  restrictions,
} from "@parlay/domain/limits";
import { walletCurrency } from "@parlay/domain/wallet";
import type { Kysely, Selectable, Transaction } from "kysely";
import { notifyPlayer } from "../support/index.ts";

/** A database handle or a transaction on it. */
export type Executor = Db | Transaction<Database> | Kysely<Database>;

export type SettingRow = Selectable<LimitSettingTable>;

/** Seconds since the epoch (the domain's unit). */
export const toSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
export const fromSeconds = (s: number): Date => new Date(s * 1000);
const secondsOrNull = (d: Date | null): number | null => (d ? toSeconds(d) : null);

/** A row as the domain's LimitSetting: the value in force as a one-entry history, and the pending change. */
export function settingOf(row: SettingRow): LimitSetting | null {
  if (!isLimitTypeId(row.limit_type)) return null;
  const history: AppliedValue[] =
    row.value !== null && row.applied_at
      ? [{ value: row.value, at: toSeconds(row.applied_at), endsAt: secondsOrNull(row.ends_at) }]
      : [];
  const pending: PendingChange | null =
    row.pending_value !== null &&
    row.pending_requested_at &&
    row.pending_confirmable_at &&
    row.pending_lapses_at
      ? {
          value: row.pending_value,
          requestedAt: toSeconds(row.pending_requested_at),
          confirmableAt: toSeconds(row.pending_confirmable_at),
          lapsesAt: toSeconds(row.pending_lapses_at),
        }
      : null;
  return { limitType: row.limit_type, history, pending };
}

/** Every setting row of a player: one index lookup on the primary key (user_id, limit_type). */
export async function settingRows(db: Executor, userId: bigint): Promise<SettingRow[]> {
  return db.selectFrom("limit_setting").selectAll().where("user_id", "=", userId).execute();
}

/** A money limit (1–3 wagering, 10–12 loss, 20–22 deposit) in force. */
export interface MoneyLimitInForce {
  readonly limitType: LimitTypeId;
  readonly group: Extract<LimitGroup, "deposit" | "wagering" | "loss">;
  /** The rolling window, seconds (86400, 604800, 2592000). */
  readonly windowSeconds: number;
  /** As the player set it: whole currency units. */
  readonly limitValue: number;
  /** ISO 4217: the player's active account's currency when the value was set. */
  readonly currency: string;
  /** The limit in minor units of `currency`. */
  readonly limit: Money;
  /** When this value took effect. */
  readonly since: Date;
}

/** What the money enforcement needs to know about a player at `now` (see index.ts). */
export interface LimitsInForce {
  readonly userId: bigint;
  readonly now: Date;
  /** Deposit, wagering and loss limits in force, in type order; "no limit" values are left out. */
  readonly money: readonly MoneyLimitInForce[];
  /** The session limit (31) in hours, or null when not set. */
  readonly sessionHours: number | null;
  /** The reality-check interval (32) in minutes, or null when not set. */
  readonly realityCheckMinutes: number | null;
  /** A time-out (33) is in force. */
  readonly timedOut: boolean;
  /** Self-excluded: a self-exclusion (30) in force, or the marker 37 (e.g. the national register). */
  readonly selfExcluded: boolean;
  /**
   * What the player may do (domain `restrictions`): `deposit` and `bet` are false while timed out,
   * self-excluded, after a self-exclusion until the player asks to reopen, and during the 24 h
   * cooling-off after asking; `code` is the catalogue code to refuse with.
   */
  readonly restrictions: Restrictions;
  /** The domain settings (value in force and pending change), for `checkDeposit` / `checkStake`. */
  readonly settings: readonly LimitSetting[];
  /** The player's positive action to reopen after a self-exclusion (seconds), for the domain checks. */
  readonly reopenRequestedAt: number | null;
}

/** The minor-unit digits of a currency (2 when the wallet does not know it). */
export function minorUnitDigits(currency: string): number {
  return walletCurrency(currency)?.minorUnit ?? 2;
}

/** Builds LimitsInForce from a player's rows (pure; `limitsInForce` reads the rows). */
export function inForceOf(userId: bigint, rows: readonly SettingRow[], now: Date): LimitsInForce {
  const nowS = toSeconds(now);
  const settings: LimitSetting[] = [];
  let reopenRequestedAt: number | null = null;
  const money: MoneyLimitInForce[] = [];
  let sessionHours: number | null = null;
  let realityCheckMinutes: number | null = null;
  for (const row of [...rows].sort((a, b) => a.limit_type - b.limit_type)) {
    const setting = settingOf(row);
    if (!setting) continue;
    settings.push(setting);
    if (setting.limitType === LimitType.selfExclusion)
      reopenRequestedAt = secondsOrNull(row.reopen_requested_at);
    const inForce = effectiveLimit(setting, nowS);
    if (!inForce) continue;
    const info = LIMIT_TYPES[setting.limitType];
    if (info.measure === "currency" && info.window !== null && row.currency) {
      const limit = limitInMinorUnits(inForce.value, minorUnitDigits(row.currency));
      if (limit === null) continue;
      money.push({
        limitType: setting.limitType,
        group: info.group as MoneyLimitInForce["group"],
        windowSeconds: info.window,
        limitValue: inForce.value,
        currency: row.currency,
        limit,
        since: fromSeconds(inForce.at),
      });
    } else if (setting.limitType === LimitType.sessionTime) {
      sessionHours = inForce.value;
    } else if (setting.limitType === LimitType.realityCheck) {
      realityCheckMinutes = inForce.value;
    }
  }
  const r = restrictions(settings, nowS, reopenRequestedAt);
  return {
    userId,
    now,
    money,
    sessionHours,
    realityCheckMinutes,
    timedOut: r.status === "TIMED_OUT",
    selfExcluded: r.status === "SELF_EXCLUDED",
    restrictions: r,
    settings,
    reopenRequestedAt,
  };
}

/**
 * The player's limit settings in force at `now`, read inside the caller's transaction with one
 * indexed query (the primary key of limit_setting). See index.ts for how enforcement uses it.
 */
export async function limitsInForce(trx: Executor, userId: bigint, now: Date): Promise<LimitsInForce> {
  return inForceOf(userId, await settingRows(trx, userId), now);
}

/**
 * Locks a player's rows of the given types for a change (creating empty rows first), so two
 * changes of one player's limits are serialised. Answers the rows after the lock.
 */
export async function lockSettings(
  trx: Transaction<Database>,
  userId: bigint,
  types: readonly LimitTypeId[],
  now: Date,
): Promise<Map<LimitTypeId, SettingRow>> {
  if (types.length > 0) {
    await trx
      .insertInto("limit_setting")
      .values(types.map((limit_type) => ({ user_id: userId, limit_type, updated_at: now })))
      .onConflict((oc) => oc.columns(["user_id", "limit_type"]).doNothing())
      .execute();
  }
  const rows =
    types.length === 0
      ? []
      : await trx
          .selectFrom("limit_setting")
          .selectAll()
          .where("user_id", "=", userId)
          .where("limit_type", "in", [...types])
          .orderBy("limit_type")
          .forUpdate()
          .execute();
  return new Map(
    rows.filter((r) => isLimitTypeId(r.limit_type)).map((r) => [r.limit_type as LimitTypeId, r]),
  );
}

/** Writes a setting back: the value in force (last history entry) and the pending change. */
export async function saveSetting(
  trx: Transaction<Database>,
  userId: bigint,
  setting: LimitSetting,
  currency: { value: string | null; pending: string | null },
  now: Date,
): Promise<void> {
  const last = setting.history.at(-1) ?? null;
  const p = setting.pending;
  await trx
    .updateTable("limit_setting")
    .set({
      value: last?.value ?? null,
      applied_at: last ? fromSeconds(last.at) : null,
      ends_at: last?.endsAt != null ? fromSeconds(last.endsAt) : null,
      currency: last ? currency.value : null,
      pending_value: p?.value ?? null,
      pending_currency: p ? currency.pending : null,
      pending_requested_at: p ? fromSeconds(p.requestedAt) : null,
      pending_confirmable_at: p ? fromSeconds(p.confirmableAt) : null,
      pending_lapses_at: p ? fromSeconds(p.lapsesAt) : null,
      updated_at: now,
    })
    .where("user_id", "=", userId)
    .where("limit_type", "=", setting.limitType)
    .execute();
}

export interface LimitEventInput {
  userId: bigint;
  limitType: LimitTypeId | null;
  action: LimitEventAction;
  actor: LimitEventActor;
  at: Date;
  value?: number | null;
  currency?: string | null;
  endsAt?: Date | null;
  reasonIds?: readonly number[];
  detail?: Record<string, unknown>;
}

/** Appends to the history (the audit trail of every change). */
export async function recordEvent(db: Executor, e: LimitEventInput): Promise<void> {
  await db
    .insertInto("limit_event")
    .values({
      user_id: e.userId,
      limit_type: e.limitType,
      action: e.action,
      actor: e.actor,
      at: e.at,
      value: e.value ?? null,
      currency: e.currency ?? null,
      ends_at: e.endsAt ?? null,
      reason_ids: JSON.stringify(e.reasonIds ?? []),
      detail: JSON.stringify(e.detail ?? {}),
    })
    .execute();
  // The player's inbox hears of every change of a limit (set, requested, confirmed, cancelled) in
  // the same transaction.
  if (e.limitType !== null && e.action in LIMIT_CHANGE_MESSAGES) {
    await notifyPlayer(db, e.userId, "limit_changed", {
      limitType: String(e.limitType),
      change: e.action,
      ...(e.value != null ? { value: String(e.value) } : {}),
    });
  }
}

/** The limit events a player is told about (the `change` parameter of their message). */
const LIMIT_CHANGE_MESSAGES: Record<string, true> = {
  applied: true,
  requested: true,
  confirmed: true,
  cancelled: true,
};

export type LimitEventRow = Selectable<Database["limit_event"]>;

/** A player's history, oldest first. */
export async function limitHistory(db: Executor, userId: bigint, limit = 500): Promise<LimitEventRow[]> {
  const rows = await db
    .selectFrom("limit_event")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}
