/**
 * Responsible-gaming limit types (spec 000 §3 "Responsible-gaming limit type codes", §9; spec 001 §3
 * "Limit", §9 "Limit types"): ids, groups, windows, measures, the values a player may choose, and the
 * Limit entity the limits service answers with. Pure data.
 *
 * Units: `limitValue` is in the limit's measure — whole currency units of the player's active account
 * for money limits (999999999 = no limit), hours for the session limit (−1 = not set), minutes for the
 * reality check (−1 = not set), days for self-exclusion and time-out. Times in the entity are seconds.
 */
import type { Money } from "../betting/money.ts";

export const LimitType = {
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  sessionTime: 31,
  realityCheck: 32,
  timeout: 33,
  selfExcludedMarker: 37,
} as const;

export type LimitTypeId = (typeof LimitType)[keyof typeof LimitType];

export const LIMIT_TYPE_IDS: readonly LimitTypeId[] = Object.values(LimitType);

export function isLimitTypeId(value: unknown): value is LimitTypeId {
  return typeof value === "number" && (LIMIT_TYPE_IDS as readonly number[]).includes(value);
}

export type LimitGroup =
  | "deposit"
  | "wagering"
  | "loss"
  | "session"
  | "realityCheck"
  | "timeout"
  | "selfExclusion"
  | "selfExcludedMarker";

/** What `limitValue` counts: currency units, hours, minutes, days; the marker 37 has no value. */
export type LimitMeasure = "currency" | "hours" | "minutes" | "days" | "none";

/** The three rolling windows of the money limits, in seconds. */
export const DAY_SECONDS = 86_400;
export const WEEK_SECONDS = 604_800; // 7 × 86400
export const MONTH_SECONDS = 2_592_000; // 30 × 86400
export type WindowSeconds = typeof DAY_SECONDS | typeof WEEK_SECONDS | typeof MONTH_SECONDS;
export const WINDOWS: readonly WindowSeconds[] = [DAY_SECONDS, WEEK_SECONDS, MONTH_SECONDS];

/** The money limits' "no limit" value (spec 000 §3, §9). */
export const NO_LIMIT = 999_999_999;
/** "Not set" for the session limit (spec 000 §9) and, by our choice, for the reality check. */
export const NOT_SET = -1;

/** A looser value waits this long before the player may confirm it (spec 001 §4: start + 86400 s). */
export const COOLING_OFF_SECONDS = DAY_SECONDS;
/**
 * Our choice (the spec is silent): a pending change must be confirmed within 7 days after its 24 h,
 * else it lapses — the player confirms a decision made at least a day earlier, not a week-old one.
 */
export const CONFIRM_WINDOW_SECONDS = 7 * DAY_SECONDS;
/** After a self-exclusion ends the account reopens 24 h after the player's positive action. */
export const REOPEN_COOLING_OFF_SECONDS = DAY_SECONDS;

export interface LimitTypeInfo {
  readonly limitType: LimitTypeId;
  readonly group: LimitGroup;
  readonly measure: LimitMeasure;
  /** The rolling window of a money limit; null for the others. */
  readonly window: WindowSeconds | null;
  /** The values a player may choose; empty for money limits, which take any whole amount. */
  readonly availableValues: readonly number[];
  /** The value that means "no limit" / "not set"; null where a limit cannot be removed. */
  readonly noLimitValue: number | null;
}

const SESSION_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
/** Spec 000 §9 lists 360 (or 365) … 1800 (1825); the issue fixes the calendar-year values. */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825] as const;
export const TIMEOUT_DAYS = [1, 7, 30] as const;
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;

function money(limitType: LimitTypeId, group: LimitGroup, window: WindowSeconds): LimitTypeInfo {
  return { limitType, group, measure: "currency", window, availableValues: [], noLimitValue: NO_LIMIT };
}

export const LIMIT_TYPES: Readonly<Record<LimitTypeId, LimitTypeInfo>> = {
  1: money(1, "wagering", DAY_SECONDS),
  2: money(2, "wagering", WEEK_SECONDS),
  3: money(3, "wagering", MONTH_SECONDS),
  10: money(10, "loss", DAY_SECONDS),
  11: money(11, "loss", WEEK_SECONDS),
  12: money(12, "loss", MONTH_SECONDS),
  20: money(20, "deposit", DAY_SECONDS),
  21: money(21, "deposit", WEEK_SECONDS),
  22: money(22, "deposit", MONTH_SECONDS),
  30: {
    limitType: 30,
    group: "selfExclusion",
    measure: "days",
    window: null,
    availableValues: SELF_EXCLUSION_DAYS,
    noLimitValue: null,
  },
  31: {
    limitType: 31,
    group: "session",
    measure: "hours",
    window: null,
    availableValues: [...SESSION_HOURS, NOT_SET],
    noLimitValue: NOT_SET,
  },
  32: {
    limitType: 32,
    group: "realityCheck",
    measure: "minutes",
    window: null,
    availableValues: [...REALITY_CHECK_MINUTES, NOT_SET],
    noLimitValue: NOT_SET,
  },
  33: {
    limitType: 33,
    group: "timeout",
    measure: "days",
    window: null,
    availableValues: TIMEOUT_DAYS,
    noLimitValue: null,
  },
  37: {
    limitType: 37,
    group: "selfExcludedMarker",
    measure: "none",
    window: null,
    availableValues: [],
    noLimitValue: null,
  },
};

