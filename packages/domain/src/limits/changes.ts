/**
 * The state machine of one limit type for one player (spec 001 §4 "Limits"; UKGC RTS 12; LCCP 3.5).
 *
 * - **Stricter takes effect at once; looser waits.** A stricter value is appended to the history
 *   and applies immediately; it also drops any pending change (so a loosening requested before a
 *   tightening can never be confirmed within 24 h of the tightening).
 * - A looser value (an increase, or removal: 999999999 / −1) becomes a pending change: it cannot be
 *   confirmed before requestedAt + 86400 s, must be confirmed by the player within 7 days after that,
 *   else it lapses. A new request replaces the pending change and restarts its 24 h.
 * - A request for the value in force withdraws a pending change and changes nothing else.
 * - Self-exclusion (30) and time-out (33) are durations that start at once (now + days × 86400 s);
 *   a request that would end earlier than the one in force is refused (they can only be extended).
 * - Times are seconds. `now` must not go backwards against the setting's own history (RangeError):
 *   the service passes its database clock.
 */
import {
  CONFIRM_WINDOW_SECONDS,
  COOLING_OFF_SECONDS,
  DAY_SECONDS,
  isAllowedValue,
  isDurationLimit,
  isNoLimit,
  type LimitTypeId,
} from "./types.ts";

/** A value that took effect at `at` (seconds); durations carry their end. */
export interface AppliedValue {
  readonly value: number;
  readonly at: number;
  /** Self-exclusion and time-out: when they end (seconds); null for the other types. */
  readonly endsAt: number | null;
}

export interface PendingChange {
  readonly value: number;
  readonly requestedAt: number;
  /** requestedAt + 86400: the player may confirm from here (the spec's approval deadline). */
  readonly confirmableAt: number;
  /** confirmableAt + 7 days: not confirmed by then, the change lapses. */
  readonly lapsesAt: number;
}

/** One limit type of one player: the values that applied, in order, and at most one pending change. */
export interface LimitSetting {
  readonly limitType: LimitTypeId;
  readonly history: readonly AppliedValue[];
  readonly pending: PendingChange | null;
}

export function emptySetting(limitType: LimitTypeId): LimitSetting {
  return { limitType, history: [], pending: null };
}

export type ChangeDirection = "stricter" | "same" | "looser";

export type ChangeRefusal =
  /** Not one of the type's values (or not offered by the site config). */
  | "LIMIT_VALUE_NOT_ALLOWED"
  /** Self-exclusion or time-out would end earlier than the one in force. */
  | "LIMIT_CANNOT_SHORTEN"
  | "LIMIT_NO_PENDING_CHANGE"
  /** The 24 h of the pending change have not passed yet. */
  | "LIMIT_PENDING_NOT_CONFIRMABLE_YET"
  /** The pending change was not confirmed within its 7 days; it is dropped. */
  | "LIMIT_PENDING_LAPSED";

export type ChangeOutcome =
  | { readonly kind: "applied"; readonly direction: ChangeDirection; readonly setting: LimitSetting }
  | { readonly kind: "pending"; readonly pending: PendingChange; readonly setting: LimitSetting }
  | { readonly kind: "cancelled"; readonly setting: LimitSetting }
  | { readonly kind: "refused"; readonly reason: ChangeRefusal; readonly setting: LimitSetting };

function lastOf<T>(list: readonly T[]): T | null {
  return list.length === 0 ? null : (list[list.length - 1] as T);
}

function assertTime(setting: LimitSetting, now: number): void {
  if (!Number.isSafeInteger(now)) throw new RangeError(`limits: now ${now} is not whole seconds`);
  const last = lastOf(setting.history);
  const latest = Math.max(last?.at ?? -Infinity, setting.pending?.requestedAt ?? -Infinity);
  if (now < latest) throw new RangeError(`limits: now ${now} is before the setting's last change ${latest}`);
}

/**
 * The value in force at `now`: the last applied value with `at ≤ now` (a later entry at the same
 * second wins); a duration only while `now < endsAt`. Null when nothing is in force, when the value in
 * force is the type's "no limit" / "not set" value, or when a duration has ended.
 */
export function effectiveLimit(
  setting: Pick<LimitSetting, "limitType" | "history">,
  now: number,
): AppliedValue | null {
  let found: AppliedValue | null = null;
  for (const entry of setting.history) if (entry.at <= now) found = entry;
  if (!found) return null;
  if (isNoLimit(setting.limitType, found.value)) return null;
  if (found.endsAt !== null && now >= found.endsAt) return null;
  return found;
}

/** The value in force (see effectiveLimit), or null for none. */
export function effectiveValue(
  setting: Pick<LimitSetting, "limitType" | "history">,
  now: number,
): number | null {
  return effectiveLimit(setting, now)?.value ?? null;
}

/**
 * Whether value `a` is at least as strict as `b` for a value-type limit (money, session hours,
 * reality-check minutes): lower is stricter, null (no limit / not set) is the loosest.
 */
