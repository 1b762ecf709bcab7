/**
 * Read queries for the betting pages and the coupon (the in-process read API). Every function
 * takes the database and plain arguments, so the lead's pages, the coupon and the settlement
 * worker call them directly; the HTTP routes are thin wrappers.
 */
import type { Db } from "@parlay/db";
import { sql } from "kysely";
import { gameCondition, type ListFilter, listKind } from "./filters.ts";
import { type GameRow, type GameView, type MarketView, presentGame, presentMarkets } from "./presenters.ts";

export interface SportCount {
  sportId: number;
  nameEng: string;
  slug: string;
  isCyber: boolean;
  gamesCount: number;
}

export interface ChampCount {
  champId: number;
  sportId: number;
  nameEng: string;
  slug: string;
  countryId: number;
  countryName: string;
  countryCode: string;
  cyberType: "real" | "virtual" | "stream" | null;
  isTop: boolean;
  gamesCount: number;
}

export type GameWithMarkets = GameView & { markets: MarketView[] };

export const GAME_COLUMNS = [
  "sb_game.game_id",
  "sb_game.number",
  "sb_game.sport_id",
  "sb_game.champ_id",
  "sb_game.home",
  "sb_game.away",
  "sb_game.slug",
  "sb_game.start_at",
  "sb_game.status_id",
  "sb_game.time_sec",
  "sb_game.period",
  "sb_game.score_home",
  "sb_game.score_away",
  "sb_game.period_scores",
  "sb_game.info",
  "sb_game.is_finished",
  "sb_game.is_live_in_live",
  "sb_game.is_recommended",
  "sb_game.video_id",
] as const;

/** Sports with the number of games in the section (sports without games are left out). */
export async function listSports(db: Db, filter: ListFilter): Promise<SportCount[]> {
  const rows = await db
    .selectFrom("sb_game")
    .innerJoin("sb_sport", "sb_sport.sport_id", "sb_game.sport_id")
    .where(gameCondition(filter))
    .groupBy([
      "sb_sport.sport_id",
      "sb_sport.name_eng",
      "sb_sport.slug",
      "sb_sport.is_cyber",
      "sb_sport.sort",
    ])
    .select(["sb_sport.sport_id", "sb_sport.name_eng", "sb_sport.slug", "sb_sport.is_cyber"])
    .select((eb) => eb.fn.countAll<string>().as("games"))
    .orderBy("sb_sport.sort")
    .execute();
  return rows.map((r) => ({
    sportId: r.sport_id,
    nameEng: r.name_eng,
    slug: r.slug,
    isCyber: r.is_cyber,
    gamesCount: Number(r.games),
  }));
}

/** A sport by id or slug. */
export async function findSport(db: Db, key: number | string) {
  return db
    .selectFrom("sb_sport")
    .selectAll()
    .where(typeof key === "number" ? "sport_id" : "slug", "=", key)
    .executeTakeFirst();
}

/** Championships of a sport with the number of games in the section. */
export async function listChamps(db: Db, sportId: number, filter: ListFilter): Promise<ChampCount[]> {
  const rows = await db
    .selectFrom("sb_game")
    .innerJoin("sb_champ", "sb_champ.champ_id", "sb_game.champ_id")
    .innerJoin("sb_country", "sb_country.country_id", "sb_champ.country_id")
    .where("sb_game.sport_id", "=", sportId)
    .where(gameCondition(filter))
    .groupBy(["sb_champ.champ_id", "sb_country.country_id"])
    .select([
      "sb_champ.champ_id",
      "sb_champ.sport_id",
      "sb_champ.name_eng",
      "sb_champ.slug",
      "sb_champ.cyber_type",
      "sb_champ.is_top",
      "sb_champ.sort",
      "sb_country.country_id",
      "sb_country.name_eng as country_name",
      "sb_country.code",
    ])
    .select((eb) => eb.fn.countAll<string>().as("games"))
    .orderBy("sb_champ.is_top", "desc")
    .orderBy("sb_champ.sort")
    .execute();
  return rows.map((r) => ({
    champId: r.champ_id,
    sportId: r.sport_id,
    nameEng: r.name_eng,
    slug: r.slug,
    countryId: r.country_id,
    countryName: r.country_name,
    countryCode: r.code,
    cyberType: r.cyber_type,
    isTop: r.is_top,
    gamesCount: Number(r.games),
  }));
}

