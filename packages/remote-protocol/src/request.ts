import {
  DEFAULT_CLOCK,
  DEFAULT_DEVICE,
  DEFAULT_LANG,
  directionOf,
  type RemoteRenderContext,
  splitPagePath,
} from "./context.ts";
import { API_VERSION, PATH_PARAM, RENDER_HEADERS, RENDER_MODE } from "./protocol.ts";
import { FeatureName, LangCode, RenderRequestBody } from "./schema.ts";

/**
 * A remote reading a render request (spec 001 §7), with the protocol's zod schemas: apart from
 * context.ts, which the shell's browser code uses to ask for renders and which carries no zod.
 */

/** A JWS in compact form, as a render grant is. */
const GRANT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type HeaderBag = Record<string, string | string[] | undefined>;

export type ParsedRenderRequest =
  | { ok: true; ctx: RemoteRenderContext }
  | { ok: false; code: "MF_BAD_RENDER_MODE" | "MF_BAD_API_VERSION" | "MF_BAD_CONTEXT"; message: string };

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
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
  const country = header(input.headers, RENDER_HEADERS.country);
  if (country !== undefined && !/^[A-Z]{2}$/.test(country))
    return bad(`Header ${RENDER_HEADERS.country} must be two upper-case letters (ISO 3166 alpha-2)`);
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
      ...(country ? { country } : {}),
    },
  };
}
