/**
 * The sportsbook's directory: whether a sport, championship, game or team exists, with the names and
 * URL slugs its canonical page address is made of. The betting remote asks it while it renders, so
 * an unknown id is a real 404 and an id-only URL a 301 to its slug URL (issue 13 #15). Cheap by
 * design: one row per asked item, no markets.
 */
import type { DirectoryAnswer } from "@parlay/contracts/sportsbook";
import type { Db } from "@parlay/db";
import { teamName } from "./pages.ts";
import { slugOf } from "./presenters.ts";

export interface DirectoryQuery {
  /** A sport's slug, or its id. */
  sport?: string | number | undefined;
  champ?: number | undefined;
  game?: number | undefined;
  team?: number | undefined;
}

export interface DirectorySport {
  sportId: number;
  slug: string;
  nameEng: string;
  isCyber: boolean;
}
export interface DirectoryChamp {
  champId: number;
  slug: string;
  nameEng: string;
  sport: DirectorySport;
}
export interface DirectoryGame {
  gameId: number;
  slug: string;
  opponents: [string, string];
  statusId: number;
  champ: DirectoryChamp;
}
export interface DirectoryTeam {
  teamId: number;
  slug: string;
  name: string;
}

/** Each asked item, or null when it does not exist (items not asked are null too): the contract's answer. */
export type { DirectoryAnswer };

async function sportOf(db: Db, key: string | number): Promise<DirectorySport | null> {
  const row = await db
    .selectFrom("sb_sport")
    .select(["sport_id", "slug", "name_eng", "is_cyber"])
    .where(typeof key === "number" ? "sport_id" : "slug", "=", key)
    .executeTakeFirst();
  return row ? { sportId: row.sport_id, slug: row.slug, nameEng: row.name_eng, isCyber: row.is_cyber } : null;
}

async function champOf(db: Db, champId: number): Promise<DirectoryChamp | null> {
  const row = await db
    .selectFrom("sb_champ")
    .innerJoin("sb_sport", "sb_sport.sport_id", "sb_champ.sport_id")
    .select([
      "sb_champ.champ_id",
      "sb_champ.slug",
      "sb_champ.name_eng",
      "sb_sport.sport_id",
      "sb_sport.slug as sport_slug",
      "sb_sport.name_eng as sport_name",
      "sb_sport.is_cyber",
    ])
    .where("sb_champ.champ_id", "=", champId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    champId: row.champ_id,
    slug: row.slug,
    nameEng: row.name_eng,
    sport: { sportId: row.sport_id, slug: row.sport_slug, nameEng: row.sport_name, isCyber: row.is_cyber },
  };
}

async function gameOf(db: Db, gameId: number): Promise<DirectoryGame | null> {
  const row = await db
    .selectFrom("sb_game")
    .select(["game_id", "slug", "home", "away", "status_id", "champ_id"])
    .where("game_id", "=", BigInt(gameId))
    .executeTakeFirst();
  const champ = row ? await champOf(db, row.champ_id) : null;
  if (!row || !champ) return null;
  return {
    gameId: Number(row.game_id),
    slug: row.slug,
    opponents: [row.home, row.away],
    statusId: row.status_id,
    champ,
  };
}

export async function lookupDirectory(db: Db, query: DirectoryQuery): Promise<DirectoryAnswer> {
  const [sport, champ, game, name] = await Promise.all([
    query.sport === undefined ? null : sportOf(db, query.sport),
    query.champ === undefined ? null : champOf(db, query.champ),
    query.game === undefined ? null : gameOf(db, query.game),
    query.team === undefined ? undefined : teamName(db, query.team),
  ]);
  const team =
    query.team !== undefined && name !== undefined ? { teamId: query.team, slug: slugOf(name), name } : null;
  return { sport, champ, game, team };
}