export function atLeastAsStrict(a: number | null, b: number | null): boolean {
  if (b === null) return true;
  if (a === null) return false;
  return a <= b;
}

function normalise(limitType: LimitTypeId, value: number): number | null {
  return isNoLimit(limitType, value) ? null : value;
}

/**
 * How `requested` compares with what is in force at `now`. Durations compare their end: a later end
 * is stricter (nothing in force counts as ending now). Others compare values (see atLeastAsStrict).
 */
export function classifyChange(setting: LimitSetting, requested: number, now: number): ChangeDirection {
  const current = effectiveLimit(setting, now);
  if (isDurationLimit(setting.limitType)) {
    const currentEnd = current?.endsAt ?? now;
    const requestedEnd = now + requested * DAY_SECONDS;
    return requestedEnd > currentEnd ? "stricter" : requestedEnd === currentEnd ? "same" : "looser";
  }
  const a = normalise(setting.limitType, requested);
  const b = current?.value ?? null;
  if (a === b) return "same";
  return atLeastAsStrict(a, b) ? "stricter" : "looser";
}

/** The player asks for `requested` (in the type's measure) at `now`. */
export function requestChange(
  setting: LimitSetting,
  requested: number,
  now: number,
  offered?: readonly number[],
): ChangeOutcome {
  assertTime(setting, now);
  if (!isAllowedValue(setting.limitType, requested, offered)) {
    return { kind: "refused", reason: "LIMIT_VALUE_NOT_ALLOWED", setting };
  }
  const direction = classifyChange(setting, requested, now);
  if (isDurationLimit(setting.limitType)) {
    if (direction === "looser") return { kind: "refused", reason: "LIMIT_CANNOT_SHORTEN", setting };
    if (direction === "same") return { kind: "applied", direction, setting };
    const entry = { value: requested, at: now, endsAt: now + requested * DAY_SECONDS };
    return {
      kind: "applied",
      direction,
      setting: { ...setting, history: [...setting.history, entry], pending: null },
    };
  }
  if (direction === "same") return { kind: "applied", direction, setting: { ...setting, pending: null } };
  if (direction === "stricter") {
    const entry = { value: requested, at: now, endsAt: null };
    return {
      kind: "applied",
      direction,
      setting: { ...setting, history: [...setting.history, entry], pending: null },
    };
  }
  const confirmableAt = now + COOLING_OFF_SECONDS;
  const pending: PendingChange = {
    value: requested,
    requestedAt: now,
    confirmableAt,
    lapsesAt: confirmableAt + CONFIRM_WINDOW_SECONDS,
  };
  return { kind: "pending", pending, setting: { ...setting, pending } };
}

export type PendingStatus = "waiting" | "confirmable" | "lapsed";

/** waiting: `now < confirmableAt`; confirmable: `confirmableAt ≤ now < lapsesAt`; lapsed: after. */
export function pendingStatus(pending: PendingChange, now: number): PendingStatus {
  if (now < pending.confirmableAt) return "waiting";
  return now < pending.lapsesAt ? "confirmable" : "lapsed";
}

/** The player confirms the pending change: only while it is confirmable. */
export function confirmPending(setting: LimitSetting, now: number): ChangeOutcome {
  assertTime(setting, now);
  const pending = setting.pending;
  if (!pending) return { kind: "refused", reason: "LIMIT_NO_PENDING_CHANGE", setting };
  const status = pendingStatus(pending, now);
  if (status === "waiting") return { kind: "refused", reason: "LIMIT_PENDING_NOT_CONFIRMABLE_YET", setting };
  if (status === "lapsed") {
    return { kind: "refused", reason: "LIMIT_PENDING_LAPSED", setting: { ...setting, pending: null } };
  }
  const entry = { value: pending.value, at: now, endsAt: null };
  return {
    kind: "applied",
    direction: "looser",
    setting: { ...setting, history: [...setting.history, entry], pending: null },
  };
}

/** The player cancels the pending change (any time before it lapses; a lapsed one is gone anyway). */
export function cancelPending(setting: LimitSetting, now: number): ChangeOutcome {
  assertTime(setting, now);
  if (!setting.pending) return { kind: "refused", reason: "LIMIT_NO_PENDING_CHANGE", setting };
  return { kind: "cancelled", setting: { ...setting, pending: null } };
}

/** Housekeeping: drops a pending change whose confirmation window has passed. */
export function lapse(setting: LimitSetting, now: number): LimitSetting {
  if (setting.pending && pendingStatus(setting.pending, now) === "lapsed")
    return { ...setting, pending: null };
  return setting;
}

/** Hours left before a pending change may be confirmed, rounded up; 0 once confirmable. */
export function pendingHoursLeft(pending: PendingChange, now: number): number {
  return Math.max(0, Math.ceil((pending.confirmableAt - now) / 3600));
}
