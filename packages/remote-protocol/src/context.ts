import {
  API_VERSION,
  type ClockFormat,
  FeatureName,
  LangCode,
  PATH_PARAM,
  RENDER_HEADERS,
  RENDER_MODE,
  RenderRequestBody,
  type TextDirection,
} from "./schema.ts";

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
}

export const DEFAULT_LANG = "en";
export const DEFAULT_DEVICE = "desktop";
/** A shell that says nothing about the clock gets the 24-hour one, the habit of most offered languages. */
export const DEFAULT_CLOCK: ClockFormat = "24h";
const RTL_LANGS = new Set(["ar", "he", "fa", "ur"]);
/** A JWS in compact form, as a render grant is. */
const GRANT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

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
  return headers;
}

export type HeaderBag = Record<string, string | string[] | undefined>;

export type ParsedRenderRequest =
  | { ok: true; ctx: RemoteRenderContext }
  | { ok: false; code: "MF_BAD_RENDER_MODE" | "MF_BAD_API_VERSION" | "MF_BAD_CONTEXT"; message: string };

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
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

/** Turns an incoming render request into a context, or says clearly what is wrong with it. */
export function parseRenderRequest(input: {
  appName: string;
  headers: HeaderBag;
  path: string | undefined;
  body?: unknown;
}): ParsedRenderRequest {
  const mode = header(input.headers, RENDER_HEADERS.renderMode);
  if (mode !== RENDER_MODE) {
    return {
      ok: false,
      code: "MF_BAD_RENDER_MODE",
      message: `Header ${RENDER_HEADERS.renderMode} must be "${RENDER_MODE}", got ${JSON.stringify(mode ?? null)}`,
    };
  }
  const version = header(input.headers, RENDER_HEADERS.apiVersion);
  if (version !== API_VERSION) {
    return {
      ok: false,
      code: "MF_BAD_API_VERSION",
      message: `Header ${RENDER_HEADERS.apiVersion} must be "${API_VERSION}", got ${JSON.stringify(version ?? null)}`,
    };
  }
  const bad = (message: string): ParsedRenderRequest => ({ ok: false, code: "MF_BAD_CONTEXT", message });

  const page = splitPagePath(input.path ?? "/");
  if (!page) return bad(`Query parameter ${PATH_PARAM} must be a site path starting with a single "/"`);

  const lang = header(input.headers, RENDER_HEADERS.lang) ?? DEFAULT_LANG;
  if (!LangCode.safeParse(lang).success)
    return bad(`Header ${RENDER_HEADERS.lang} must be two lowercase letters`);

  const dirHeader = header(input.headers, RENDER_HEADERS.dir);
  if (dirHeader !== undefined && dirHeader !== "ltr" && dirHeader !== "rtl") {
    return bad(`Header ${RENDER_HEADERS.dir} must be "ltr" or "rtl"`);
  }
  const languages = (header(input.headers, RENDER_HEADERS.languages) ?? lang)
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
  if (!languages.every((code) => LangCode.safeParse(code).success)) {
    return bad(`Header ${RENDER_HEADERS.languages} must be comma-separated two-letter codes`);
  }
  const clock = header(input.headers, RENDER_HEADERS.clock) ?? DEFAULT_CLOCK;
  if (clock !== "12h" && clock !== "24h") return bad(`Header ${RENDER_HEADERS.clock} must be "12h" or "24h"`);
  const features = (header(input.headers, RENDER_HEADERS.features) ?? "")
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
  if (!features.every((word) => FeatureName.safeParse(word).success)) {
    return bad(`Header ${RENDER_HEADERS.features} must be comma-separated lowercase words`);
  }
  const grant = header(input.headers, RENDER_HEADERS.grant);
  if (grant !== undefined && (grant.length > 4096 || !GRANT.test(grant)))
    return bad(`Header ${RENDER_HEADERS.grant} must be a compact token (letters, digits, "-", "_", ".")`);
  const basePath = header(input.headers, RENDER_HEADERS.basePath) ?? `/${lang}`;
  if (!/^\/[a-z]{2}$/.test(basePath)) return bad(`Header ${RENDER_HEADERS.basePath} must look like "/en"`);

  let components: string[] = [];
  if (input.body !== undefined) {
    const body = RenderRequestBody.safeParse(input.body);
    if (!body.success) return bad('POST body must be {"components": string[]}');
    components = body.data.components;
  }
  const forceSpa = header(input.headers, RENDER_HEADERS.forceSpa);
  return {
    ok: true,
    ctx: {
      appName: input.appName,
      path: page.path,
      query: page.query,
      lang,
      dir: dirHeader ?? directionOf(lang),
      basePath,
      device: header(input.headers, RENDER_HEADERS.device) ?? DEFAULT_DEVICE,
      forceSpa: forceSpa === "1" || forceSpa === "true",
      components,
      languages,
      cookies: header(input.headers, "cookie") ?? "",
      clock,
      features,
      ...(grant ? { grant } : {}),
    },
  };
}
