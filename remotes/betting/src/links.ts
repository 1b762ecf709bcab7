import type { ChampEntry, Game, SportEntry } from "./api.ts";
import type { GamesLinks } from "./GamesView.tsx";
import type { CyberType, Section } from "./routes.ts";

const champSeg = (c: { champId: number; slug: string }) => `${c.champId}-${c.slug}`;
const gameSeg = (g: Game) => `${g.gameId}-${g.slug}`;
const liveOr = (g: Game, section: Section): Section =>
  g.statusId === 2 || g.statusId === 3 ? "live" : section;

/**
 * Links of the sportsbook lists: `{section}/{menuSection?}/{sport}/{champ}/{game}`; a game in play
 * links to its live page.
 */
export function sectionLinks(basePath: string, section: Section, menu: string | null): GamesLinks {
  const root = (s: Section) => `${basePath}/${s}${menu ? `/${menu}` : ""}`;
  return {
    sport: (s: SportEntry) => `${root(section)}/${s.slug}`,
    champ: (c: ChampEntry) => `${root(section)}/${c.sportSlug}/${champSeg(c)}`,
    game: (g: Game, c: ChampEntry | undefined) =>
      c
        ? `${root(liveOr(g, section))}/${c.sportSlug}/${champSeg(c)}/${gameSeg(g)}`
        : `${basePath}/statistic?gameId=${g.gameId}`,
  };
}

/** Links of the cyber pages: `cyber/{type}/{discipline}/{champ}/{section}/{game}`. */
export function cyberLinks(basePath: string, type: CyberType, section: Section): GamesLinks {
  const root = `${basePath}/cyber/${type}`;
  return {
    sport: (s: SportEntry) => `${root}/${s.slug}`,
    champ: (c: ChampEntry) => `${root}/${c.sportSlug}/${champSeg(c)}`,
    game: (g: Game, c: ChampEntry | undefined) =>
      c
        ? `${root}/${c.sportSlug}/${champSeg(c)}/${liveOr(g, section)}/${gameSeg(g)}`
        : `${basePath}/statistic?gameId=${g.gameId}`,
  };
}
