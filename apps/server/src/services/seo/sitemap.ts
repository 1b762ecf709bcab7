import { ROUTE_IDS } from "@parlay/domain/config";
import { isPlaceholderPath } from "@parlay/domain/routing";

/** A main section: its path under /{lng}/ and the route id the site config must make available. */
interface SitemapSection {
  path: string;
  needsRoute?: number;
}

/**
 * Home and the main sections of spec 000 §2 that a search engine should know. Sections still drawn
 * by the placeholder are left out until they are built (they are noindex too).
 */
export const SITEMAP_SECTIONS: readonly SitemapSection[] = [
  { path: "" },
  { path: "line" },
  { path: "live" },
  { path: "casino" },
  { path: "slots" },
  { path: "providers" },
  { path: "poker" },
  { path: "bingo" },
  { path: "tvgames" },
  { path: "virtualsports" },
  { path: "fishinghunting" },
  { path: "othergames" },
  { path: "allgamesentrance" },
  { path: "toto" },
  { path: "lotto" },
  { path: "promo" },
  { path: "bonus" },
  { path: "ourpartners" },
  { path: "mobile" },
  { path: "desktop" },
  { path: "about" },
  { path: "contacts" },
  { path: "rules/1", needsRoute: ROUTE_IDS.rules },
  { path: "payment", needsRoute: ROUTE_IDS.payment },
];

export interface SitemapInput {
  /** scheme://host of the request, no trailing slash. */
  origin: string;
  /** Offered languages, in the site's order. */
  languages: readonly string[];
  /** Gets the x-default alternate. */
  defaultLng: string;
  availableRoutes: readonly number[];
  /** The payment page is left out when only signed-in players may see it. */
  paymentOnlyAuth: boolean;
  /**
   * Content pages after the sections, as page paths without /{lng} (`/slots/game/12/parlay-fruits`):
   * the casino's game and provider pages (`casinoSitemapPaths`). Each gets the same language
   * versions and hreflang alternates as a section.
   */
  pages?: readonly string[];
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sections(input: SitemapInput): SitemapSection[] {
  return SITEMAP_SECTIONS.filter((s) => {
    if (isPlaceholderPath(s.path)) return false;
    if (s.needsRoute !== undefined && !input.availableRoutes.includes(s.needsRoute)) return false;
    return !(s.needsRoute === ROUTE_IDS.payment && input.paymentOnlyAuth);
  });
}

/** Every section in every language, each URL listing all its language versions (hreflang). */
export function buildSitemap(input: SitemapInput): string {
  const url = (lng: string, path: string) => escapeXml(`${input.origin}/${lng}/${path}`);
  const paths = [
    ...sections(input).map((s) => s.path),
    ...(input.pages ?? []).map((p) => p.replace(/^\/+/, "")).filter((p) => !isPlaceholderPath(p)),
  ];
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...input.languages.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(l, path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(input.defaultLng, path)}"/>`,
    ].join("\n");
    return input.languages.map((lng) => `  <url>\n    <loc>${url(lng, path)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
