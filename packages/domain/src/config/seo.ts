import { z } from "zod";
import { customCanonical } from "./site-config.ts";

// The content streams themselves (spec 000 §2) live with the route table: SEO_STREAMS in routing.

/** Sub-sections of a stream (spec 000 §2). */
export const SEO_SECTIONS = ["sport", "championship", "match"] as const;
export type SeoSection = (typeof SEO_SECTIONS)[number];

/** One extra <meta> tag; `name` or `property` (Open Graph) names it. */
export const seoMeta = z.object({
  name: z.string().optional(),
  property: z.string().optional(),
  content: z.string(),
});
export type SeoMeta = z.infer<typeof seoMeta>;

/** SEO page data (spec 000 §3). */
export const seoPageData = z.object({
  title: z.string(),
  description: z.string(),
  metaRobots: z.string(),
  /** Robots directive inherited by every page below this one; null when the page sets none. */
  hierarchyMetaRobots: z.string().nullable(),
  metas: z.array(seoMeta),
  customCanonical: customCanonical.nullable(),
  /**
   * parlay: which stored row answered, beyond the spec's fields: the section key ("championship:101",
   * "championship") or "" for the stream's page or the homepage. The shell lets only a sub-section
   * answer override the primary remote's own title (docs/config.md "Precedence on the page").
   */
  matchedSection: z.string().optional(),
});
export type SeoPageData = z.infer<typeof seoPageData>;

/**
 * One SEO row as the back office writes it (issue 16 §5): the key (stream, sub-section or one item
 * of it, language) and the page data. The SEO service validates its route with it, the back-office
 * form too. `streams` is the routing table's SEO_STREAMS (passed in: config does not import routing).
 */
export function seoRowInputOf<S extends readonly [string, ...string[]]>(streams: S) {
  const key = z.object({
    groupId: z.coerce.number().int().positive().max(2_147_483_647),
    stream: z.enum(streams),
    /** "" the stream's page; `sport`, `championship`, `match`; or one item, `championship:101`. */
    section: z
      .string()
      .regex(/^((sport|championship|match)(:[1-9]\d{0,9})?)?$/, "'', a sub-section, or sub-section:id")
      .default(""),
    lang: z.string().regex(/^[a-z]{2}$/, "two lower-case letters"),
  });
  const row = key.extend({
    title: z.string().max(300),
    description: z.string().max(1000),
    metaRobots: z.string().max(100).default("index, follow"),
    hierarchyMetaRobots: z.string().max(100).nullable().default(null),
    metas: seoPageData.shape.metas.max(30).default([]),
    customCanonical: seoPageData.shape.customCanonical.default(null),
  });
  return { key, row };
}
