import {
  isLimitTypeId,
  LIMIT_TYPES,
  type Limit,
  LimitType,
  type LimitTypeId,
  NO_LIMIT,
  NOT_SET,
} from "@parlay/domain/limits";
import { displayAmount } from "@parlay/i18n/amount";
import { type PluralText, plural } from "@parlay/i18n/messages";
import type { ResponsibleTexts, ShownGroup } from "../i18n/responsible-types.ts";
import { normaliseAmountInput } from "../money.ts";

/**
 * The Responsible page's reading of the limits service (spec 001 §3 "Limit", "Limit field", §4
 * "Limits"): pure, so the tests hold it without a browser.
 */

/** One limit on the page: what the site offers for it, the value in force, the pending change. */
export interface LimitRow {
  limitType: LimitTypeId;
  group: ShownGroup;
  /** The values the player may choose (empty for money limits: any whole amount). */
  values: readonly number[];
  /** ACTIVE, or INACTIVE when nothing is in force; null when the service sent nothing for it. */
  current: Limit | null;
  /** PENDING: a looser change waiting its 24 h, then the player's confirmation. */
  pending: Limit | null;
}

export const GROUP_ORDER: readonly ShownGroup[] = [
  "deposit",
  "wagering",
  "loss",
  "session",
  "realityCheck",
  "timeout",
  "selfExclusion",
];

/** `availablelimits` answers Limit entities or bare ids; only these types are shown (001 §4). */
export function availableTypes(available: readonly (Limit | number)[]): Map<LimitTypeId, readonly number[]> {
  const out = new Map<LimitTypeId, readonly number[]>();
  for (const item of available) {
    const id = typeof item === "number" ? item : item.limitType;
    if (!isLimitTypeId(id) || id === LimitType.selfExcludedMarker || out.has(id)) continue;
    const offered = typeof item === "number" ? null : item.availableValues;
    out.set(id, offered && offered.length > 0 ? offered : LIMIT_TYPES[id].availableValues);
  }
  return out;
}

export function limitRows(available: readonly (Limit | number)[], limits: readonly Limit[]): LimitRow[] {
  const rows: LimitRow[] = [];
  for (const [limitType, values] of availableTypes(available)) {
    const mine = limits.filter((l) => l.limitType === limitType);
    rows.push({
      limitType,
      group: LIMIT_TYPES[limitType].group as ShownGroup,
      values,
      current: mine.find((l) => l.limitState !== "PENDING") ?? null,
      pending: mine.find((l) => l.limitState === "PENDING") ?? null,
    });
  }
  return rows.sort(
    (a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.limitType - b.limitType,
  );
}

/**
 * Self-excluded (001 §4): limit 37 ACTIVE, or a self-exclusion (30) still running. It disables the
 * page's limits section.
 */
export function isSelfExcluded(limits: readonly Limit[], nowSeconds: number): boolean {
  return limits.some(
    (l) =>
      l.limitState === "ACTIVE" &&
      (l.limitType === LimitType.selfExcludedMarker ||
        (l.limitType === LimitType.selfExclusion && (l.endsAt === null || l.endsAt > nowSeconds))),
  );
}

/** The value in force, or null when the limit is not set ("no limit", "not set", inactive, over). */
export function valueInForce(row: LimitRow, nowSeconds: number): number | null {
  const c = row.current;
  if (c?.limitState !== "ACTIVE") return null;
  if (c.limitValue === NO_LIMIT || c.limitValue === NOT_SET) return null;
  if (
    c.endsAt !== null &&
    (row.group === "timeout" || row.group === "selfExclusion") &&
    c.endsAt <= nowSeconds
  )
    return null;
  return c.limitValue;
}

/** Hours until a pending change can be confirmed: ⌈(endsAt − now) / 3600⌉, never below 0 (001 §4). */
export function hoursLeft(pending: Limit, nowSeconds: number): number {
  if (pending.endsAt === null) return 0;
  return Math.max(0, Math.ceil((pending.endsAt - nowSeconds) / 3600));
}

/** A count in words: the language's plural rules pick the form. */
export function countText(text: PluralText, count: number, lang: string): string {
  return plural(lang, count, text, { count: displayAmount(String(count), lang) });
}

/** A limit's value for people: money with its currency, hours, minutes, days, or "no limit" / "not set". */
export function valueText(
  limitType: LimitTypeId,
  value: number,
  t: ResponsibleTexts,
  lang: string,
  currency: string,
): string {
  const info = LIMIT_TYPES[limitType];
  if (info.noLimitValue !== null && value === info.noLimitValue)
    return info.measure === "currency" ? t.noLimit : t.notSet;
  switch (info.measure) {
    case "currency":
      return `${displayAmount(String(value), lang)}${currency ? ` ${currency}` : ""}`;
    case "hours":
      return countText(t.hours, value, lang);
    case "minutes":
      return countText(t.minutes, value, lang);
    case "days":
      return countText(t.days, value, lang);
    default:
      return String(value);
  }
}

/** What a player typed as a money limit: a whole amount 1 … 999 999 998 (Arabic-Indic digits too), else null. */
export function parseLimitAmount(text: string): number | null {
  const normal = normaliseAmountInput(text);
  if (!/^\d{1,9}$/.test(normal)) return null;
  const value = Number(normal);
  return value >= 1 && value < NO_LIMIT ? value : null;
}

/** A save's result: applied now, or waiting (the service answers the pending change in limitsData). */
export function savedState(
  limitType: LimitTypeId,
  limitsData: readonly Limit[] | null | undefined,
): "now" | "pending" {
  return (limitsData ?? []).some((l) => l.limitType === limitType && l.limitState === "PENDING")
    ? "pending"
    : "now";
}
