import type { SeoSection } from "@parlay/domain/config";
import type { SeoStream } from "@parlay/domain/routing";

/**
 * Which SEO sub-section of spec 000 §2 (sport, championship, match) a sportsbook page is, read from
 * its route and params, the same pages the betting remote titles as sub-sections (remotes/betting
 * seo.ts). Championship and game segments start with their id ("101-england-premier-league"); a
 * sport is only a slug, so its id is looked up by the caller (`sportSlug`).
 */
export interface SeoTarget {
  stream: SeoStream;
  section?: SeoSection;
  /** The sport's (or cyber discipline's) URL slug; its id is the SEO call's subsectionId. */
  sportSlug?: string;
  championshipId?: number;
  matchId?: number;
}

/** "101-england-premier-league" → 101; a segment without a leading id → undefined. */
export function leadingId(segment: string | undefined): number | undefined {
  const m = segment ? /^([1-9]\d{0,11})(?:-|$)/.exec(segment) : null;
  return m ? Number(m[1]) : undefined;
}

export function seoTargetOf(
  route: { id: string; stream: SeoStream },
  params: Record<string, string | undefined>,
): SeoTarget {
  // Live pages of the sportsbook read the live stream's texts; the route table says line for both.
  const stream: SeoStream = route.stream === "line" && params.section === "live" ? "live" : route.stream;
  const base = { stream };
  const sportSlug = route.id.startsWith("cyber") ? params.discipline : params.sport;
  const championshipId = leadingId(params.champ);
  const matchId = leadingId(params.game);
  const ids = {
    ...(sportSlug ? { sportSlug } : {}),
    ...(championshipId ? { championshipId } : {}),
    ...(matchId ? { matchId } : {}),
  };
  switch (route.id) {
    case "sportsbook":
      if (championshipId && sportSlug) return { ...base, section: "championship", ...ids };
      // A menu section in front (topgame/football) keeps the sport, as the remote's title does.
      if (sportSlug) return { ...base, section: "sport", ...ids };
      return base;
    case "sportsbook.game":
    case "cyber.game":
      return matchId ? { ...base, section: "match", ...ids } : base;
    case "cyber.champ":
      return championshipId ? { ...base, section: "championship", ...ids } : base;
    case "cyber.discipline":
    case "cyber.discipline.champs":
    case "cyber.discipline.section":
      return sportSlug ? { ...base, section: "sport", ...ids } : base;
    default:
      // Standings (final), teams, championship lists, multi live: pages of their own, not sub-sections.
      return base;
  }
}
