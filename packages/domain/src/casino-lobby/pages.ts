/**
 * Lobby pages: what each casino route lists. A filter names a category (the game's `category`), a
 * collection (new, popular, jackpots, live, or a hand-picked one a game lists in `collections`) and/or
 * a provider. The routes are packages/domain/src/routing/table-casino.ts.
 */
import { ORIGINALS_PROVIDER } from "./originals.ts";

/** The game categories the catalogue knows; a provider's other values read as `other`. */
export const GAME_CATEGORIES = [
  "slots",
  "live",
  "table",
  "card",
  "crash",
  "fast",
  "skill",
  "asian",
  "fishing",
  "scratch",
  "other",
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Collections: `new` (released most recently), `popular` (by popularity), `jackpots` (a jackpot
 * game), `live` (live dealer) are computed from the game's fields; any other name lists the games
 * that carry it in `collections` (e.g. `vulkan`). Every computed collection also takes the games
 * that name it explicitly.
 */
export const COMPUTED_COLLECTIONS = ["new", "popular", "jackpots", "live"] as const;
export type ComputedCollection = (typeof COMPUTED_COLLECTIONS)[number];

export interface LobbyFilter {
  category?: GameCategory | undefined;
  collection?: string | undefined;
  provider?: string | undefined;
}

/** Pages with a fixed listing, by route id. */
export const LOBBY_PAGE_FILTERS: Readonly<Record<string, LobbyFilter>> = {
  "fast-games": { category: "fast" },
  "fast-bet": { category: "fast" },
  "crash-games": { category: "crash" },
  "card-games": { category: "card" },
  "skill-games": { category: "skill" },
  "asian-games": { category: "asian" },
  fishinghunting: { category: "fishing" },
  scratchcards: { category: "scratch" },
  othergames: { category: "other" },
  "slots.vulkan": { category: "slots", collection: "vulkan" },
  /** The house's own games (provider `parlay`). */
  "casino.brand": { provider: ORIGINALS_PROVIDER },
};

/** `slots/{subcategory}`: a collection of slots. */
export const SLOTS_SUBCATEGORIES: readonly string[] = ["new", "popular", "jackpots"];

/** `casino/{subcategory}`: a collection of every game, or a category other than slots. */
export const CASINO_SUBCATEGORIES: readonly string[] = [
  ...COMPUTED_COLLECTIONS,
  ...GAME_CATEGORIES.filter((c) => c !== "slots" && c !== "live"),
];

/** The filter of a subcategory page, or null when the subcategory is unknown (a 404). */
export function subcategoryFilter(section: "slots" | "casino", sub: string): LobbyFilter | null {
  if (section === "slots")
    return SLOTS_SUBCATEGORIES.includes(sub) ? { category: "slots", collection: sub } : null;
  if (!CASINO_SUBCATEGORIES.includes(sub)) return null;
  return (COMPUTED_COLLECTIONS as readonly string[]).includes(sub)
    ? { collection: sub }
    : { category: sub as GameCategory };
}

/** How many games a collection row on the lobby's front shows. */
export const ROW_SIZE = 12;
/** How many games one listing shows at most (the catalogue is a few hundred games). */
export const LIST_LIMIT = 200;
/** Search: at least 2 characters, at most 60; at most this many answers. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 60;
export const SEARCH_LIMIT = 24;
/** A player keeps at most this many favourites; recently played shows this many. */
export const FAVORITES_MAX = 200;
export const RECENT_LIMIT = 12;
