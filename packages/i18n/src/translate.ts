import { ar } from "./dictionaries/ar.ts";
import { type Dictionary, en, type MessageKey } from "./dictionaries/en.ts";
import { ru } from "./dictionaries/ru.ts";

export type { Dictionary, MessageKey };

const DICTIONARIES: Record<string, Dictionary> = { en, ru, ar };

/** Languages with a full dictionary; others fall back to English key by key. */
export const DICTIONARY_LANGUAGES = Object.keys(DICTIONARIES);

export function dictionaryFor(lang: string): Dictionary {
  return DICTIONARIES[lang] ?? en;
}

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translate(dict: Dictionary, key: MessageKey, vars?: Record<string, string | number>): string {
  return format(dict[key] ?? en[key], vars);
}

/** Maintenance text is Russian for az, kz, ua and ru, English otherwise (spec 000 §8). */
export function maintenanceTextLanguage(lang: string): "ru" | "en" {
  return ["az", "kz", "ua", "ru"].includes(lang) ? "ru" : "en";
}
