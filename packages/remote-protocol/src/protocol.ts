/**
 * The render protocol's names (spec 001 §7), apart from its schemas: what a page's browser code needs
 * to ask a remote for a render carries no zod (schema.ts loads with the first answer to check).
 */

/** Request header names. Lower case because Node and Fastify hand headers over lower-cased. */
export const RENDER_HEADERS = {
  renderMode: "mf-render-mode",
  apiVersion: "mf-api-version",
  forceSpa: "force-spa",
  lang: "mf-lang",
  dir: "mf-dir",
  basePath: "mf-base-path",
  device: "mf-device",
  languages: "mf-languages",
  clock: "mf-clock",
  features: "mf-features",
  /** The visitor's country as the site resolved it (upper-case ISO 3166 alpha-2); absent: unknown. */
  country: "mf-country",
  /** A render grant for the signed-in player (server to remote only, never from a browser). */
  grant: "mf-render-grant",
} as const;

/** The only values the v2 protocol accepts for the two mandatory headers. */
export const RENDER_MODE = "json";
export const API_VERSION = "v2";

/** Query parameter carrying the page path (without the /{lng} prefix) and its own query string. */
export const PATH_PARAM = "path";
