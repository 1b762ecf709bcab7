import { type LanguageEntry, languageEntry } from "@parlay/domain/config";
import { z } from "zod";

/** The language served when neither the request's nor the site's default is offered (spec 001 §2). */
export const FALLBACK_LANGUAGE = "en";

const languageList = z.array(languageEntry);

/** Languages a visitor may be served: hidden ones are configured but not offered. */
export function offeredLanguages(languages: readonly LanguageEntry[]): LanguageEntry[] {
  return languages.filter((l) => !l.hidden);
}

/**
 * The language to serve: the requested one if the site offers it, else the site default if
 * offered, else English (spec 001 §2). Whether a signed-in-only language applies is the shell's
 * call, since only it knows the session.
 */
export function resolveLanguage(languages: unknown, defaultLng: unknown, requested?: string): string {
  const parsed = languageList.safeParse(languages);
  const offered = new Set(parsed.success ? offeredLanguages(parsed.data).map((l) => l.code) : []);
  if (requested && offered.has(requested)) return requested;
  if (typeof defaultLng === "string" && offered.has(defaultLng)) return defaultLng;
  return FALLBACK_LANGUAGE;
}
