import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import type { CasinoDictionary } from "./types.ts";

export type { CasinoDictionary } from "./types.ts";

export const CASINO_DICTIONARIES: Readonly<Record<string, CasinoDictionary>> = { en, ru, ar };

/** English is the fallback for a language the site offers before the casino has its texts. */
export function casinoDictionary(lang: string): CasinoDictionary {
  return CASINO_DICTIONARIES[lang] ?? en;
}
