/**
 * The sportsbook pages the betting remote draws (the shell's table is
 * packages/domain/src/routing/table-sportsbook.ts): which page a path (without /{lng}) is and its
 * params. The shell only routes valid paths here; the remote still answers not_exist otherwise.
 */
import { RESULTS_TYPES, SPORT_PAGE_TYPES } from "@parlay/domain/routing";

export type Section = "line" | "live";
export const TIME_FILTERS = ["0", "1", "2", "3", "6"] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export type BettingRoute =
  | { page: "list"; section: Section; sport: string | null; champ: string | null }
  | { page: "game"; section: Section; sport: string; champ: string; game: string }
  | { page: "results" }
  /** A betting page of the shell's table not built yet (multi, champs, cyber, team, final, results/{type}). */
  | { page: "later" };

/** First segments of betting pages that show the "later release" panel rather than a 404. */
const LATER_ROOTS = ["multi", "champs", "cyber", "team"];

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
const ID_SLUG = /^[1-9]\d{0,15}(?:-[a-z0-9-]{1,120})?$/;

export function matchBettingRoute(path: string): BettingRoute | null {
  const parts =
    path
      .split("?")[0]
      ?.replace(/^\/+|\/+$/g, "")
      .split("/") ?? [];
  if (parts.length === 1 && parts[0] === "results") return { page: "results" };
  if (parts[0] === "results" && parts.length === 2 && RESULTS_TYPES.some((type) => type === parts[1]))
    return { page: "later" };
  if (LATER_ROOTS.includes(parts[0] ?? "")) return { page: "later" };
  const [section, ...rest] = parts;
  if (section !== "line" && section !== "live") return null;
  // The menu section (page type) only changes the shell's menu; the list is the same.
  if (rest[0] !== undefined && (SPORT_PAGE_TYPES as readonly string[]).includes(rest[0])) rest.shift();
  if (rest.length === 3 && rest[2] === "final") return { page: "later" };
  const [sport, champ, game, extra] = rest;
  if (extra !== undefined) return null;
  if (sport !== undefined && !SLUG.test(sport)) return null;
  if (champ !== undefined && !ID_SLUG.test(champ)) return null;
  if (game !== undefined) {
    if (!ID_SLUG.test(game) || sport === undefined || champ === undefined) return null;
    return { page: "game", section, sport, champ, game };
  }
  return { page: "list", section, sport: sport ?? null, champ: champ ?? null };
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
