/**
 * The sportsbook pages the betting remote draws (the shell's table is
 * packages/domain/src/routing/table-sportsbook.ts, plus results and statistic in table-other.ts):
 * which page a path (without /{lng}) is and its params. The shell only routes valid paths here; the
 * remote still answers not_exist otherwise.
 */
import { CYBER_TYPES, RESULTS_TYPES, SPORT_PAGE_TYPES } from "@parlay/domain/routing";

export type Section = "line" | "live";
export const TIME_FILTERS = ["0", "1", "2", "3", "6"] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export type CyberType = (typeof CYBER_TYPES)[number];
export type MenuSection = (typeof SPORT_PAGE_TYPES)[number];
export type League = "epl" | "laliga" | "europaleague" | "ipl";

/**
 * League pages → championships of the simulator (docs/sportsbook.md "Pages"): EPL is the England
 * Premier League (101), LaLiga the Spanish one (102); the simulator has no Europa League, so the
 * page shows the international club competition (107, UEFA Champions League); it has no cricket, so
 * IPL has no championship and the page says so.
 */
export const LEAGUE_CHAMPS: Record<League, number | null> = {
  epl: 101,
  laliga: 102,
  europaleague: 107,
  ipl: null,
};

export type CyberView =
  | { view: "home" }
  | { view: "disciplines" }
  | { view: "all" }
  | { view: "discipline"; discipline: string }
  | { view: "champs"; discipline: string }
  | { view: "section"; discipline: string; section: Section }
  | { view: "champ"; discipline: string; champ: string }
  | { view: "game"; discipline: string; champ: string; section: Section; game: string };

export type BettingRoute =
  /** home (or no menu section): sports menu and a sport's or a championship's games. */
  | { page: "list"; section: Section; menu: MenuSection | null; sport: string | null; champ: string | null }
  | { page: "game"; section: Section; sport: string; champ: string; game: string }
  | { page: "final"; section: Section; sport: string; champ: string }
  /** line/team: the index of teams. */
  | { page: "teams"; section: Section }
  | { page: "team"; section: Section; team: string }
  /** line/champ and champs: every championship; champs/{champId}: one. */
  | { page: "champs"; section: Section; champ: string | null }
  | { page: "league"; section: Section; league: League }
  | { page: "multi" }
  | ({ page: "cyber"; type: CyberType } & CyberView)
  | { page: "results"; type: "day" | "live" | "zone" }
  | { page: "statistic"; game: string | null };

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
const ID_SLUG = /^[1-9]\d{0,15}(?:-[a-z0-9-]{1,120})?$/;
const isSection = (v: string | undefined): v is Section => v === "line" || v === "live";
const LEAGUES: readonly string[] = ["epl", "laliga", "europaleague", "ipl"];

export function matchBettingRoute(path: string): BettingRoute | null {
  const parts =
    path
      .split("?")[0]
      ?.replace(/^\/+|\/+$/g, "")
      .split("/") ?? [];
  const [root, ...rest] = parts;
  if (root === "results") {
    if (rest.length === 0) return { page: "results", type: "day" };
    const type = RESULTS_TYPES.find((t) => t === rest[0]);
    return rest.length === 1 && type ? { page: "results", type } : null;
  }
  if (root === "statistic" || root === "statisticpopup")
    return rest.length === 0 ? { page: "statistic", game: null } : null;
  if (root === "multi") return rest.length === 0 ? { page: "multi" } : null;
  if (root === "champs") {
    if (rest.length === 0) return { page: "champs", section: "line", champ: null };
    return rest.length === 1 && /^\d{1,15}$/.test(rest[0] ?? "")
      ? { page: "champs", section: "line", champ: rest[0] ?? null }
      : null;
  }
  if (root === "team") {
    const [section, team, extra] = rest;
    return isSection(section) && team && ID_SLUG.test(team) && extra === undefined
      ? { page: "team", section, team }
      : null;
  }
  if (root === "cyber") return matchCyber(rest);
  if (!isSection(root)) return null;
  return matchSection(root, rest);
}

function matchSection(section: Section, input: string[]): BettingRoute | null {
  const rest = [...input];
  const menu = (SPORT_PAGE_TYPES as readonly string[]).includes(rest[0] ?? "")
    ? (rest.shift() as MenuSection)
    : null;
  if (menu === "marble" && section !== "live") return null;
  if (rest.length === 3 && rest[2] === "final") {
    const [sport, champ] = rest;
    if (!sport || !champ || !SLUG.test(sport) || !ID_SLUG.test(champ)) return null;
    return { page: "final", section, sport, champ };
  }
  const [sport, champ, game, extra] = rest;
  if (extra !== undefined) return null;
  if (sport !== undefined && !SLUG.test(sport)) return null;
  if (champ !== undefined && !ID_SLUG.test(champ)) return null;
  if (game !== undefined) {
    if (!ID_SLUG.test(game) || sport === undefined || champ === undefined) return null;
    return { page: "game", section, sport, champ, game };
  }
  if (sport === undefined && menu !== null) {
    if (menu === "team") return { page: "teams", section };
    if (menu === "champ") return { page: "champs", section, champ: null };
    if (LEAGUES.includes(menu)) return { page: "league", section, league: menu as League };
  }
  return { page: "list", section, menu, sport: sport ?? null, champ: champ ?? null };
}

function matchCyber(rest: string[]): BettingRoute | null {
  const type = CYBER_TYPES.find((t) => t === rest[0]);
  if (!type) return null;
  const [, a, b, c, d, extra] = rest;
  const cyber = (view: CyberView): BettingRoute => ({ page: "cyber", type, ...view });
  if (extra !== undefined) return null;
  if (a === undefined) return cyber({ view: "home" });
  if (b === undefined) {
    if (a === "disciplines") return cyber({ view: "disciplines" });
    if (a === "all") return cyber({ view: "all" });
    return SLUG.test(a) ? cyber({ view: "discipline", discipline: a }) : null;
  }
  if (!SLUG.test(a)) return null;
  if (c === undefined) {
    if (b === "champs") return cyber({ view: "champs", discipline: a });
    if (isSection(b)) return cyber({ view: "section", discipline: a, section: b });
    return ID_SLUG.test(b) ? cyber({ view: "champ", discipline: a, champ: b }) : null;
  }
  if (ID_SLUG.test(b) && isSection(c) && d !== undefined && ID_SLUG.test(d))
    return cyber({ view: "game", discipline: a, champ: b, section: c, game: d });
  return null;
}

export function timeFilterOf(query: Record<string, string>): TimeFilter {
  const value = query.timeFilter;
  return TIME_FILTERS.find((f) => f === value) ?? "0";
}

/** YYYY-MM-DD of the asked date, or null to mean "today" (chosen in the browser). */
export function dateOf(query: Record<string, string>): string | null {
  const value = query.date;
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** The statistic page's game: `statistic?gameId=123`. */
export function gameIdOf(query: Record<string, string>): string | null {
  const value = query.gameId;
  return value && /^[1-9]\d{0,15}$/.test(value) ? value : null;
}

/** "12-england-premier-league" → 12; "cs2" → null. */
export const idOf = (segment: string | null | undefined): number | null =>
  segment && /^\d/.test(segment) ? Number.parseInt(segment, 10) : null;

export const CYBER_TYPE_LIST: readonly CyberType[] = CYBER_TYPES;
