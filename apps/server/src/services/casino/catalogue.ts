/**
 * The lobby's catalogue (docs/casino.md "Lobby"): tiles, game pages, providers, search and random
 * games. Only enabled games of enabled providers are ever listed, so no tile leads nowhere.
 */
import type { GameDetail, GameTile, ProviderEntry } from "@parlay/contracts/casino-lobby";
import type { Db } from "@parlay/db";
import {
  COMPUTED_COLLECTIONS,
  GAME_CATEGORIES,
  gameSlug,
  LIST_LIMIT,
  type LobbyFilter,
  SEARCH_LIMIT,
} from "@parlay/domain/casino-lobby";
import { type SelectQueryBuilder, sql } from "kysely";

/** The site's casino settings (service options; docs/casino.md "Demo play and spin time"). */
export interface LobbySettings {
  /** Demo play on this site: off, open to anyone, or only for age-verified players (UK). */
  demo: "off" | "open" | "verified";
  /** Minimum time between two spins passed to providers (`min_spin_ms`); 2500 for UK sites. */
  minSpinMs: number;
}

export const DEFAULT_LOBBY_SETTINGS: LobbySettings = { demo: "off", minSpinMs: 0 };

// biome-ignore lint/suspicious/noExplicitAny: the Kysely builder of the joined tables, typed by its use
type Builder = SelectQueryBuilder<any, any, any>;

/**
 * A game has a launcher when its provider has a launch URL or is played by the site itself
 * (`in_process`, the in-house games). The back office refuses to enable a game without one, and the
 * lobby lists none (a provider that lost its URL takes its tiles with it).
 */
export const HAS_LAUNCHER = sql<boolean>`(p.launch_url is not null or p.in_process)`;

/**
 * The visitor's country (ISO 3166 alpha-2 in either case: the access service's `visitorCountry`
 * answers upper-case), or null when the site cannot tell: a game staff blocked there
 * (`blocked_countries`) is not listed to them.
 */
export type Country = string | null;

/** A country as `blocked_countries` holds it: lower-case (the back office's and providers' codes). */
export const catalogueCountry = (country: Country): Country => country?.toLowerCase() ?? null;

/** Not blocked in `country` (a condition on `g`). */
const notBlockedIn = (country: Country) =>
  sql<boolean>`not (${catalogueCountry(country)} = any(g.blocked_countries))`;

/**
 * Enabled, launchable games of enabled providers, with the tile's columns; without the games blocked
 * in the visitor's `country` when it is known (the lobby's lists, search, random, favourites).
 */
export function tiles(db: Db, country: Country = null) {
  return db
    .selectFrom("casino_game as g")
    .innerJoin("casino_provider as p", "p.id", "g.provider_id")
    .where("g.is_enabled", "=", true)
    .where("p.is_enabled", "=", true)
    .where(HAS_LAUNCHER)
    .$if(country !== null, (q) => q.where(notBlockedIn(country)))
    .select([
      "g.names",
      "g.id",
      "g.slug",
      "g.name",
      "g.category",
      "g.rtp_bp",
      "g.volatility",
      "g.has_jackpot",
      "g.art",
      "g.theme",
      "g.provider_id",
      "p.name as provider_name",
    ]);
}

type TileRow = {
  id: number;
  names: Record<string, string>;
  slug: string | null;
  name: string;
  category: string;
  rtp_bp: number | null;
  volatility: "low" | "medium" | "high" | null;
  has_jackpot: boolean;
  art: string | null;
  theme: string | null;
  provider_id: string;
  provider_name: string;
};

const category = (c: string): string => ((GAME_CATEGORIES as readonly string[]).includes(c) ? c : "other");

/** The game's name in `lang` (staff's per-language names), else its default name. */
export const nameIn = (r: { name: string; names: Record<string, string> }, lang: string): string =>
  r.names[lang] || r.name;

export function tileOf(r: TileRow, lang = "en"): GameTile {
  return {
    id: r.id,
    // The address keeps the default name's slug in every language (one canonical page per game).
    slug: r.slug ?? gameSlug(r.name),
    name: nameIn(r, lang),
    provider: { id: r.provider_id, name: r.provider_name },
    category: category(r.category),
    rtpBp: r.rtp_bp,
    volatility: r.volatility,
    jackpot: r.has_jackpot,
    art: r.art,
    theme: r.theme,
  };
}

/** A category filter: `other` also takes categories the catalogue does not know. */
function whereCategory<B extends Builder>(q: B, c: string): B {
  if (c !== "other") return q.where("g.category", "=", c) as B;
  const known = GAME_CATEGORIES.filter((k) => k !== "other");
  return q.where("g.category", "not in", known) as B;
}

