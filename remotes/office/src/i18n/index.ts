import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import type { OfficeDictionary } from "./types.ts";

export type { OfficeDictionary } from "./types.ts";

export const OFFICE_DICTIONARIES: Readonly<Record<string, OfficeDictionary>> = { en, ru, ar };

/** English is the fallback for a language the site offers before the office has its texts. */
export function officeDictionary(lang: string): OfficeDictionary {
  return OFFICE_DICTIONARIES[lang] ?? en;
}

export { fill } from "@parlay/i18n/messages";
