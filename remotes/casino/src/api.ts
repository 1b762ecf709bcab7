/**
 * The lobby's read API (/web-api/casino, docs/casino.md "Lobby"): the same calls from the browser
 * (relative URLs), from the remote in its own process (the site's origin, data/http-data.ts) and in
 * the server's process (apps/server/src/remotes/casino-data.ts). Only the getter differs.
 */
import type { GameDetail, GameList, GameTile, ProviderList } from "@parlay/contracts/casino-lobby";
import type { BetView, CrashBetView, CrashState, SeededGame, Seeds } from "@parlay/contracts/originals";
import type { LobbyFilter } from "@parlay/domain/casino-lobby";

export type { GameDetail, GameTile, ProviderEntry, SessionFigures } from "@parlay/contracts/casino-lobby";

export const CASINO_API = "/web-api/casino";
/** The in-house games' reads (their own service's routes). */
export const ORIGINALS_READS = "/web-api/originals";

/** How a call reaches the catalogue: `url` is the route's path and query under CASINO_API. */
export type Getter = <T>(url: string, signal?: AbortSignal) => Promise<T>;

/** A query string of the defined fields. */
export function queryOf(fields: Record<string, string | undefined>): string {
  const q = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");
  return q ? `?${q}` : "";
}

/** A listing's query: the filter, and the language the tiles' names are wanted in (English otherwise). */
const filterQuery = (f: LobbyFilter, lang?: string) =>
  queryOf({ category: f.category, collection: f.collection, provider: f.provider, lang });

export type LobbyRows = Record<"new" | "popular" | "jackpots" | "live", GameTile[]>;

/** Every public read of the pages, through `get`. */
export function casinoApi(get: Getter) {
  return {
    games: (f: LobbyFilter, lang: string, signal?: AbortSignal) =>
      get<GameList>(`${CASINO_API}/games${filterQuery(f, lang)}`, signal),
    lobby: (f: LobbyFilter, lang: string, signal?: AbortSignal) =>
      get<{ rows: LobbyRows }>(
        `${CASINO_API}/lobby${queryOf({ category: f.category, provider: f.provider, lang })}`,
        signal,
      ),
    game: (id: number, lang: string, signal?: AbortSignal) =>
      get<GameDetail>(`${CASINO_API}/games/${id}${queryOf({ lang })}`, signal),
    providers: (signal?: AbortSignal) => get<ProviderList>(`${CASINO_API}/providers`, signal),
    search: (q: string, lang: string, signal?: AbortSignal) =>
      get<GameList>(`${CASINO_API}/search${queryOf({ q, lang })}`, signal),
    random: (f: LobbyFilter, lang: string, signal?: AbortSignal) =>
      get<{ game: GameTile }>(`${CASINO_API}/random${filterQuery(f, lang)}`, signal),
    /** The crash round now, the chain's commitment and the last rounds (no player's bet here). */
    crash: (signal?: AbortSignal) => get<CrashState>(`${ORIGINALS_READS}/crash`, signal),
  };
}
export type CasinoApi = ReturnType<typeof casinoApi>;

/** The signed-in player's reads (a render grant on the server, the session in the browser). */
export function casinoPlayerApi(get: Getter) {
  return {
    favorites: (signal?: AbortSignal) => get<GameList>(`${CASINO_API}/favorites`, signal),
    favoriteIds: (signal?: AbortSignal) => get<{ ids: number[] }>(`${CASINO_API}/favorites/ids`, signal),
    recent: (signal?: AbortSignal) => get<GameList>(`${CASINO_API}/recent`, signal),
    /** An in-house game's seed pair (server seed hash, client seed, nonce) and revealed pairs. */
    originalSeeds: (signal?: AbortSignal) => get<Seeds>(`${ORIGINALS_READS}/seeds`, signal),
    originalBets: (game: SeededGame, signal?: AbortSignal) =>
      get<{ bets: BetView[] }>(`${ORIGINALS_READS}/bets${queryOf({ game, limit: "20" })}`, signal),
    crashBets: (signal?: AbortSignal) =>
      get<{ bets: CrashBetView[] }>(`${ORIGINALS_READS}/crash/bets${queryOf({ limit: "20" })}`, signal),
  };
}
export type CasinoPlayerApi = ReturnType<typeof casinoPlayerApi>;

/** A not-found answer: the page is a 404 rather than a frame. */
export class NotFound extends Error {
  constructor(url: string) {
    super(`${url}: not found`);
    this.name = "NotFound";
  }
}

/** The browser's getter: same-origin fetch; 404 rejects with NotFound, other non-2xx with an Error. */
export async function browserGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (res.status === 404) throw new NotFound(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}
