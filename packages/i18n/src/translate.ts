import { ar } from "./dictionaries/ar.ts";
import { type Dictionary, en, type MessageKey } from "./dictionaries/en.ts";
import { ru } from "./dictionaries/ru.ts";
import { format } from "./format/index.ts";

export type { Dictionary, MessageKey };
export { format };

const DICTIONARIES: Record<string, Dictionary> = { en, ru, ar };

/** Languages with a full dictionary; others fall back to English key by key. */
export const DICTIONARY_LANGUAGES = Object.keys(DICTIONARIES);

export function dictionaryFor(lang: string): Dictionary {
  return DICTIONARIES[lang] ?? en;
}

export function translate(dict: Dictionary, key: MessageKey, vars?: Record<string, string | number>): string {
  return format(dict[key] ?? en[key], vars);
}

/** Maintenance text is Russian for az, kz, ua and ru, English otherwise (spec 000 §8). */
export function maintenanceTextLanguage(lang: string): "ru" | "en" {
  return ["az", "kz", "ua", "ru"].includes(lang) ? "ru" : "en";
}