/** The games of a lobby page (docs/casino.md "Lobby": collections), best first, for a visitor in `country`. */
export async function listGames(
  db: Db,
  filter: LobbyFilter,
  limit = LIST_LIMIT,
  lang = "en",
  country: Country = null,
): Promise<GameTile[]> {
  let q = tiles(db, country) as unknown as Builder;
  if (filter.category) q = whereCategory(q, filter.category);
  if (filter.provider) q = q.where("g.provider_id", "=", filter.provider);
  const named = filter.collection;
  if (named === "new")
    q = q
      .where((eb) =>
        eb.or([eb("g.released_on", "is not", null), eb(sql`'new' = any(g.collections)`, "=", true)]),
      )
      .orderBy(sql`g.released_on desc nulls last`);
  else if (named === "popular") q = q.orderBy("g.popularity", "desc");
  else if (named === "jackpots")
    q = q.where((eb) =>
      eb.or([eb("g.has_jackpot", "=", true), eb(sql`'jackpots' = any(g.collections)`, "=", true)]),
    );
  else if (named === "live")
    q = q.where((eb) =>
      eb.or([eb("g.category", "=", "live"), eb(sql`'live' = any(g.collections)`, "=", true)]),
    );
  else if (named) q = q.where(sql<boolean>`${named} = any(g.collections)`);
  const rows = await q
    // Staff's tile order first (docs/casino.md "The catalogue in the back office"), then popularity.
    .orderBy(sql`g.tile_order asc nulls last`)
    .orderBy("g.popularity", "desc")
    .orderBy("g.name")
    .orderBy("g.id")
    .limit(limit)
    .execute();
  return (rows as TileRow[]).map((r) => tileOf(r, lang));
}

/** The front of the lobby: one row per computed collection (empty rows are left out by the page). */
export async function lobbyRows(
  db: Db,
  base: LobbyFilter,
  size: number,
  lang = "en",
  country: Country = null,
): Promise<Record<string, GameTile[]>> {
  const rows = await Promise.all(
    COMPUTED_COLLECTIONS.map(
      async (c) => [c, await listGames(db, { ...base, collection: c }, size, lang, country)] as const,
    ),
  );
  return Object.fromEntries(rows);
}

/**
 * A game page in `lang` (English texts when the language has none), or null: unknown or disabled. A
 * game blocked in the visitor's `country` keeps its page (one canonical address), which says so
 * (`availableHere` false) instead of offering play.
 */
export async function gameDetail(
  db: Db,
  id: number,
  lang: string,
  settings: LobbySettings,
  country: Country = null,
): Promise<GameDetail | null> {
  const row = await tiles(db)
    .select([
      "g.texts",
      "g.max_bet",
      "g.demo_allowed",
      "g.blocked_countries",
      sql<string | null>`to_char(g.released_on, 'YYYY-MM-DD')`.as("released"),
    ])
    .where("g.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const texts = row.texts[lang] ?? {};
  const en = row.texts.en ?? {};
  const demo = !row.demo_allowed || settings.demo === "off" ? "none" : settings.demo;
  return {
    ...tileOf(row, lang),
    description: texts.description ?? en.description ?? "",
    rules: texts.rules ?? en.rules ?? "",
    maxBet: row.max_bet === null ? null : String(row.max_bet),
    releasedOn: row.released,
    demo,
    minSpinMs: settings.minSpinMs,
    availableHere: country === null || !row.blocked_countries.includes(catalogueCountry(country) ?? ""),
  };
}

/** Providers with at least one game listed to a visitor in `country` (counting only those), by name. */
export async function listProviders(db: Db, country: Country = null): Promise<ProviderEntry[]> {
  const rows = await db
    .selectFrom("casino_provider as p")
    .innerJoin("casino_game as g", "g.provider_id", "p.id")
    .where("g.is_enabled", "=", true)
    .where("p.is_enabled", "=", true)
    .where(HAS_LAUNCHER)
    .$if(country !== null, (q) => q.where(notBlockedIn(country)))
    .groupBy(["p.id", "p.name"])
    .select(["p.id", "p.name", (eb) => eb.fn.countAll<string>().as("games")])
    .orderBy("p.name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, games: Number(r.games) }));
}

/** `%` and `_` are literal in a player's search. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Games whose name (the default one or the one in `lang`) or provider's name contains `q`
 * (case-insensitive), names starting with it first.
 */
export async function searchGames(
  db: Db,
  q: string,
  lang = "en",
  country: Country = null,
): Promise<GameTile[]> {
  const needle = likeEscaped(q.trim().toLowerCase());
  const local = sql<string>`lower(coalesce(nullif(g.names ->> ${lang}, ''), g.name))`;
  const rows = await tiles(db, country)
    .where((eb) =>
      eb.or([
        eb(sql`lower(g.name)`, "like", `%${needle}%`),
        eb(local, "like", `%${needle}%`),
        eb(sql`lower(p.name)`, "like", `%${needle}%`),
      ]),
    )
    .orderBy(sql`case when ${local} like ${`${needle}%`} then 0 else 1 end`)
    .orderBy("g.popularity", "desc")
    .orderBy("g.name")
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((r) => tileOf(r, lang));
}

/** One listed game drawn uniformly (optionally of a page's filter), or null when there is none. */
export async function randomGame(
  db: Db,
  filter: LobbyFilter,
  pick: (n: number) => number,
  lang = "en",
  country: Country = null,
): Promise<GameTile | null> {
  const games = await listGames(db, filter, LIST_LIMIT, lang, country);
  if (games.length === 0) return null;
  return games[pick(games.length)] ?? null;
}
