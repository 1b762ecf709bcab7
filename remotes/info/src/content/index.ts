import { ar } from "./ar/index.ts";
import { en } from "./en/index.ts";
import { ru } from "./ru/index.ts";
import type { InfoContent } from "./types.ts";

export * from "./types.ts";

export const INFO_CONTENT: Readonly<Record<string, InfoContent>> = { en, ru, ar };

/** English stands in for a language the site offers before the texts are translated. */
export function infoContent(lang: string): InfoContent {
  return INFO_CONTENT[lang] ?? en;
}
