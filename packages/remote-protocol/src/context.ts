import { API_VERSION, PATH_PARAM, RENDER_HEADERS, RENDER_MODE } from "./protocol.ts";
import type { ClockFormat, TextDirection } from "./schema.ts";

/** What a remote gets to render one page. Built by the render endpoint from the request headers. */
export interface RemoteRenderContext {
  appName: string;
  /** Path inside the site WITHOUT the /{lng} prefix, e.g. "/rules/1". Always starts with "/". */
  path: string;
  /** The page's own query string, parsed (first value wins for repeated keys). */
  query: Record<string, string>;
  lang: string;
  dir: TextDirection;
  /** Language root of the site, e.g. "/en"; remotes build their links from it. */
  basePath: string;
  device: string;
  /** The shell asked for a client-rendered answer (SPA navigation): the body may skip server markup. */
  forceSpa: boolean;
  components: string[];
  /** Language codes the site offers, for language switches. */
  languages: string[];
  /** The raw Cookie header: the remote reads the session cookie itself. */
  cookies: string;
  /** The shell's one clock decision: every time the remote shows follows it. */
  clock: ClockFormat;
  /** What the visitor may open here (mf-features), e.g. ["registration"]; empty when not said. */
  features: string[];
  /**
   * A render grant (mf-render-grant): the site's server issues one to a remote that shows the signed-in
   * player's own data, so the remote can read that player's data from the site while it renders.
   * Absent for guests. Never put it in the answer (docs/security.md "Render grants").
   */
  grant?: string | undefined;
  /**
   * The visitor's country as the site resolved it (upper-case ISO 3166 alpha-2: GeoIP, or the CDN's
   * header when the site trusts it), for data that depends on it (the casino's blocked games).
   * Absent when unknown. It only narrows what a page shows: the site's own routes decide what is
   * allowed from the visitor's request.
   */
  country?: string | undefined;
}

/** What the shell knows when it asks for a render; everything but the path has a default. */
export interface RemoteRequestContext {
  /** Page path without the /{lng} prefix, optionally with its query string: "/rules/1?x=1". */
  path: string;
  lang: string;
  dir?: TextDirection;
  basePath?: string;
  device?: string;
  languages?: readonly string[];
  forceSpa?: boolean;
  components?: readonly string[];
  cookies?: string;
  clock?: ClockFormat;
  features?: readonly string[];
  /** A render grant for the signed-in player, sent as mf-render-grant. */
  grant?: string | undefined;
  /** The visitor's country (ISO 3166 alpha-2), sent as mf-country. */
  country?: string | undefined;
}

export const DEFAULT_LANG = "en";
export const DEFAULT_DEVICE = "desktop";
/** A shell that says nothing about the clock gets the 24-hour one, the habit of most offered languages. */
export const DEFAULT_CLOCK: ClockFormat = "24h";
const RTL_LANGS = new Set(["ar", "he", "fa", "ur"]);

/** Only a fallback: the shell is the owner of direction and sends it in mf-dir. */
export function directionOf(lang: string): TextDirection {
  return RTL_LANGS.has(lang) ? "rtl" : "ltr";
}

export function renderUrl(baseUrl: string, appName: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  return `${base}/mf/${encodeURIComponent(appName)}/render?${PATH_PARAM}=${encodeURIComponent(path)}`;
}

export function requestHeaders(ctx: RemoteRequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    [RENDER_HEADERS.renderMode]: RENDER_MODE,
    [RENDER_HEADERS.apiVersion]: API_VERSION,
    [RENDER_HEADERS.lang]: ctx.lang,
    [RENDER_HEADERS.dir]: ctx.dir ?? directionOf(ctx.lang),
    [RENDER_HEADERS.basePath]: ctx.basePath ?? `/${ctx.lang}`,
    [RENDER_HEADERS.device]: ctx.device ?? DEFAULT_DEVICE,
    [RENDER_HEADERS.languages]: (ctx.languages ?? [ctx.lang]).join(","),
    [RENDER_HEADERS.clock]: ctx.clock ?? DEFAULT_CLOCK,
    accept: "application/json",
  };
  if (ctx.forceSpa) headers[RENDER_HEADERS.forceSpa] = "1";
  if (ctx.features?.length) headers[RENDER_HEADERS.features] = ctx.features.join(",");
  if (ctx.cookies) headers.cookie = ctx.cookies;
  if (ctx.grant) headers[RENDER_HEADERS.grant] = ctx.grant;
  if (ctx.country) headers[RENDER_HEADERS.country] = ctx.country;
  return headers;
}

/** Splits "/rules/1?x=1" into path and query; refuses anything that is not a site-relative path. */
export function splitPagePath(raw: string): { path: string; query: Record<string, string> } | null {
  // "//host" would turn into another origin when resolved as a URL.
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.length > 2048) return null;
  const url = new URL(raw, "http://remote.invalid");
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  return { path: url.pathname, query };
}
