/**
 * The casino remote's data in the server's process (docs/casino.md "Lobby"): the lobby API the
 * browser calls (remotes/casino/src/api.ts) with a getter that, instead of an HTTP request, matches
 * the route, validates the query with the route's own zod schema and calls the casino service's
 * function — the same answer the browser gets, without a request. The player's reads need a render
 * grant this server verifies (issued to the casino remote, session live).
 */
import type { Db } from "@parlay/db";
import { ROW_SIZE } from "@parlay/domain/casino-lobby";
import {
  CASINO_API,
  CASINO_APP_NAME,
  type CasinoApi,
  CasinoNotFound,
  type CasinoPlayerApi,
  type CasinoSources,
  casinoApi,
  casinoPlayerApi,
  ORIGINALS_READS,
} from "@parlay/remote-casino";
import {
  favoriteGames,
  favoriteIds,
  gameDetail,
  gameParams,
  gameQuery,
  type LobbySettings,
  listGames,
  listProviders,
  lobbyFilterQuery,
  lobbyRows,
  randomGame,
  recentGames,
  searchGames,
  searchQuery,
} from "../services/casino/index.ts";
import {
  activePair,
  betHistory,
  crashBets,
  crashPageState,
  originalsHistoryQuery,
  revealedPairs,
} from "../services/originals/index.ts";
import type { RenderGrants } from "../services/session/index.ts";

type Handler = (match: RegExpExecArray, query: Record<string, string>) => Promise<unknown>;

/** A path the in-process client does not serve (a programming error, never a visitor's input). */
export class UnknownCasinoRead extends Error {
  constructor(url: string) {
    super(`no in-process casino read for ${url}`);
    this.name = "UnknownCasinoRead";
  }
}

/** A read's path under the lobby's API (or `base`), as a pattern; groups capture ids. */
const at = (rest: string, base = CASINO_API) => new RegExp(`^${base}${rest}$`);

/** The `?limit=` of the originals' lists (1–100, default 20), as their routes take it. */
const limitOf = (q: Record<string, string>) => {
  const n = Number(q.limit ?? 20);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 20;
};

function getter(routes: [RegExp, Handler][]) {
  return <T>(url: string): Promise<T> => {
    const [rest = "", search = ""] = url.split("?", 2);
    const query = Object.fromEntries(new URLSearchParams(search));
    for (const [pattern, handler] of routes) {
      const match = pattern.exec(rest);
      if (!match) continue;
      try {
        return handler(match, query) as Promise<T>;
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return Promise.reject(new UnknownCasinoRead(url));
  };
}

/**
 * The lobby's public reads in this process, and the crash round of an in-house game's page (from the
 * database: any process can render it). `pick` draws the random game (0 … n−1). `country` is the
 * visitor's (the render's `ctx.country`, as the site resolved it): the lists leave out the games
 * blocked there and a game's page says so, as the lobby's routes answer that visitor's browser.
 */
export function inProcessCasinoData(
  db: Db,
  settings: LobbySettings,
  pick: (n: number) => number,
  now: () => number = Date.now,
  country: string | null = null,
): CasinoApi {
  return casinoApi(
    getter([
      [
        at("/games"),
        async (_, q) => {
          const { lang, ...filter } = lobbyFilterQuery.parse(q);
          return { games: await listGames(db, filter, undefined, lang, country) };
        },
      ],
      [
        at("/lobby"),
        async (_, q) => {
          const { lang, ...filter } = lobbyFilterQuery.omit({ collection: true }).parse(q);
          return { rows: await lobbyRows(db, filter, ROW_SIZE, lang, country) };
        },
      ],
      [
        at("/games/([^/]+)"),
        async (m, q) => {
          const { gameId } = gameParams.parse({ gameId: m[1] });
          const game = await gameDetail(db, gameId, gameQuery.parse(q).lang, settings, country);
          if (!game) throw new CasinoNotFound(`${CASINO_API}/games/${gameId}`);
          return game;
        },
      ],
      [at("/providers"), async () => ({ providers: await listProviders(db, country) })],
      [
        at("/search"),
        async (_, q) => {
          const { q: text, lang } = searchQuery.parse(q);
          return { games: await searchGames(db, text, lang, country) };
        },
      ],
      [
        at("/random"),
        async (_, q) => {
          const { lang, ...filter } = lobbyFilterQuery.parse(q);
          const game = await randomGame(db, filter, pick, lang, country);
          if (!game) throw new CasinoNotFound(`${CASINO_API}/random`);
          return { game };
        },
      ],
      [
        at("/crash", ORIGINALS_READS),
        async (_, q) => {
          const state = await crashPageState(db, { now: now(), limit: limitOf(q) });
          if (!state) throw new CasinoNotFound(`${ORIGINALS_READS}/crash`);
          return state;
        },
      ],
    ]),
  );
}

/**
 * The player's reads for one user id, in this process: favourites, recently played (without the games
 * blocked in the visitor's `country`), the originals'.
 */
export function inProcessCasinoPlayer(
  db: Db,
  userId: bigint,
  now: () => number = Date.now,
  country: string | null = null,
): CasinoPlayerApi {
  return casinoPlayerApi(
    getter([
      [at("/favorites"), async () => ({ games: await favoriteGames(db, userId, country) })],
      [at("/favorites/ids"), async () => ({ ids: await favoriteIds(db, userId) })],
      [at("/recent"), async () => ({ games: await recentGames(db, userId, country) })],
      [
        at("/seeds", ORIGINALS_READS),
        async () => ({
          active: await activePair(db, userId, new Date(now())),
          revealed: await revealedPairs(db, userId),
        }),
      ],
      [
        at("/bets", ORIGINALS_READS),
        async (_, q) => ({ bets: await betHistory(db, userId, originalsHistoryQuery.parse(q)) }),
      ],
      [
        at("/crash/bets", ORIGINALS_READS),
        async (_, q) => ({ bets: await crashBets(db, userId, limitOf(q)) }),
      ],
    ]),
  );
}

/** The player a render issued to the casino remote names (verified), else null. */
export function inProcessCasinoPlayerSource(
  db: Db,
  grants: RenderGrants,
): NonNullable<CasinoSources["player"]> {
  return async (ctx) => {
    if (!ctx.grant) return null;
    const player = await grants.verify(ctx.grant);
    if (player?.app !== CASINO_APP_NAME) return null;
    return inProcessCasinoPlayer(db, player.userId, Date.now, ctx.country ?? null);
  };
}
