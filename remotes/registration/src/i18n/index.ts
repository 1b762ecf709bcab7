import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import type { RegistrationDictionary } from "./types.ts";

export type { RegistrationDictionary } from "./types.ts";

export const REGISTRATION_DICTIONARIES: Readonly<Record<string, RegistrationDictionary>> = { en, ru, ar };

/** English is the fallback for a language the site offers before the remote has its texts. */
export function registrationDictionary(lang: string): RegistrationDictionary {
  return REGISTRATION_DICTIONARIES[lang] ?? en;
}

export { fill } from "@parlay/i18n/messages";
