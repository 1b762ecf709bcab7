/**
 * What the coupon keeps in localStorage across reloads (docs/coupon.md): the settings
 * (`parlay.couponSettings`) and the bets as outcome ids with the type and system value
 * (`parlay.couponBets`). Storage that is full or denied only means the page forgets them.
 */
import type { SlipCoupon } from "./types.ts";

export const SETTINGS_KEY = "parlay.couponSettings";
export const BETS_KEY = "parlay.couponBets";

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
  typeId: number;
  systemValue: number | null;
}

/** The saved bets, whatever the storage holds (unreadable entries are dropped). */
export function readSavedBets(): SavedBets {
  const saved = readJson(BETS_KEY) as { ids?: unknown; typeId?: unknown; systemValue?: unknown } | null;
  return {
    ids: Array.isArray(saved?.ids) ? saved.ids.filter((x): x is number => Number.isSafeInteger(x)) : [],
    typeId: typeof saved?.typeId === "number" ? saved.typeId : 0,
    systemValue: typeof saved?.systemValue === "number" ? saved.systemValue : null,
  };
}

export function saveBets(coupon: SlipCoupon): void {
  const { bets, typeId, systemValue } = coupon;
  writeJson(BETS_KEY, { ids: bets.map((b) => b.outcomeId), typeId, systemValue });
}
