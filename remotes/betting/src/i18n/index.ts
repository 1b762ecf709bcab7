import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import type { BettingDictionary } from "./types.ts";

export type { BettingDictionary } from "./types.ts";

export const BETTING_DICTIONARIES: Readonly<Record<string, BettingDictionary>> = { en, ru, ar };

/** English is the fallback for a language the site offers before the betting pages have its texts. */
export function bettingDictionary(lang: string): BettingDictionary {
  return BETTING_DICTIONARIES[lang] ?? en;
}

/** A sport's name in the page language; the catalogue's English name for a sport not listed. */
export function sportName(t: BettingDictionary, sport: { sportId: number; nameEng: string }): string {
  return t.sports[sport.sportId] ?? sport.nameEng;
}
