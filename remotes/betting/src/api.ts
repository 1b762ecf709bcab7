/**
 * The sportsbook read API (docs/sportsbook.md, /web-api/sportsbook): the same calls from the browser
 * (relative URLs, `fetch`), from a betting remote in its own process while it renders (the site's
 * origin, data/http-data.ts) and in the server's process (a getter that calls the service's reads,
 * apps/server/src/remotes/betting-data.ts). Only the getter differs.
 */

import type {
  ChampEntry,
  Game as ContractGame,
  FinalAnswer,
  GamePageAnswer,
  GameWithMarkets,
  ResultsAnswer,
  SportCount,
  StatisticAnswer,
  TeamEntry,
} from "@parlay/contracts/sportsbook";
import { CoefView, type CoefViewId, formatCoef, type Odds } from "@parlay/domain/betting";
import type { CyberType, Section, TimeFilter } from "./routes.ts";

/**
 * The answers are the server's contract (@parlay/contracts/sportsbook), read as types only: no
 * schema reaches the page. A list's game carries its markets; a result's does not.
 */
export type { ChampEntry, FormEntry, Market, Outcome, Standing } from "@parlay/contracts/sportsbook";
/** A game with its markets: the lists (games, live, games-by-id) and the game page. */
export type Game = GameWithMarkets;
/** A game without markets: results, a championship's final, a statistic's head-to-head. */
export type GameRow = ContractGame;
export type SportEntry = SportCount;
export type Team = TeamEntry;
export type GamePage = GamePageAnswer;
export type Final = FinalAnswer;
export type Statistic = StatisticAnswer;

export const API = "/web-api/sportsbook";

/** How a call reaches the sportsbook: `url` is the route's path and query under API. */
export type Getter = <T>(url: string, signal?: AbortSignal) => Promise<T>;

/** The browser's getter: same-origin fetch; a non-2xx answer rejects. */
export async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Odds in the player's coefficient view (spec 001 §3 coefViewId), decimal with 3 digits by default. */
export function coefText(coef: number, view: CoefViewId = CoefView.decimal): string {
  return formatCoef(BigInt(coef) as Odds, view);
}

/** What a page of games is filtered by (docs/sportsbook.md "Pages"). */
export interface GamesScope {
  section: Section;
  timeFilter: TimeFilter;
  sportId?: number | undefined;
  champId?: number | undefined;
  top?: boolean | undefined;
  teamId?: number | undefined;
  cyber?: boolean | undefined;
  cyberType?: CyberType | undefined;
  onlyWithVideo?: boolean | undefined;
}

/** A query string of the defined fields. */
export function queryOf(fields: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");
}

/**
 * Rows asked per page of a list: above this the list pages ("show more") rather than render all.
 * 50 fill a phone's screen many times over; the first view's HTML, DOM and hydration grow with every
 * row (at 100, `/en/line` was 334 KB of HTML and its hydration the largest item of the page's
 * blocking time, docs/benchmarks.md "Lighthouse").
 */
export const PAGE_SIZE = 50;

type ListQuery = {
  section: Section;
  timeFilter: TimeFilter;
  cyber?: boolean | undefined;
  cyberType?: CyberType | undefined;
  onlyWithVideo?: boolean | undefined;
};

/** Every read of the pages, through `get`. */
export function sportsbookApi(get: Getter) {
  return {
    game: (key: string, signal?: AbortSignal) => get<Game>(`${API}/games/${encodeURIComponent(key)}`, signal),
    results: (date: string, signal?: AbortSignal) =>
      get<ResultsAnswer>(`${API}/results?date=${date}&tz=0`, signal),
    gamePage: (scope: GamesScope, offset: number, signal?: AbortSignal) =>
      get<GamePage>(`${API}/games?${queryOf({ ...scope, offset, limit: PAGE_SIZE })}`, signal),
    champs: (q: ListQuery, signal?: AbortSignal) => get<ChampEntry[]>(`${API}/champs?${queryOf(q)}`, signal),
    menu: (q: ListQuery, signal?: AbortSignal) => get<SportEntry[]>(`${API}/menu?${queryOf(q)}`, signal),
    teams: (section: Section, signal?: AbortSignal) => get<Team[]>(`${API}/teams?section=${section}`, signal),
    team: (key: string, signal?: AbortSignal) => get<Team>(`${API}/teams/${encodeURIComponent(key)}`, signal),
    gamesById: (ids: number[], signal?: AbortSignal) =>
      ids.length === 0
        ? Promise.resolve([] as Game[])
        : get<Game[]>(`${API}/games-by-id?ids=${ids.join(",")}`, signal),
    live: (signal?: AbortSignal) => get<Game[]>(`${API}/live`, signal),
    final: (champ: string, signal?: AbortSignal) =>
      get<Final>(`${API}/champs/${encodeURIComponent(champ)}/final`, signal),
    statistic: (gameId: string, signal?: AbortSignal) =>
      get<Statistic>(`${API}/games/${encodeURIComponent(gameId)}/statistic`, signal),
  };
}

/** The pages' reads: the sportsbook API as the browser calls it, or the server's while it renders. */
export type SportsbookApi = ReturnType<typeof sportsbookApi>;

/** The browser's calls (same origin). */
export const browserApi: SportsbookApi = sportsbookApi(get);
