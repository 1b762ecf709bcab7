/**
 * The casino catalogue as content staff edit it in the back office (issue 18; docs/casino.md "The
 * catalogue in the back office"). The casino service validates its staff routes with these schemas
 * and the back office's forms use the same ones (zod in a staff tool, docs/decisions/0011). Kept apart
 * from `casino-lobby` so the players' casino bundle never carries zod.
 */
import { z } from "zod";
import { GAME_CATEGORIES } from "../casino-lobby/pages.ts";

/** The languages the site's dictionaries have: a game's name may be given in each (en is `name`). */
export const CATALOGUE_LANGS = ["en", "ru", "ar"] as const;
/** The collections a game may be placed in by hand (the lobby's rows) besides a page's own. */
export const EDITABLE_COLLECTIONS = ["new", "popular", "jackpots", "live"] as const;

const gameName = z.string().trim().min(1).max(80);
/** A collection name: the lobby's rows or a page's own (`vulkan`). */
const collection = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "a-z, 0-9, - and _");
/** ISO 3166-1 alpha-2, lower case as the site's country codes are. */
const country = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, "two letters");

/** The edit of a game: every field optional; only those sent change. */
export const gameEditInput = z.strictObject({
  /** The default name (English; shown where a language has no name of its own). */
  name: gameName.optional(),
  /** Names in other languages; an empty text removes the language's name. */
  names: z
    .record(z.string().regex(/^[a-z]{2}$/), z.string().trim().max(80))
    .refine((r) => Object.keys(r).length <= 20, "at most 20 languages")
    .optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  collections: z
    .array(collection)
    .max(20)
    .refine((c) => new Set(c).size === c.length, "a collection is named twice")
    .optional(),
  /** Lower first; null: after the placed tiles, by popularity. */
  tileOrder: z.number().int().min(0).max(1_000_000).nullable().optional(),
  enabled: z.boolean().optional(),
  /** Countries where the game may not be played (launches from there are refused). */
  blockedCountries: z
    .array(country)
    .max(250)
    .refine((c) => new Set(c).size === c.length, "a country is named twice")
    .optional(),
});
export type GameEditInput = z.input<typeof gameEditInput>;
export type GameEdit = z.output<typeof gameEditInput>;

export const providerEditInput = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  enabled: z.boolean().optional(),
});
export type ProviderEditInput = z.input<typeof providerEditInput>;

/** Why a game may not be enabled, or null when it may. */
export type EnableRefusal = "provider_disabled" | "no_launcher";

/**
 * The lobby must never show a tile that leads nowhere: a game is enabled only while its provider is
 * enabled and it has a launcher (its provider's launch URL, or the site plays it itself).
 */
export function enableRefusal(game: {
  providerEnabled: boolean;
  hasLauncher: boolean;
}): EnableRefusal | null {
  if (!game.providerEnabled) return "provider_disabled";
  if (!game.hasLauncher) return "no_launcher";
  return null;
}

/** The names after an edit: empty texts remove a language; the default name is never in `names`. */
export function mergeNames(
  current: Readonly<Record<string, string>>,
  edit: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = { ...current };
  for (const [lang, text] of Object.entries(edit ?? {})) {
    if (text === "" || lang === "en") delete out[lang];
    else out[lang] = text;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
