/**
 * What the coupon keeps in localStorage across reloads (docs/coupon.md): the settings
 * (`parlay.couponSettings`) and the coupon as outcome ids with their blocks (bankers, the lobby),
 * the type, the system value and the amounts (`parlay.couponBets`). Storage that is full or denied
 * only means the page forgets them.
 */

import { BETS_KEY } from "./keys.ts";
import type { SlipCoupon } from "./types.ts";

export { BETS_KEY, SETTINGS_KEY } from "./keys.ts";

export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or denied: the coupon still works for this page
  }
}

export interface SavedBets {
  ids: number[];
  /** The block of each bet, aligned with ids (0: the lobby block / a banker); null: not saved. */
  blockIds: (number | null)[];
  typeId: number;
  systemValue: number | null;
  /** The amounts in minor units of `currency`; they come back only in the same currency. */
  amounts: SavedAmounts | null;
}

export interface SavedAmounts {
  currency: string;
  amount: string;
  byBet: Record<string, string>;
  byBlock: Record<string, string>;
}

const isDigits = (x: unknown): x is string => typeof x === "string" && /^\d{1,18}$/.test(x);

function digitsRecord(value: unknown, allowMax: boolean): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([k, v]) => /^\d{1,16}$/.test(k) && (isDigits(v) || (allowMax && v === "max")),
    ),
  ) as Record<string, string>;
}

function amountsOf(value: unknown): SavedAmounts | null {
  const a = value as Partial<Record<keyof SavedAmounts, unknown>> | null;
  if (!a || typeof a.currency !== "string" || !isDigits(a.amount)) return null;
  return {
    currency: a.currency,
    amount: a.amount,
    byBet: digitsRecord(a.byBet, false),
    byBlock: digitsRecord(a.byBlock, true),
  };
}

/** The saved coupon, whatever the storage holds (unreadable entries are dropped). */
export function readSavedBets(): SavedBets {
  const saved = readJson(BETS_KEY) as {
    ids?: unknown;
    blockIds?: unknown;
    typeId?: unknown;
    systemValue?: unknown;
    amounts?: unknown;
  } | null;
  const ids = Array.isArray(saved?.ids) ? saved.ids.filter((x): x is number => Number.isSafeInteger(x)) : [];
  const blocks = Array.isArray(saved?.blockIds) && saved.blockIds.length === ids.length ? saved.blockIds : [];
  return {
    ids,
    blockIds: ids.map((_, i) => {
      const b: unknown = blocks[i];
      return typeof b === "number" && Number.isInteger(b) && b >= 0 && b <= 64 ? b : null;
    }),
    typeId: typeof saved?.typeId === "number" ? saved.typeId : 0,
    systemValue: typeof saved?.systemValue === "number" ? saved.systemValue : null,
    amounts: amountsOf(saved?.amounts),
  };
}

let lastSaved: string | null = null;

/** Saves the coupon (bets with their blocks and bankers, type, system value, amounts) when it changed. */
export function saveBets(coupon: SlipCoupon, currency: string): void {
  const { bets, typeId, systemValue } = coupon;
  const minor = (m: bigint | "max") => (m === "max" ? m : m.toString());
  const value = {
    ids: bets.map((b) => b.outcomeId),
    blockIds: bets.map((b) => b.blockId),
    typeId,
    systemValue,
    amounts: {
      currency,
      amount: coupon.amount.toString(),
      byBet: Object.fromEntries(Object.entries(coupon.amountByBetId).map(([k, v]) => [k, minor(v)])),
      byBlock: Object.fromEntries(Object.entries(coupon.amountByBlockId).map(([k, v]) => [k, minor(v)])),
    },
  };
  const text = JSON.stringify(value);
  if (text === lastSaved) return;
  lastSaved = text;
  writeJson(BETS_KEY, value);
}
