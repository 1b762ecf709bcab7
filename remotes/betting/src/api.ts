/**
 * The sportsbook read API (docs/sportsbook.md, /web-api/sportsbook), called from the browser after
 * hydration: the server render has no origin to call, so it draws only the frame.
 */
import { CoefView, type CoefViewId, formatCoef, type Odds } from "@parlay/domain/betting";
import type { CyberType, Section, TimeFilter } from "./routes.ts";

export interface Sport {
  sportId: number;
  nameEng: string;
  slug: string;
  gamesCount: number;
}
export interface Champ {
  champId: number;
  nameEng: string;
  slug: string;
  countryName: string;
  gamesCount: number;
}
export interface Outcome {
  outcomeId: number;
  code: string;
  name: string;
  /** Decimal odds in thousandths. */
  coef: number;
  statusId: number | null;
  /** Suspended on its own while its market trades: the score made it impossible. */
  isBlocked?: boolean;
}
export interface Market {
  marketId: number;
  typeId: number;
  kind: number;
  param: number | null;
  isBlocked: boolean;
  isMain: boolean;
  name: string;
  outcomes: Outcome[];
}
export interface Game {
  gameId: number;
  number?: number;
  teamIds?: [number, number];
  periodScores?: [number, number][];
  videoId?: string | null;
  isRecommended?: boolean;
  sportId: number;
  champId: number;
  opponents: [string, string];
  slug: string;
  startAt: string;
  statusId: number;
  timeSec: number;
  /** Current period (half, quarter, set, map); during a break, the one just over. */
  period?: number;
  score: [number, number];
  fullScore: string;
  info: string;
  isFinished: boolean;
  markets: Market[];
}

export const API = "/web-api/sportsbook";

export async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export const loadGame = (key: string, signal?: AbortSignal) =>
  get<Game>(`${API}/games/${encodeURIComponent(key)}`, signal);

export const loadResults = (date: string, signal?: AbortSignal) =>
  get<{ date: string; games: Game[] }>(`${API}/results?date=${date}&tz=0`, signal);

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

export interface GamePage {
  games: Game[];
  total: number;
  offset: number;
  limit: number;
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

export interface ChampEntry {
  champId: number;
  nameEng: string;
  slug: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  countryName: string;
  isCyber: boolean;
  cyberType: CyberType | null;
  isTop: boolean;
  gamesCount: number;
}
export interface SportEntry extends Sport {
  isCyber: boolean;
}
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

export interface Team {
  teamId: number;
  name: string;
  slug: string;
}
export const loadTeams = (section: Section, signal?: AbortSignal) =>
  get<Team[]>(`${API}/teams?section=${section}`, signal);
export const loadTeam = (key: string, signal?: AbortSignal) =>
  get<Team>(`${API}/teams/${encodeURIComponent(key)}`, signal);
export const loadGamesById = (ids: number[], signal?: AbortSignal) =>
  ids.length === 0 ? Promise.resolve([]) : get<Game[]>(`${API}/games-by-id?ids=${ids.join(",")}`, signal);
export const loadLive = (signal?: AbortSignal) => get<Game[]>(`${API}/live`, signal);

export interface Standing {
  teamId: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
}
export interface Final {
  champ: { champId: number; sportId: number; nameEng: string; slug: string };
  results: Game[];
  standings: Standing[];
}
export const loadFinal = (champ: string, signal?: AbortSignal) =>
  get<Final>(`${API}/champs/${encodeURIComponent(champ)}/final`, signal);

export interface FormEntry {
  gameId: number;
  startAt: string;
  opponent: string;
  isHome: boolean;
  score: [number, number];
  result: "W" | "D" | "L";
}
export interface Statistic {
  game: Game;
  periods: { period: number; home: number; away: number }[];
  form: { home: FormEntry[]; away: FormEntry[] };
  headToHead: Game[];
}
export const loadStatistic = (gameId: string, signal?: AbortSignal) =>
  get<Statistic>(`${API}/games/${encodeURIComponent(gameId)}/statistic`, signal);
