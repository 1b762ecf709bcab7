/**
 * The Limit entity of spec 001 §3 built from a setting: the value in force (ACTIVE, or INACTIVE when
 * nothing is in force) and, when there is one, the pending change (PENDING; `endsAt` is its approval
 * deadline start + 86400 s; `needApprove` once that has passed).
 */
import type { Money } from "../betting/money.ts";
import { effectiveLimit, type LimitSetting, pendingStatus } from "./changes.ts";
import { LIMIT_TYPES, type Limit, type LimitTypeId, NOT_SET } from "./types.ts";

/** Each offered value → its option label's translation key. */
export function optionsMap(limitType: LimitTypeId, offered?: readonly number[]): Record<string, string> {
  const info = LIMIT_TYPES[limitType];
  const values = offered ?? info.availableValues;
  const map: Record<string, string> = {};
  for (const v of values) {
    map[String(v)] =
      v === NOT_SET ? "responsible_gaming_option_not_set" : `responsible_gaming_option_${info.measure}_${v}`;
  }
  return map;
}

export interface EntityOptions {
  /** The label's translation key; default `responsible_gaming_limit_{type}`. */
  readonly label?: string;
  /** What the site config offers (default: every value of the type). */
  readonly offered?: readonly number[];
  /** A money limit's remaining allowance (checks.ts) in minor units, and the currency's digits. */
  readonly limitBalance?: { readonly minor: Money; readonly minorUnitDigits: number } | null;
}

export function limitEntities(setting: LimitSetting, now: number, options: EntityOptions = {}): Limit[] {
  const info = LIMIT_TYPES[setting.limitType];
  const common = {
    limitType: setting.limitType,
    availableValues: options.offered ?? info.availableValues,
    measure: info.measure,
    label: options.label ?? `responsible_gaming_limit_${setting.limitType}`,
    optionsMap: optionsMap(setting.limitType, options.offered),
  };
  const b = options.limitBalance;
  const limitBalance = b ? Number(b.minor / 10n ** BigInt(b.minorUnitDigits)) : null;
  const inForce = effectiveLimit(setting, now);
  const out: Limit[] = [
    inForce
      ? {
          ...common,
          limitState: "ACTIVE",
          limitValue: inForce.value,
          limitBalance,
          needApprove: false,
          startedAt: inForce.at,
          endsAt: inForce.endsAt,
        }
      : {
          ...common,
          limitState: "INACTIVE",
          limitValue: info.noLimitValue ?? 0,
          limitBalance: null,
          needApprove: false,
          startedAt: setting.history.at(-1)?.at ?? 0,
          endsAt: setting.history.at(-1)?.endsAt ?? null,
        },
  ];
  const p = setting.pending;
  if (p && pendingStatus(p, now) !== "lapsed") {
    out.push({
      ...common,
      limitState: "PENDING",
      limitValue: p.value,
      limitBalance: null,
      needApprove: pendingStatus(p, now) === "confirmable",
      startedAt: p.requestedAt,
      endsAt: p.confirmableAt,
    });
  }
  return out;
}
