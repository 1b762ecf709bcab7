import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import type { HeaderDictionary } from "./types.ts";

export type { HeaderDictionary } from "./types.ts";

export const HEADER_DICTIONARIES: Readonly<Record<string, HeaderDictionary>> = { en, ru, ar };

/** English is the fallback for a language the site offers before the header has its texts. */
export function headerDictionary(lang: string): HeaderDictionary {
  return HEADER_DICTIONARIES[lang] ?? en;
}
