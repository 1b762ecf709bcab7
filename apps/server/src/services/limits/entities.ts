/**
 * The Limit entities of spec 001 §3 as the limits service answers them: the setting in force and its
 * pending change per offered type, what is left of each money limit, and 37 while self-excluded.
 */
import type { Db } from "@parlay/db";
import type { Money } from "@parlay/domain/betting";
import {
  LIMIT_TYPES,
  type Limit,
  type LimitSetting,
  LimitType,
  type LimitTypeId,
  lapse,
  limitEntities,
} from "@parlay/domain/limits";
import { type LimitsSiteConfig, offeredValues } from "./config.ts";
import { inForceOf, minorUnitDigits, type SettingRow, settingOf, settingRows, toSeconds } from "./store.ts";
import { limitLabel, optionTexts, type TextLanguage } from "./texts.ts";
import { limitsLeft } from "./usage.ts";

/** The Limit entity as answered (a mutable list of values, for the answer schema). */
export type LimitView = Omit<Limit, "availableValues"> & { availableValues: number[] };

/** A row's setting with a lapsed pending change dropped (the entity never shows one). */
export function current(row: SettingRow | undefined, limitType: LimitTypeId, nowS: number): LimitSetting {
  const s = row ? settingOf(row) : null;
  return lapse(s ?? { limitType, history: [], pending: null }, nowS);
}

/** The Limit entities of spec 001 §3 for the offered types (and 37 while self-excluded). */
export function entitiesOf(
  rows: readonly SettingRow[],
  cfg: LimitsSiteConfig,
  lng: TextLanguage,
  now: Date,
  userId: bigint,
  left: ReadonlyMap<number, Money> = new Map(),
): LimitView[] {
  const nowS = toSeconds(now);
  const byType = new Map(rows.map((r) => [r.limit_type, r]));
  const out: LimitView[] = [];
  for (const limitType of cfg.available) {
    const offered = offeredValues(cfg, limitType) ?? LIMIT_TYPES[limitType].availableValues;
    const setting = current(byType.get(limitType), limitType, nowS);
    const row = byType.get(limitType);
    const minor = left.get(limitType);
    const limitBalance =
      minor !== undefined && row?.currency ? { minor, minorUnitDigits: minorUnitDigits(row.currency) } : null;
    for (const e of limitEntities(setting, nowS, { offered, limitBalance })) {
      out.push({
        ...e,
        availableValues: [...e.availableValues],
        label: limitLabel(lng, limitType),
        optionsMap: optionTexts(lng, limitType, offered),
      });
    }
  }
  // 001 §4: "Limit type 37 ACTIVE … marks the user as self-excluded".
  const inForce = inForceOf(userId, rows, now);
  if (inForce.selfExcluded) {
    const since = [LimitType.selfExclusion, LimitType.selfExcludedMarker]
      .map((t) => byType.get(t)?.applied_at)
      .filter((d): d is Date => d instanceof Date && d.getTime() <= now.getTime())
      .map(toSeconds);
    out.push({
      limitType: LimitType.selfExcludedMarker,
      limitState: "ACTIVE",
      limitValue: 1,
      limitBalance: null,
      needApprove: false,
      startedAt: since.length > 0 ? Math.max(...since) : nowS,
      endsAt: inForce.restrictions.until,
      availableValues: [],
      measure: "none",
      label: limitLabel(lng, LimitType.selfExcludedMarker),
      optionsMap: {},
    });
  }
  return out;
}

export async function playerEntities(
  db: Db,
  userId: bigint,
  cfg: LimitsSiteConfig,
  lng: TextLanguage,
  now: Date,
): Promise<LimitView[]> {
  const rows = await settingRows(db, userId);
  // limitBalance: what is left of each money limit in its window (the usage series).
  const left = await limitsLeft(db, inForceOf(userId, rows, now));
  return entitiesOf(rows, cfg, lng, now, userId, left);
}