export function limitTypeInfo(limitType: LimitTypeId): LimitTypeInfo {
  return LIMIT_TYPES[limitType];
}

export function typesOfGroup(group: LimitGroup): readonly LimitTypeId[] {
  return LIMIT_TYPE_IDS.filter((id) => LIMIT_TYPES[id].group === group);
}

/** Money limits: deposit, wagering and loss. */
export function isMoneyLimit(limitType: LimitTypeId): boolean {
  return LIMIT_TYPES[limitType].measure === "currency";
}

/** Self-exclusion and time-out: durations that start at once and can only be extended. */
export function isDurationLimit(limitType: LimitTypeId): boolean {
  return limitType === LimitType.selfExclusion || limitType === LimitType.timeout;
}

/**
 * Whether a player may choose `value` for this type. Money: a whole number of currency units from 1
 * to 999 999 998, or 999 999 999 for no limit (our choice: 0 is refused — a player who wants no
 * deposits at all takes a time-out). Others: one of `availableValues`. `offered` narrows the choice to
 * what the site config offers (e.g. a UK site offers self-exclusion from 180 days, LCCP 3.5).
 */
export function isAllowedValue(limitType: LimitTypeId, value: number, offered?: readonly number[]): boolean {
  if (!Number.isSafeInteger(value)) return false;
  const info = LIMIT_TYPES[limitType];
  if (info.measure === "none") return false;
  if (offered && !offered.includes(value)) return false;
  if (info.measure === "currency") return value >= 1 && value <= NO_LIMIT;
  return info.availableValues.includes(value);
}

/** Whether a value is the type's "no limit" / "not set" value. */
export function isNoLimit(limitType: LimitTypeId, value: number): boolean {
  return LIMIT_TYPES[limitType].noLimitValue === value;
}

/**
 * Only the ids the site config makes available are loaded and offered (spec 001 §4). Keeps the
 * config's order, drops unknown ids and duplicates.
 */
export function availableLimitTypes(configured: readonly number[]): LimitTypeId[] {
  const out: LimitTypeId[] = [];
  for (const id of configured) if (isLimitTypeId(id) && !out.includes(id)) out.push(id);
  return out;
}

/** A money limit's value in minor units of the account's currency; null for "no limit". */
export function limitInMinorUnits(limitValue: number, minorUnitDigits: number): Money | null {
  if (limitValue === NO_LIMIT) return null;
  if (!Number.isSafeInteger(limitValue) || limitValue < 0) {
    throw new RangeError(`limitInMinorUnits: ${limitValue} is not a whole amount`);
  }
  return (BigInt(limitValue) * 10n ** BigInt(minorUnitDigits)) as Money;
}

/** Spec 001 §3 "Limit": limitState. */
export type LimitStateName = "PENDING" | "ACTIVE" | "INACTIVE";

/** Spec 001 §3 "Limit": the entity the limits service answers with. */
export interface Limit {
  readonly limitType: LimitTypeId;
  readonly limitState: LimitStateName;
  /** In the measure (see the file comment). */
  readonly limitValue: number;
  /** Money limits: what is left in the window, in whole currency units (rounded down); else null. */
  readonly limitBalance: number | null;
  /** A pending change whose 24 h have passed: it waits for the player's confirmation. */
  readonly needApprove: boolean;
  /** Seconds. */
  readonly startedAt: number;
  /** Seconds: the end of a duration, the confirmation deadline of a pending change, else null. */
  readonly endsAt: number | null;
  readonly availableValues: readonly number[];
  readonly measure: LimitMeasure;
  /** A translation key; the service translates it. */
  readonly label: string;
  /** Each offered value (as a string key) → the translation key of its option label. */
  readonly optionsMap: Readonly<Record<string, string>>;
}

/** Option duration in days = (endsAt − startedAt) / 86400 (spec 001 §4), rounded to whole days. */
export function optionDays(startedAt: number, endsAt: number): number {
  return Math.round((endsAt - startedAt) / DAY_SECONDS);
}
