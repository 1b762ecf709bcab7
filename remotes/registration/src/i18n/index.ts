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

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
