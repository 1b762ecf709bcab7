/**
 * The sportsbook read API (docs/sportsbook.md, /web-api/sportsbook), called from the browser after
 * hydration: the server render has no origin to call, so it draws only the frame.
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

export async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export const loadGame = (key: string, signal?: AbortSignal) =>
  get<Game>(`${API}/games/${encodeURIComponent(key)}`, signal);

export const loadResults = (date: string, signal?: AbortSignal) =>
  get<ResultsAnswer>(`${API}/results?date=${date}&tz=0`, signal);

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

/** Rows asked per page of a list: above this the list pages ("show more") rather than render all. */
export const PAGE_SIZE = 100;

export const loadGamePage = (scope: GamesScope, offset: number, signal?: AbortSignal) =>
  get<GamePage>(`${API}/games?${queryOf({ ...scope, offset, limit: PAGE_SIZE })}`, signal);

export const loadChamps = (
  q: { section: Section; timeFilter: TimeFilter; cyber?: boolean; cyberType?: CyberType | undefined },
  signal?: AbortSignal,
) => get<ChampEntry[]>(`${API}/champs?${queryOf(q)}`, signal);
export const loadMenu = (
  q: {
    section: Section;
    timeFilter: TimeFilter;
    cyber?: boolean | undefined;
    cyberType?: CyberType | undefined;
    onlyWithVideo?: boolean;
  },
  signal?: AbortSignal,
) => get<SportEntry[]>(`${API}/menu?${queryOf(q)}`, signal);

export const loadTeams = (section: Section, signal?: AbortSignal) =>
  get<Team[]>(`${API}/teams?section=${section}`, signal);
export const loadTeam = (key: string, signal?: AbortSignal) =>
  get<Team>(`${API}/teams/${encodeURIComponent(key)}`, signal);
export const loadGamesById = (ids: number[], signal?: AbortSignal) =>
  ids.length === 0 ? Promise.resolve([]) : get<Game[]>(`${API}/games-by-id?ids=${ids.join(",")}`, signal);
export const loadLive = (signal?: AbortSignal) => get<Game[]>(`${API}/live`, signal);

export const loadFinal = (champ: string, signal?: AbortSignal) =>
  get<Final>(`${API}/champs/${encodeURIComponent(champ)}/final`, signal);

export const loadStatistic = (gameId: string, signal?: AbortSignal) =>
  get<Statistic>(`${API}/games/${encodeURIComponent(gameId)}/statistic`, signal);
