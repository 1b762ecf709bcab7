/**
 * The back office's casino catalogue answers (/backoffice-api/v1/casino, docs/casino.md "The
 * catalogue in the back office"): the casino service validates with these; the back office imports
 * the types.
 */
import { z } from "zod";

/** Why a game is not listed in the lobby, or null when it is. */
export const HIDDEN_REASONS = ["disabled", "provider_disabled", "no_launcher"] as const;

export const catalogueGame = z.object({
  id: z.number().int(),
  providerId: z.string(),
  providerName: z.string(),
  code: z.string(),
  /** The default (English) name. */
  name: z.string(),
  /** Names in other languages. */
  names: z.record(z.string(), z.string()),
  category: z.string(),
  collections: z.array(z.string()),
  tileOrder: z.number().int().nullable(),
  enabled: z.boolean(),
  blockedCountries: z.array(z.string()),
  /** The provider's maths: read only here. Hundredths of a percent. */
  rtpBp: z.number().int().nullable(),
  volatility: z.enum(["low", "medium", "high"]).nullable(),
  /** Minor units as text; null: no maximum. */
  maxBet: z.string().nullable(),
  popularity: z.number().int(),
  providerEnabled: z.boolean(),
  hasLauncher: z.boolean(),
  /** Whether the lobby lists it, and if not why. */
  hidden: z.enum(HIDDEN_REASONS).nullable(),
  editedAt: z.string().nullable(),
});
export type CatalogueGame = z.infer<typeof catalogueGame>;

export const catalogueProvider = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Its games have a launcher: a launch URL, or the site plays them itself. */
  hasLauncher: z.boolean(),
  inProcess: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
  editedAt: z.string().nullable(),
});
export type CatalogueProvider = z.infer<typeof catalogueProvider>;

export const catalogueGamePage = z.object({
  items: z.array(catalogueGame),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CatalogueGamePage = z.infer<typeof catalogueGamePage>;

export const catalogueProviderList = z.object({ items: z.array(catalogueProvider) });
export type CatalogueProviderList = z.infer<typeof catalogueProviderList>;
