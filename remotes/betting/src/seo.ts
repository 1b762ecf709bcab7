/**
 * Titles and descriptions of the sportsbook pages (SEO sub-sections sport, championship and match,
 * spec 000 §3). The remote decides title and description; the shell writes canonical and hreflang
 * from the path (the time filter and other query parameters are not part of it). A sport's name comes
 * from the dictionary; a championship's, a game's and a team's from the catalogue (the directory the
 * server render asks, `PageNames`), else from their slugs ("101-england-premier-league" → "England
 * Premier League"). A title never has an empty piece: an id-only segment humanizes to "".
 */
import type { PageNames } from "./canonical.ts";
import type { BettingDictionary } from "./i18n/index.ts";
import type { BettingRoute } from "./routes.ts";

export function humanize(segment: string): string {
  return segment
    .replace(/^\d+-?/, "")
    .split("-")
    .filter(Boolean)
    .map((w) => (/\d/.test(w) || w.length <= 2 ? w.toUpperCase() : w[0]?.toUpperCase() + w.slice(1)))
    .join(" ");
}

export const sportName = (slug: string, t: BettingDictionary, catalogueName?: string) =>
  t.sportNames[slug] ?? catalogueName ?? humanize(slug);

/** "A — B" without the pieces that are empty. */
const joined = (...pieces: (string | undefined)[]) => pieces.filter((p) => p?.trim()).join(" — ");

export interface PageSeo {
  title: string;
  description: string;
  /** Pages built from query parameters or the visitor's choices are not for search engines. */
  index: boolean;
  /** The SEO sub-section of spec 000 §3, when the page is one. */
  subSection: "sport" | "championship" | "match" | null;
}

/** A description template with the item's name; the generic description when there is no name. */
const fill = (template: string, name: string, fallback: string) =>
  name.trim() ? template.replace("{name}", name) : fallback;

export function pageSeo(route: BettingRoute, t: BettingDictionary, names: PageNames = {}): PageSeo {
  const named = (given: string | undefined, segment: string) => given || humanize(segment);
  const page = (title: string, index = true): PageSeo => ({
    title,
    description: t.description,
    index,
    subSection: null,
  });
  switch (route.page) {
    case "list": {
      const sectionTitle =
        route.menu && route.menu !== "home"
          ? t.menuSections[route.menu]
          : route.section === "live"
            ? t.live
            : t.line;
      if (route.champ && route.sport) {
        const name = named(names.champ, route.champ);
        return {
          title: joined(name, sectionTitle),
          description: fill(t.seoChamp, name, t.description),
          index: true,
          subSection: "championship",
        };
      }
      if (route.sport) {
        const name = sportName(route.sport, t, names.sport);
        return {
          title: joined(name, sectionTitle),
          description: fill(t.seoSport, name, t.description),
          index: true,
          subSection: "sport",
        };
      }
      return page(sectionTitle);
    }
    case "game": {
      const name = named(names.game, route.game);
      return {
        title: joined(name, named(names.champ, route.champ)) || t.line,
        description: fill(t.seoMatch, name, t.description),
        index: true,
        subSection: "match",
      };
    }
    case "final": {
      const champ = named(names.champ, route.champ);
      return page(champ ? `${champ}: ${t.standings}` : t.standings);
    }
    case "teams":
      return page(t.teams);
    case "team":
      return page(joined(named(names.team, route.team), t.team));
    case "champs":
      return page(route.champ && names.champ ? joined(names.champ, t.champsLabel) : t.champsLabel);
    case "league":
      return page(t.menuSections[route.league]);
    case "multi":
      return page(t.multi, false);
    case "cyber": {
      const base = `${t.cyber}: ${t.cyberTypes[route.type]}`;
      if (route.view === "game") {
        const name = named(names.game, route.game);
        return {
          title: joined(name, base),
          description: fill(t.seoMatch, name, t.description),
          index: true,
          subSection: "match",
        };
      }
      if (route.view === "champ") {
        const name = named(names.champ, route.champ);
        return {
          title: joined(name, base),
          description: fill(t.seoChamp, name, t.description),
          index: true,
          subSection: "championship",
        };
      }
      if ("discipline" in route) {
        const name = sportName(route.discipline, t, names.sport);
        return {
          title: joined(name, base),
          description: fill(t.seoSport, name, t.description),
          index: true,
          subSection: "sport",
        };
      }
      return page(base);
    }
    case "results":
      return page(
        route.type === "live" ? t.resultsLive : route.type === "zone" ? t.resultsZone : t.results,
        route.type !== "live",
      );
    case "statistic":
      return page(t.statistic, false);
  }
}
