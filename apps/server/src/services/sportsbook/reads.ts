/**
 * The sportsbook's public reads as plain functions (issue 14 #5): each takes the query its HTTP
 * route validated (the route's zod output) and returns the route's answer. The routes (routes.ts)
 * are thin wrappers over these; the betting remote's in-process data client
 * (apps/server/src/remotes/betting-data.ts) calls them while a page renders on the server.
 *
 * `cachedReads` keeps the answers in memory until the feed writes again: every page render asks
 * the catalogue at most once per distinct read between two feed batches.
 */
import type {
  ChampEntry,
  DirectoryAnswer,
  FinalAnswer,
  GamePageAnswer,
  GameWithMarkets,
  ResultsAnswer,
  SportCount,
  StatisticAnswer,
  TeamEntry,
} from "@parlay/contracts/sportsbook";
import type { Db } from "@parlay/db";
import type { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type * as s from "./schemas.ts";
import { lookupDirectory } from "./store/directory.ts";
import {
  champFinal,
  gameStatistic,
  gamesByIds,
  listAllChamps,
  listGamePage,
  listTeams,
  teamName,
} from "./store/pages.ts";
import { slugOf } from "./store/presenters.ts";
import { findChamp, getGame, listGames, listSports, resultsByDate } from "./store/read.ts";

type In<S extends z.ZodType> = z.output<S>;

/** One function per public GET route; NOT_FOUND is thrown as the route answers it. */
export interface SportsbookReads {
  menu(query: In<typeof s.listQuery>): Promise<SportCount[]>;
  champs(query: In<typeof s.listQuery>): Promise<ChampEntry[]>;
  games(query: In<typeof s.gamesQuery>): Promise<GamePageAnswer>;
  gamesById(ids: number[]): Promise<GameWithMarkets[]>;
  live(query: In<typeof s.liveQuery>): Promise<GameWithMarkets[]>;
  game(game: number): Promise<GameWithMarkets>;
  teams(query: In<typeof s.listQuery>): Promise<TeamEntry[]>;
  team(team: number): Promise<TeamEntry>;
  results(query: In<typeof s.resultsQuery>): Promise<ResultsAnswer>;
  final(champ: number): Promise<FinalAnswer>;
  statistic(game: number): Promise<StatisticAnswer>;
  directory(query: In<typeof s.directoryQuery>): Promise<DirectoryAnswer>;
}

/** The reads against `db`, with the feed's clock for the time filters. */
export function sportsbookReads(db: Db, now: () => Date): SportsbookReads {
  return {
    menu: (query) => listSports(db, { ...query, now: now() }),
    champs: (query) => listAllChamps(db, { ...query, now: now() }),
    games: (query) => listGamePage(db, { ...query, now: now() }),
    gamesById: (ids) => gamesByIds(db, ids),
    live: (query) => listGames(db, { ...query, section: "live", now: now(), limit: 500 }),
    game: async (key) => {
      const game = await getGame(db, key);
      if (!game) throw new AppError("NOT_FOUND", "No such game");
      return game;
    },
    teams: (query) => listTeams(db, { ...query, now: now() }),
    team: async (id) => {
      const name = await teamName(db, id);
      if (name === undefined) throw new AppError("NOT_FOUND", "No such team");
      return { teamId: id, name, slug: slugOf(name) };
    },
    results: async ({ date, tz, sportId }) => ({
      date,
      games: await resultsByDate(db, { date, tzHours: tz, sportId }),
    }),
    final: async (key) => {
      const champ = await findChamp(db, key);
      if (!champ) throw new AppError("NOT_FOUND", "No such championship");
      const final = await champFinal(db, champ.champ_id);
      const { champ_id: champId, sport_id: sportId, name_eng: nameEng, slug } = champ;
      return { champ: { champId, sportId, nameEng, slug }, ...final };
    },
    statistic: async (key) => {
      const statistic = await gameStatistic(db, key);
      if (!statistic) throw new AppError("NOT_FOUND", "No such game");
      return statistic;
    },
    directory: ({ sport, ...ids }) =>
      lookupDirectory(db, { ...ids, sport: sport && /^\d+$/.test(sport) ? Number(sport) : sport }),
  };
}

export interface CachedReads extends SportsbookReads {
  /** Forgets every answer: the feed wrote (called for each batch on the live bus). */
  invalidate(): void;
  /** Database reads made since start (misses), for tests and the benchmark. */
  readonly misses: number;
}

export interface CacheOptions {
  /** Longest an answer is kept even without a feed batch (the line's "not started yet" moves on). */
  maxAgeMs?: number;
  /** Most distinct answers kept; the oldest goes first. */
  maxEntries?: number;
  /** The clock of maxAgeMs (tests inject one). */
  clock?: () => number;
}

/**
 * `reads` with their answers kept until the feed writes (invalidate) or `maxAgeMs` passes. Equal
 * queries share one promise, so concurrent renders of a page make one read; a failed read is not
 * kept. Callers must not change an answer: it is shared.
 */
export function cachedReads(reads: SportsbookReads, opts: CacheOptions = {}): CachedReads {
  const maxAgeMs = opts.maxAgeMs ?? 1000;
  const maxEntries = opts.maxEntries ?? 500;
  const clock = opts.clock ?? Date.now;
  let entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let misses = 0;
  const memo =
    <A, R>(name: string, read: (arg: A) => Promise<R>) =>
    (arg: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(arg)}`;
      const now = clock();
      const hit = entries.get(key);
      if (hit && now - hit.at < maxAgeMs) return hit.value as Promise<R>;
      misses += 1;
      const value = read(arg);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const entry = { at: now, value };
      entries.set(key, entry);
      // Drop a failure (not a NOT_FOUND answer only: any), unless a newer read replaced it already.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    };
  return {
    menu: memo("menu", reads.menu),
    champs: memo("champs", reads.champs),
    games: memo("games", reads.games),
    gamesById: memo("gamesById", reads.gamesById),
    live: memo("live", reads.live),
    game: memo("game", reads.game),
    teams: memo("teams", reads.teams),
    team: memo("team", reads.team),
    results: memo("results", reads.results),
    final: memo("final", reads.final),
    statistic: memo("statistic", reads.statistic),
    directory: memo("directory", reads.directory),
    invalidate: () => {
      entries = new Map();
    },
    get misses() {
      return misses;
    },
  };
}
