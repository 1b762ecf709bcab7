/**
 * The sportsbook read API (docs/sportsbook.md, /web-api/sportsbook), called from the browser after
 * hydration: the server render has no origin to call, so it draws only the frame.
 */
import { CoefView, formatCoef, type Odds } from "@parlay/domain/betting";
import type { Section, TimeFilter } from "./routes.ts";

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
  sportId: number;
  champId: number;
  opponents: [string, string];
  slug: string;
  startAt: string;
  statusId: number;
  timeSec: number;
  score: [number, number];
  fullScore: string;
  info: string;
  isFinished: boolean;
  markets: Market[];
}

export const API = "/web-api/sportsbook";

async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const listQuery = (section: Section, timeFilter: TimeFilter) => `section=${section}&timeFilter=${timeFilter}`;

/** How many championships a list page shows at once: enough to fill the screen, few requests. */
export const CHAMPS_SHOWN = 6;

export interface ChampGames {
  champ: Champ;
  games: Game[];
}
export interface ListData {
  sports: Sport[];
  sport: Sport | null;
  champs: Champ[];
  shown: ChampGames[];
}

/** Menu, then the asked (or first) sport's championships, then the games of the shown ones. */
export async function loadList(
  section: Section,
  timeFilter: TimeFilter,
  sportSlug: string | null,
  champKey: string | null,
  signal?: AbortSignal,
): Promise<ListData> {
  const q = listQuery(section, timeFilter);
  const sports = (await get<Sport[]>(`${API}/menu?${q}`, signal)).filter((s) => s.gamesCount > 0);
  const sport = sportSlug ? (sports.find((s) => s.slug === sportSlug) ?? null) : (sports[0] ?? null);
  if (!sport) return { sports, sport: null, champs: [], shown: [] };
  const { champs } = await get<{ champs: Champ[] }>(`${API}/sports/${sport.sportId}/champs?${q}`, signal);
  const champId = champKey ? Number.parseInt(champKey, 10) : null;
  const picked = champId ? champs.filter((c) => c.champId === champId) : champs.slice(0, CHAMPS_SHOWN);
  const shown = await Promise.all(
    picked.map(async (champ) => {
      const { games } = await get<{ games: Game[] }>(`${API}/champs/${champ.champId}/games?${q}`, signal);
      return { champ, games };
    }),
  );
  return { sports, sport, champs, shown: shown.filter((c) => c.games.length > 0) };
}

export const loadGame = (key: string, signal?: AbortSignal) =>
  get<Game>(`${API}/games/${encodeURIComponent(key)}`, signal);

export const loadResults = (date: string, signal?: AbortSignal) =>
  get<{ date: string; games: Game[] }>(`${API}/results?date=${date}&tz=0`, signal);

/** Decimal odds with 3 digits (spec 001 §5) through the domain's single formatter. */
export function coefText(coef: number): string {
  return formatCoef(BigInt(coef) as Odds, CoefView.decimal);
}
