/**
 * Read queries of the sportsbook pages beyond the plain lists (docs/sportsbook.md "Pages"): a
 * paginated game list with page filters (top championships, a team, a sport, a championship),
 * every championship of a section, teams, games by id (multi live) and a game's statistic.
 */
import type { Db } from "@parlay/db";
import { gameCondition, type ListFilter, listKind } from "./filters.ts";
import { type GameRow, type GameView, presentGame, slugOf, teamId } from "./presenters.ts";
import { GAME_COLUMNS, type GameWithMarkets, marketsOf } from "./read.ts";

export interface PageQuery extends ListFilter {
  sportId?: number | undefined;
  champId?: number | undefined;
  /** Only games of top championships (the topgame page). */
  top?: boolean | undefined;
  /** Only games of this team (a teamId). */
  teamId?: number | undefined;
  offset: number;
  limit: number;
}

export interface GamePage {
  games: GameWithMarkets[];
  /** Games matching the query, all pages together. */
  total: number;
  offset: number;
  limit: number;
}

/** Names of the teams that play in games matching `filter` (small: a few hundred names). */
async function teamNames(db: Db, filter: ListFilter): Promise<string[]> {
  const rows = await db
    .selectFrom("sb_game")
    .select(["sb_game.home", "sb_game.away"])
    .where(gameCondition(filter))
    .execute();
  return [...new Set(rows.flatMap((r) => [r.home, r.away]))];
}

/** The name of a team id among every game the catalogue holds, or undefined. */
export async function teamName(db: Db, id: number): Promise<string | undefined> {
  const rows = await db.selectFrom("sb_game").select(["home", "away"]).execute();
  for (const r of rows) {
    if (teamId(r.home) === id) return r.home;
    if (teamId(r.away) === id) return r.away;
  }
  return undefined;
}

/** One page of games matching a query, with their list markets and the total count. */
export async function listGamePage(db: Db, query: PageQuery): Promise<GamePage> {
  const name = query.teamId === undefined ? undefined : await teamName(db, query.teamId);
  if (query.teamId !== undefined && name === undefined)
    return { games: [], total: 0, offset: query.offset, limit: query.limit };
  const base = db
    .selectFrom("sb_game")
    .innerJoin("sb_champ", "sb_champ.champ_id", "sb_game.champ_id")
    .where(gameCondition(query))
    .$if(query.sportId !== undefined, (q) => q.where("sb_game.sport_id", "=", query.sportId ?? 0))
    .$if(query.champId !== undefined, (q) => q.where("sb_game.champ_id", "=", query.champId ?? 0))
    .$if(query.top === true, (q) => q.where("sb_champ.is_top", "=", true))
    .$if(name !== undefined, (q) =>
      q.where((eb) => eb.or([eb("sb_game.home", "=", name ?? ""), eb("sb_game.away", "=", name ?? "")])),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst(),
    base
      .select(GAME_COLUMNS)
      .orderBy("sb_champ.is_top", "desc")
      .orderBy("sb_champ.sort")
      .orderBy("sb_game.start_at")
      .orderBy("sb_game.game_id")
      .offset(query.offset)
      .limit(query.limit)
      .execute() as Promise<GameRow[]>,
  ]);
  const markets = await marketsOf(
    db,
    rows.map((r) => Number(r.game_id)),
    listKind(query),
  );
  return {
    games: rows.map((r) => {
      const game = presentGame(r);
      return { ...game, markets: markets.get(game.gameId) ?? [] };
    }),
    total: Number(count?.n ?? 0),
    offset: query.offset,
    limit: query.limit,
  };
}

/** Games by id (the multi-live selection) with their main markets, in the asked order. */
export async function gamesByIds(db: Db, ids: number[]): Promise<GameWithMarkets[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("sb_game.game_id", "in", ids.map(BigInt))
    .execute()) as GameRow[];
  const markets = await marketsOf(
    db,
    rows.map((r) => Number(r.game_id)),
    0,
  );
  const byId = new Map(rows.map((r) => [Number(r.game_id), presentGame(r)]));
  return ids.flatMap((id) => {
    const game = byId.get(id);
    return game ? [{ ...game, markets: markets.get(id) ?? [] }] : [];
  });
}

export interface ChampEntry {
  champId: number;
  nameEng: string;
  slug: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  countryName: string;
  isCyber: boolean;
  cyberType: "real" | "virtual" | "stream" | null;
  isTop: boolean;
  gamesCount: number;
}

/** Every championship with games in the section, by sport (the champs page). */
export async function listAllChamps(db: Db, filter: ListFilter): Promise<ChampEntry[]> {
  const rows = await db
    .selectFrom("sb_game")
    .innerJoin("sb_champ", "sb_champ.champ_id", "sb_game.champ_id")
    .innerJoin("sb_sport", "sb_sport.sport_id", "sb_champ.sport_id")
    .innerJoin("sb_country", "sb_country.country_id", "sb_champ.country_id")
    .where(gameCondition(filter))
    .groupBy(["sb_champ.champ_id", "sb_sport.sport_id", "sb_country.country_id"])
    .select([
      "sb_champ.champ_id",
      "sb_champ.name_eng",
      "sb_champ.slug",
      "sb_champ.cyber_type",
      "sb_champ.is_top",
      "sb_champ.sort",
      "sb_sport.sport_id",
      "sb_sport.name_eng as sport_name",
      "sb_sport.slug as sport_slug",
      "sb_sport.is_cyber",
      "sb_sport.sort as sport_sort",
      "sb_country.name_eng as country_name",
    ])
    .select((eb) => eb.fn.countAll<string>().as("games"))
    .orderBy("sb_sport.sort")
    .orderBy("sb_champ.is_top", "desc")
    .orderBy("sb_champ.sort")
    .execute();
  return rows.map((r) => ({
    champId: r.champ_id,
    nameEng: r.name_eng,
    slug: r.slug,
    sportId: r.sport_id,
    sportName: r.sport_name,
    sportSlug: r.sport_slug,
    countryName: r.country_name,
    isCyber: r.is_cyber,
    cyberType: r.cyber_type,
    isTop: r.is_top,
    gamesCount: Number(r.games),
  }));
}

