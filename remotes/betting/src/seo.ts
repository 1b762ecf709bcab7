/**
 * Titles and descriptions of the sportsbook pages (SEO sub-sections sport, championship and match,
 * spec 000 §3). The remote decides title and description; the shell writes canonical and hreflang
 * from the path (the time filter and other query parameters are not part of it). The server render
 * has no data, so names come from the URL: a sport's name from the dictionary, a championship's and
 * a game's from their slugs ("101-england-premier-league" → "England Premier League").
 */
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

export const sportName = (slug: string, t: BettingDictionary) => t.sportNames[slug] ?? humanize(slug);

export interface PageSeo {
  title: string;
  description: string;
  /** Pages built from query parameters or the visitor's choices are not for search engines. */
  index: boolean;
  /** The SEO sub-section of spec 000 §3, when the page is one. */
  subSection: "sport" | "championship" | "match" | null;
}

const fill = (template: string, name: string) => template.replace("{name}", name);

export function pageSeo(route: BettingRoute, t: BettingDictionary): PageSeo {
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
        const name = humanize(route.champ);
        return {
          title: `${name} — ${sectionTitle}`,
          description: fill(t.seoChamp, name),
          index: true,
          subSection: "championship",
        };
      }
      if (route.sport) {
        const name = sportName(route.sport, t);
        return {
          title: `${name} — ${sectionTitle}`,
          description: fill(t.seoSport, name),
          index: true,
          subSection: "sport",
        };
      }
      return page(sectionTitle);
    }
    case "game": {
      const name = humanize(route.game);
      return {
        title: `${name} — ${humanize(route.champ)}`,
        description: fill(t.seoMatch, name),
        index: true,
        subSection: "match",
      };
    }
    case "final":
      return page(`${humanize(route.champ)}: ${t.standings}`);
    case "teams":
      return page(t.teams);
    case "team":
      return page(`${humanize(route.team)} — ${t.team}`);
    case "champs":
      return page(t.champsLabel);
    case "league":
      return page(t.menuSections[route.league]);
    case "multi":
      return page(t.multi, false);
    case "cyber": {
      const base = `${t.cyber}: ${t.cyberTypes[route.type]}`;
      if (route.view === "game") {
        const name = humanize(route.game);
        return {
          title: `${name} — ${base}`,
          description: fill(t.seoMatch, name),
          index: true,
          subSection: "match",
        };
      }
      if (route.view === "champ") {
        const name = humanize(route.champ);
        return {
          title: `${name} — ${base}`,
          description: fill(t.seoChamp, name),
          index: true,
          subSection: "championship",
        };
      }
      if ("discipline" in route) {
        const name = sportName(route.discipline, t);
        return {
          title: `${name} — ${base}`,
          description: fill(t.seoSport, name),
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
