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
