import { metaRobots } from "@parlay/remote-protocol";
import type { SeoPage } from "../services.ts";

export interface PageSeo {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
}

/**
 * Canonical and hreflang are the shell's alone (architecture: primary-remote rule).
 * customCanonical in url mode points elsewhere; in mirror mode it keeps the path on another host.
 */
export function buildSeo(input: {
  url: URL;
  lng: string;
  rest: string;
  languages: string[];
  defaultLang: string;
  page: SeoPage | null;
  remoteTitle?: string | undefined;
  remoteDescription?: string | undefined;
  /** The page must not be indexed whatever the SEO rows say (placeholders, per-visitor pages). */
  noindex?: boolean;
  fallbackTitle: string;
}): PageSeo {
  const { url, rest, page } = input;
  const origin = url.origin;
  const path = `/${input.lng}${rest ? `/${rest}` : "/"}`;
  let canonical = `${origin}${path}`;
  if (page?.customCanonical?.mode === "url")
    canonical = new URL(page.customCanonical.targetUrl, origin).toString();
  if (page?.customCanonical?.mode === "mirror")
    canonical = `${url.protocol}//${page.customCanonical.domain}${path}`;
  const href = (lang: string) => `${origin}/${lang}${rest ? `/${rest}` : "/"}`;
  // Precedence (docs/config.md): an operator's row for this very sport, championship or match
  // ("championship:101") beats the remote's generated text, which beats a row for the whole
  // sub-section and the stream page's (one text for many pages would give them all one title).
  const section = page?.matchedSection?.includes(":") ? page : null;
  const robots = input.noindex ? "noindex, follow" : mergeRobots(page?.hierarchyMetaRobots, page?.metaRobots);
  return {
    title: section?.title || input.remoteTitle || page?.title || input.fallbackTitle,
    description: section?.description || input.remoteDescription || page?.description || "",
    robots,
    canonical,
    alternates: [
      ...input.languages.map((lang) => ({ hrefLang: lang, href: href(lang) })),
      { hrefLang: "x-default", href: href(input.defaultLang) },
    ],
  };
}

/** The description a remote puts in its head as a meta tag. */
export function descriptionFromHead(head: string): string | undefined {
  const m = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(head);
  return m?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** Whether a remote's head asks robots not to index the page. */
export function isNoindexHead(head: string): boolean {
  return (metaRobots(head) ?? "").split(",").some((v) => v.trim().toLowerCase() === "noindex");
}

/**
 * One robots value from the page's row and the rule inherited from its hierarchy: each directive
 * once; the stricter of index/noindex and follow/nofollow wins (a page cannot re-open what its
 * section closed); nothing said is "index, follow".
 */
export function mergeRobots(...values: (string | null | undefined)[]): string {
  const words = values
    .flatMap((v) => (v ?? "").split(","))
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const has = (w: string) => words.includes(w);
  const index = has("noindex") || has("none") ? "noindex" : "index";
  const follow = has("nofollow") || has("none") ? "nofollow" : "follow";
  const others = [
    ...new Set(words.filter((w) => !["index", "noindex", "follow", "nofollow", "none", "all"].includes(w))),
  ];
  return [index, follow, ...others].join(", ");
}
