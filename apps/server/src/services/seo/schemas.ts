import { SEO_SECTIONS } from "@parlay/domain/config";
import { SEO_STREAMS } from "@parlay/domain/routing";
import { z } from "zod";
import { langParam } from "../config/index.ts";

const id = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,11}$/, `${name} must be a positive whole number`)
    .transform(Number);

/** A UTC offset in hours (-12..14, quarter hours allowed) or an IANA zone name such as Europe/Moscow. */
function isTimezone(v: string): boolean {
  if (/^[+-]?\d{1,2}(\.(25|5|75))?$/.test(v)) return Number(v) >= -12 && Number(v) <= 14;
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

/** GET /bff-api/seo/page, with the parameters of spec 000 §7 "SEO content, visual and page data". */
export const seoPageQuery = z.object({
  /** The domain the page is for; the request's own host when absent. */
  domain: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, "domain must be a host name, e.g. parlay.test")
    .optional(),
  /** The build's project id (spec 000 §9: 62 for the desktop build); accepted, not used for lookup. */
  projectId: id("projectId").optional(),
  language: langParam,
  timezone: z
    .string()
    .max(64)
    .refine(isTimezone, "timezone must be a UTC offset in hours or an IANA zone")
    .optional(),
  stream: z.enum(SEO_STREAMS, { error: `stream must be one of ${SEO_STREAMS.join(", ")}` }),
  section: z.enum(SEO_SECTIONS, { error: `section must be one of ${SEO_SECTIONS.join(", ")}` }).optional(),
  subsectionId: id("subsectionId").optional(),
  championshipId: id("championshipId").optional(),
  matchId: id("matchId").optional(),
  /** Sportsbook menu section (home, topgame, marble, ...); a page-type slug. */
  menuSection: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "menuSection must be a lower-case slug")
    .optional(),
});
export type SeoPageQueryParams = z.output<typeof seoPageQuery>;

/**
 * The store's section key: a sub-section with the id it is about ("sport:1") when given, so one
 * sport or championship can have its own texts and falls back to the sub-section's.
 */
export function sectionKey(
  q: Pick<SeoPageQueryParams, "section" | "subsectionId" | "championshipId" | "matchId">,
): string | undefined {
  if (!q.section) return undefined;
  const itemId = { sport: q.subsectionId, championship: q.championshipId, match: q.matchId }[q.section];
  return itemId === undefined ? q.section : `${q.section}:${itemId}`;
}
