/**
 * Whether a sportsbook page's ids exist, and its canonical address (issue 13 #15). An unknown sport,
 * championship, game or team is the 404 page; an id-only segment, an old slug or an item filed under
 * another sport or championship is a 301 to the canonical `{id}-{slug}` address. The answer also
 * carries the real names, so titles never fall back to an empty slug (" —  — Parlay").
 */
import type { DirectoryAnswer, DirectoryQuery, SportsbookDirectory } from "./directory.ts";
import { type BettingRoute, idOf } from "./routes.ts";

/** Names for titles and headings, from the catalogue. */
export interface PageNames {
  sport?: string;
  champ?: string;
  game?: string;
  team?: string;
}

export type Resolution =
  | { kind: "ok"; names: PageNames }
  | { kind: "not_exist" }
  /** `path`: the canonical page path without /{lng}. */
  | { kind: "moved"; path: string };

const INT4_MAX = 2_147_483_647;
const sportKey = (slug: string): string | number => (/^\d+$/.test(slug) ? Number(slug) : slug);

/**
 * `{key: id}` of a segment, or "unknown" for an id no catalogue row can have (the directory's ids are
 * integers, games' up to 2^53): such a page is a 404 without asking.
 */
function byId(key: "champ" | "game" | "team", segment: string): DirectoryQuery | "unknown" {
  const id = idOf(segment);
  const max = key === "game" ? Number.MAX_SAFE_INTEGER : INT4_MAX;
  return id !== null && id >= 1 && id <= max ? { [key]: id } : "unknown";
}

/** What to ask the directory for a route; null when the page names no catalogue item. */
export function directoryQueryOf(route: BettingRoute): DirectoryQuery | "unknown" | null {
  switch (route.page) {
    case "list":
      if (route.champ !== null) return byId("champ", route.champ);
      return route.sport !== null ? { sport: sportKey(route.sport) } : null;
    case "final":
      return byId("champ", route.champ);
    case "game":
      return byId("game", route.game);
    case "team":
      return byId("team", route.team);
    case "champs":
      return route.champ === null ? null : byId("champ", route.champ);
    case "cyber":
      if (route.view === "game") return byId("game", route.game);
      if (route.view === "champ") return byId("champ", route.champ);
      return "discipline" in route ? { sport: sportKey(route.discipline) } : null;
    default:
      return null;
  }
}

const seg = (item: { slug: string }, id: number) => `${id}-${item.slug}`;

/** The path with its segments at `at` (positions after the leading slash) replaced. */
function withSegments(path: string, at: Record<number, string>): string {
  const parts = path.replace(/^\/+|\/+$/g, "").split("/");
  for (const [i, value] of Object.entries(at)) parts[Number(i)] = value;
  return `/${parts.join("/")}`;
}

/**
 * The answer for a page given what the directory said. `path` is the asked page path (no /{lng}, no
 * query); section routes end with `{sport}/{champ}/{game}` or `{sport}/{champ}/final`, cyber routes
 * are `cyber/{type}/{discipline}/{champ}/{section}/{game}`, team routes `team/{section}/{team}`.
 */
export function resolvePage(route: BettingRoute, path: string, found: DirectoryAnswer): Resolution {
  const asked = `/${path.replace(/^\/+|\/+$/g, "")}`;
  const n = asked.split("/").length - 1;
  const settle = (canonical: string, names: PageNames): Resolution =>
    canonical === asked ? { kind: "ok", names } : { kind: "moved", path: canonical };
  switch (route.page) {
    case "list": {
      if (route.champ !== null) {
        const c = found.champ;
        if (!c) return { kind: "not_exist" };
        const path = withSegments(asked, { [n - 2]: c.sport.slug, [n - 1]: seg(c, c.champId) });
        return settle(path, { sport: c.sport.nameEng, champ: c.nameEng });
      }
      const s = found.sport;
      if (!s) return { kind: "not_exist" };
      return settle(withSegments(asked, { [n - 1]: s.slug }), { sport: s.nameEng });
    }
    case "final": {
      const c = found.champ;
      if (!c) return { kind: "not_exist" };
      const path = withSegments(asked, { [n - 3]: c.sport.slug, [n - 2]: seg(c, c.champId) });
      return settle(path, { sport: c.sport.nameEng, champ: c.nameEng });
    }
    case "game": {
      const g = found.game;
      if (!g) return { kind: "not_exist" };
      const c = g.champ;
      const path = withSegments(asked, {
        [n - 3]: c.sport.slug,
        [n - 2]: seg(c, c.champId),
        [n - 1]: seg(g, g.gameId),
      });
      return settle(path, { sport: c.sport.nameEng, champ: c.nameEng, game: g.opponents.join(" – ") });
    }
    case "team": {
      const t = found.team;
      if (!t) return { kind: "not_exist" };
      return settle(withSegments(asked, { 2: seg(t, t.teamId) }), { team: t.name });
    }
    case "champs": {
      const c = found.champ;
      return c ? { kind: "ok", names: { sport: c.sport.nameEng, champ: c.nameEng } } : { kind: "not_exist" };
    }
    case "cyber": {
      if (route.view === "game") {
        const g = found.game;
        if (!g?.champ.sport.isCyber) return { kind: "not_exist" };
        const c = g.champ;
        const path = withSegments(asked, { 2: c.sport.slug, 3: seg(c, c.champId), 5: seg(g, g.gameId) });
        return settle(path, { sport: c.sport.nameEng, champ: c.nameEng, game: g.opponents.join(" – ") });
      }
      if (route.view === "champ") {
        const c = found.champ;
        if (!c?.sport.isCyber) return { kind: "not_exist" };
        const path = withSegments(asked, { 2: c.sport.slug, 3: seg(c, c.champId) });
        return settle(path, { sport: c.sport.nameEng, champ: c.nameEng });
      }
      const s = found.sport;
      if (!s?.isCyber) return { kind: "not_exist" };
      return settle(withSegments(asked, { 2: s.slug }), { sport: s.nameEng });
    }
    default:
      return { kind: "ok", names: {} };
  }
}

/**
 * The page's resolution with the directory. Without a directory (a remote started with no site to
 * ask) or when the site does not answer, the page renders as before and the browser loads the data:
 * an outage must not turn every championship into a 404.
 */
export async function resolveWith(
  directory: SportsbookDirectory | null,
  route: BettingRoute,
  path: string,
): Promise<Resolution> {
  const query = directoryQueryOf(route);
  if (query === "unknown") return { kind: "not_exist" };
  if (query === null || directory === null) return { kind: "ok", names: {} };
  let found: DirectoryAnswer;
  try {
    found = await directory(query);
  } catch {
    return { kind: "ok", names: {} };
  }
  return resolvePage(route, path, found);
}