export async function findChamp(db: Db, champId: number) {
  return db.selectFrom("sb_champ").selectAll().where("champ_id", "=", champId).executeTakeFirst();
}

/** Markets (with outcomes) of some games; `mainKind` keeps only the main lines of that kind. */
export async function marketsOf(
  db: Db,
  gameIds: number[],
  mainKind?: number,
): Promise<Map<number, MarketView[]>> {
  if (gameIds.length === 0) return new Map();
  const markets = await db
    .selectFrom("sb_market")
    .select(["market_id", "game_id", "type_id", "kind", "param", "is_live", "is_blocked", "is_main", "name"])
    .where("game_id", "in", gameIds.map(BigInt))
    .$if(mainKind !== undefined, (q) =>
      // A period's markets carry no main flag: every market of that kind is "main" for the list.
      mainKind === 0
        ? q.where("kind", "=", 0).where("is_main", "=", true)
        : q.where("kind", "=", mainKind ?? 0),
    )
    .orderBy("sort")
    .execute();
  if (markets.length === 0) return new Map();
  const outcomes = await db
    .selectFrom("sb_outcome")
    .select(["outcome_id", "market_id", "code", "name", "coef", "status_id", "is_blocked"])
    .where(
      "market_id",
      "in",
      markets.map((m) => m.market_id),
    )
    .orderBy("market_id")
    .orderBy("sort")
    .execute();
  return presentMarkets(markets, outcomes);
}

export interface GameQuery extends ListFilter {
  champId?: number | undefined;
  sportId?: number | undefined;
  limit?: number | undefined;
}

/** Games of a list (a championship, a sport, or everything live) with their main markets. */
export async function listGames(db: Db, query: GameQuery): Promise<GameWithMarkets[]> {
  const rows = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where(gameCondition(query))
    .$if(query.champId !== undefined, (q) => q.where("sb_game.champ_id", "=", query.champId ?? 0))
    .$if(query.sportId !== undefined, (q) => q.where("sb_game.sport_id", "=", query.sportId ?? 0))
    .orderBy("sb_game.start_at")
    .orderBy("sb_game.game_id")
    .limit(query.limit ?? 200)
    .execute()) as GameRow[];
  const markets = await marketsOf(
    db,
    rows.map((r) => Number(r.game_id)),
    listKind(query),
  );
  return rows.map((r) => {
    const game = presentGame(r);
    return { ...game, markets: markets.get(game.gameId) ?? [] };
  });
}

/** One game with every market, or undefined. */
export async function getGame(db: Db, gameId: number): Promise<GameWithMarkets | undefined> {
  const row = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("game_id", "=", BigInt(gameId))
    .executeTakeFirst()) as GameRow | undefined;
  if (!row) return undefined;
  const markets = await marketsOf(db, [gameId]);
  return { ...presentGame(row), markets: markets.get(gameId) ?? [] };
}

/** Finished (and cancelled) games that kicked off on a calendar date in a UTC offset (hours). */
export async function resultsByDate(
  db: Db,
  args: { date: string; tzHours: number; sportId?: number | undefined },
): Promise<GameView[]> {
  const from = new Date(Date.parse(`${args.date}T00:00:00Z`) - args.tzHours * 3_600_000);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("sb_game.status_id", "in", [4, 5])
    .where("sb_game.start_at", ">=", from)
    .where("sb_game.start_at", "<", to)
    .$if(args.sportId !== undefined, (q) => q.where("sb_game.sport_id", "=", args.sportId ?? 0))
    .orderBy("sb_game.sport_id")
    .orderBy("sb_game.champ_id")
    .orderBy("sb_game.start_at")
    .limit(1000)
    .execute()) as GameRow[];
  return rows.map(presentGame);
}

/** Database time, for callers that must agree with the store's clock. */
export async function dbNow(db: Db): Promise<Date> {
  const row = await sql<{ now: Date }>`select now() as now`.execute(db);
  return row.rows[0]?.now ?? new Date();
}
