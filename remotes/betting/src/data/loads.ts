/**
 * Every read a betting page makes, each with the key it is known by: the component loads it with
 * `usePageLoad` (the browser's API, after hydration) and the server render with the server's API
 * (page-data.ts), so the data the page was rendered with is found again under the same key.
 */
import { settle, useLoad } from "@parlay/web";
import {
  browserApi,
  type ChampEntry,
  type Game,
  type GamesScope,
  type SportEntry,
  type SportsbookApi,
} from "../api.ts";
import type { CyberType, Section, TimeFilter } from "../routes.ts";

/** The data a page was rendered with on the server, by load key (it travels in the props). */
export type BettingInitial = Record<string, unknown>;

export interface PageLoad<T> {
  key: string;
  load: (api: SportsbookApi, signal?: AbortSignal) => Promise<T>;
}

/**
 * `useLoad` of one of the loads below: ready at once with the data served under its key (no second
 * fetch on hydration), otherwise loaded in the browser.
 */
export function usePageLoad<T>(
  initial: BettingInitial | undefined,
  page: PageLoad<T>,
  opts: { enabled?: boolean } = {},
) {
  return useLoad<T>(page.key, (signal) => settle(page.load(browserApi, signal), signal), {
    ...opts,
    initial: initial?.[page.key] as T | undefined,
  });
}

/** What a list of games is about (the page's part; the time filter and view come on top). */
export interface GamesBase {
  section: Section;
  sportSlug?: string | null | undefined;
  champId?: number | null | undefined;
  top?: boolean | undefined;
  teamId?: number | undefined;
  cyberType?: CyberType | undefined;
  /** Recommended games only (time filter 6 whatever the form says). */
  recommended?: boolean | undefined;
}

/** The filters the server applies: section, time filter and the betting view's. */
export interface GamesFilter {
  section: Section;
  timeFilter: TimeFilter;
  cyberType: CyberType | undefined;
  cyber: boolean | undefined;
  onlyWithVideo: true | undefined;
}

export interface GamesData {
  sports: SportEntry[];
  champs: ChampEntry[];
  sport: SportEntry | null;
  games: Game[];
  total: number;
  scope: GamesScope | null;
}

/** The menu, the championships and the first page of games of a scope. */
export const gamesLoad = (base: GamesBase, filter: GamesFilter): PageLoad<GamesData> => ({
  key: `games|${JSON.stringify([base, filter])}`,
  load: async (api, signal) => {
    const [sports, champs] = await Promise.all([api.menu(filter, signal), api.champs(filter, signal)]);
    const sport = base.sportSlug ? (sports.find((s) => s.slug === base.sportSlug) ?? null) : null;
    if (base.sportSlug && !sport) return { sports, champs, sport, games: [], total: 0, scope: null };
    const scope: GamesScope = {
      ...filter,
      sportId: sport?.sportId,
      champId: base.champId ?? undefined,
      top: base.top,
      teamId: base.teamId,
    };
    const page = await api.gamePage(scope, 0, signal);
    return { sports, champs, sport, games: page.games, total: page.total, scope };
  },
});

export const gameLoad = (gameKey: string): PageLoad<Game> => ({
  key: `game|${gameKey}`,
  load: (api, signal) => api.game(gameKey, signal),
});

export const finalLoad = (champ: string) => ({
  key: `final|${champ}`,
  load: (api: SportsbookApi, signal?: AbortSignal) => api.final(champ, signal),
});

export const champsIndexLoad = (section: Section, cyberType: CyberType | undefined) => ({
  key: `champs|${section}|${cyberType ?? ""}`,
  load: (api: SportsbookApi, signal?: AbortSignal) =>
    api.champs({ section, timeFilter: "0", cyberType }, signal),
});

export const teamsLoad = (section: Section) => ({
  key: `teams|${section}`,
  load: (api: SportsbookApi, signal?: AbortSignal) => api.teams(section, signal),
});

export const teamLoad = (team: string) => ({
  key: `team|${team}`,
  load: (api: SportsbookApi, signal?: AbortSignal) => api.team(team, signal),
});

export interface DisciplineRow {
  slug: string;
  name: string;
  line: number;
  live: number;
}

/** Each discipline of a cyber type with its game counts in line and live. */
export const disciplinesLoad = (type: CyberType): PageLoad<DisciplineRow[]> => ({
  key: `disciplines|${type}`,
  load: async (api, signal) => {
    const [line, live] = await Promise.all([
      api.menu({ section: "line", timeFilter: "0", cyberType: type }, signal),
      api.menu({ section: "live", timeFilter: "0", cyberType: type }, signal),
    ]);
    const slugs = [...new Set([...line, ...live].map((s) => s.slug))];
    return slugs.map((slug) => {
      const sport = line.find((s) => s.slug === slug) ?? live.find((s) => s.slug === slug);
      return {
        slug,
        name: sport?.nameEng ?? slug,
        line: line.find((s) => s.slug === slug)?.gamesCount ?? 0,
        live: live.find((s) => s.slug === slug)?.gamesCount ?? 0,
      };
    });
  },
});

/** YYYY-MM-DD of today (UTC), the results page's day when the URL names none. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A day's results; `day` "" is today. */
export const resultsLoad = (day: string) => ({
  key: `results|${day}`,
  load: (api: SportsbookApi, signal?: AbortSignal) => api.results(day || today(), signal),
});

export const liveLoad = () => ({
  key: "live",
  load: (api: SportsbookApi, signal?: AbortSignal) => api.live(signal),
});

/** Multi live's selected games ("1,2,3"). */
export const pickedLoad = (ids: string) => ({
  key: `picked|${ids}`,
  load: (api: SportsbookApi, signal?: AbortSignal) =>
    api.gamesById(ids ? ids.split(",").map(Number) : [], signal),
});

export const statisticLoad = (gameId: string) => ({
  key: `statistic|${gameId}`,
  load: (api: SportsbookApi, signal?: AbortSignal) => api.statistic(gameId, signal),
});
