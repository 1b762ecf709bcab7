/**
 * The back office's reads of the casino catalogue (staff-catalogue.ts mounts them): the games and
 * providers as staff see them — every row, enabled or not, with why a game is hidden — and the
 * paged, filtered game search.
 */
import type { CatalogueGame, CatalogueProvider } from "@parlay/contracts/casino-catalogue";
import type { Db } from "@parlay/db";
import { enableRefusal } from "@parlay/domain/casino-catalogue";
import { GAME_CATEGORIES } from "@parlay/domain/casino-lobby";
import { sql } from "kysely";
import { z } from "zod";

const yesNo = z.enum(["yes", "no"]);

export const catalogueGameQuery = z.strictObject({
  /** Name (any language), code or provider name contains it. */
  q: z.string().trim().max(80).optional(),
  provider: z.string().max(40).optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  enabled: yesNo.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(["id", "name", "provider", "category", "tileOrder"]).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
});

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const LAUNCHER = sql<boolean>`(p.launch_url is not null or p.in_process)`;

/** Kysely's transaction is a Kysely: the reads below run inside the edit's transaction too. */
export function gameRows(db: Db) {
  return db
    .selectFrom("casino_game as g")
    .innerJoin("casino_provider as p", "p.id", "g.provider_id")
    .select([
      "g.id",
      "g.provider_id",
      "p.name as provider_name",
      "g.code",
      "g.name",
      "g.names",
      "g.category",
      "g.collections",
      "g.tile_order",
      "g.is_enabled",
      "g.blocked_countries",
      "g.rtp_bp",
      "g.volatility",
      "g.max_bet",
      "g.popularity",
      "p.is_enabled as provider_enabled",
      LAUNCHER.as("has_launcher"),
      "g.content_edited_at",
    ]);
}

type GameRow = Awaited<ReturnType<ReturnType<typeof gameRows>["executeTakeFirstOrThrow"]>>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentGame(r: GameRow): CatalogueGame {
  const hidden = !r.is_enabled
    ? "disabled"
    : (enableRefusal({ providerEnabled: r.provider_enabled, hasLauncher: r.has_launcher }) ?? null);
  return {
    id: r.id,
    providerId: r.provider_id,
    providerName: r.provider_name,
    code: r.code,
    name: r.name,
    names: r.names,
    category: r.category,
    collections: r.collections,
    tileOrder: r.tile_order,
    enabled: r.is_enabled,
    blockedCountries: r.blocked_countries,
    rtpBp: r.rtp_bp,
    volatility: r.volatility,
    maxBet: r.max_bet === null ? null : String(r.max_bet),
    popularity: r.popularity,
    providerEnabled: r.provider_enabled,
    hasLauncher: r.has_launcher,
    hidden,
    editedAt: iso(r.content_edited_at),
  };
}

export function providerRows(db: Db) {
  return db
    .selectFrom("casino_provider as p")
    .leftJoin("casino_game as g", "g.provider_id", "p.id")
    .groupBy(["p.id"])
    .select([
      "p.id",
      "p.name",
      "p.is_enabled",
      "p.in_process",
      LAUNCHER.as("has_launcher"),
      "p.content_edited_at",
      (eb) => eb.fn.count<string>("g.id").as("games"),
      sql<string>`count(g.id) filter (where g.is_enabled)`.as("enabled_games"),
    ]);
}
type ProviderRow = Awaited<ReturnType<ReturnType<typeof providerRows>["executeTakeFirstOrThrow"]>>;

export function presentProvider(r: ProviderRow): CatalogueProvider {
  return {
    id: r.id,
    name: r.name,
    enabled: r.is_enabled,
    hasLauncher: r.has_launcher,
    inProcess: r.in_process,
    games: Number(r.games),
    enabledGames: Number(r.enabled_games),
    editedAt: iso(r.content_edited_at),
  };
}

const SORT = {
  id: "g.id",
  name: "g.name",
  provider: "p.name",
  category: "g.category",
  tileOrder: "g.tile_order",
} as const;

export async function searchCatalogue(db: Db, query: z.infer<typeof catalogueGameQuery>) {
  let q = gameRows(db);
  if (query.q) {
    const needle = `%${likeEscaped(query.q.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(g.name)`, "like", needle),
        eb(sql`lower(g.names::text)`, "like", needle),
        eb(sql`lower(g.code)`, "like", needle),
        eb(sql`lower(p.name)`, "like", needle),
      ]),
    );
  }
  if (query.provider) q = q.where("g.provider_id", "=", query.provider);
  if (query.category) q = q.where("g.category", "=", query.category);
  if (query.enabled) q = q.where("g.is_enabled", "=", query.enabled === "yes");
  const [rows, count] = await Promise.all([
    q
      .orderBy(sql`${sql.ref(SORT[query.sort])} ${sql.raw(query.dir)} nulls last`)
      .orderBy("g.id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentGame), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}