export interface TeamEntry {
  teamId: number;
  name: string;
  slug: string;
}

/** Teams playing in the section, A–Z (the team page's index). */
export async function listTeams(db: Db, filter: ListFilter): Promise<TeamEntry[]> {
  const names = await teamNames(db, filter);
  return names
    .sort((a, b) => a.localeCompare(b, "en"))
    .map((name) => ({ teamId: teamId(name), name, slug: slugOf(name) }));
}

export type FormLetter = "W" | "D" | "L";

export interface FormEntry {
  gameId: number;
  startAt: string;
  opponent: string;
  isHome: boolean;
  score: [number, number];
  result: FormLetter;
}

export interface GameStatistic {
  game: GameView;
  /** Score of each period played so far (or of the whole game once finished). */
  periods: { period: number; home: number; away: number }[];
  /** Last finished games of each team before this one, newest first: W, D or L for that team. */
  form: { home: FormEntry[]; away: FormEntry[] };
  /** Finished meetings of the two teams before this one, newest first. */
  headToHead: GameView[];
}

const FORM_GAMES = 5;

/** The statistic of a game from the data the catalogue has: periods, form and past meetings. */
export async function gameStatistic(db: Db, gameId: number): Promise<GameStatistic | undefined> {
  const row = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("game_id", "=", BigInt(gameId))
    .executeTakeFirst()) as GameRow | undefined;
  if (!row) return undefined;
  const game = presentGame(row);
  const past = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("sb_game.status_id", "=", 4)
    .where("sb_game.start_at", "<", row.start_at)
    .where("sb_game.sport_id", "=", row.sport_id)
    .where((eb) =>
      eb.or([eb("sb_game.home", "in", [row.home, row.away]), eb("sb_game.away", "in", [row.home, row.away])]),
    )
    .orderBy("sb_game.start_at", "desc")
    .limit(100)
    .execute()) as GameRow[];
  const formOf = (team: string): FormEntry[] =>
    past
      .filter((r) => r.home === team || r.away === team)
      .slice(0, FORM_GAMES)
      .map((r) => {
        const isHome = r.home === team;
        const own = isHome ? r.score_home : r.score_away;
        const other = isHome ? r.score_away : r.score_home;
        return {
          gameId: Number(r.game_id),
          startAt: r.start_at.toISOString(),
          opponent: isHome ? r.away : r.home,
          isHome,
          score: [r.score_home, r.score_away],
          result: own > other ? "W" : own < other ? "L" : "D",
        };
      });
  const pair = new Set([row.home, row.away]);
  return {
    game,
    periods: game.periodScores.map(([home, away], i) => ({ period: i + 1, home, away })),
    form: { home: formOf(row.home), away: formOf(row.away) },
    headToHead: past
      .filter((r) => pair.has(r.home) && pair.has(r.away))
      .slice(0, FORM_GAMES)
      .map(presentGame),
  };
}

export interface StandingRow {
  teamId: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  /** 3 a win, 1 a draw. */
  points: number;
}

/** A table from finished games: points, then goal difference, then goals scored, then name. */
export function standingsOf(games: Pick<GameView, "opponents" | "score">[]): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  const row = (name: string) => {
    let r = rows.get(name);
    if (!r) {
      r = {
        teamId: teamId(name),
        name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        scored: 0,
        conceded: 0,
        points: 0,
      };
      rows.set(name, r);
    }
    return r;
  };
  for (const g of games) {
    const [h, a] = g.score;
    for (const [r, own, other] of [
      [row(g.opponents[0]), h, a],
      [row(g.opponents[1]), a, h],
    ] as const) {
      r.played += 1;
      r.scored += own;
      r.conceded += other;
      if (own > other) r.won += 1;
      else if (own < other) r.lost += 1;
      else r.drawn += 1;
      r.points = 3 * r.won + r.drawn;
    }
  }
  return [...rows.values()].sort(
    (x, y) =>
      y.points - x.points ||
      y.scored - y.conceded - (x.scored - x.conceded) ||
      y.scored - x.scored ||
      x.name.localeCompare(y.name, "en"),
  );
}

/** The championship's final page: its finished games (newest first) and the table they make. */
export async function champFinal(
  db: Db,
  champId: number,
): Promise<{ results: GameView[]; standings: StandingRow[] }> {
  const rows = (await db
    .selectFrom("sb_game")
    .select(GAME_COLUMNS)
    .where("sb_game.champ_id", "=", champId)
    .where("sb_game.status_id", "=", 4)
    .orderBy("sb_game.start_at", "desc")
    .limit(500)
    .execute()) as GameRow[];
  const results = rows.map(presentGame);
  return { results, standings: standingsOf(results) };
}
