// zod/mini: the shell validates every render answer in the browser, and the full zod would add
// hundreds of kilobytes to the page. Same core, same safeParse, functional checks.
import * as z from "zod/mini";

// zod probes for `new Function` the first time it parses an object; under the site's CSP (no
// 'unsafe-eval') the browser reports that probe as a violation even though zod catches it. jitless
// skips the probe in the browser (the shell loads this module with the first answer it checks);
// the server keeps the faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * The JSON render protocol (spec 001 §7 "Remote application render").
 * One schema validates the answer on both sides: the remote before it sends, the shell after it receives,
 * so a drift between the two shows up as a validation error rather than a broken page.
 */

export { API_VERSION, PATH_PARAM, RENDER_HEADERS, RENDER_MODE } from "./protocol.ts";

/**
 * A primary remote answering not_exist makes the shell show its 404 page (spec 001 §8); `moved` makes
 * the shell answer a permanent redirect (301) to `location` (an id-only URL → its slug URL).
 */
export const RenderStatus = z.enum(["ok", "not_exist", "moved"]);
export type RenderStatus = z.infer<typeof RenderStatus>;

/** A site-relative page path: one leading slash (never `//host`), no backslash, query or fragment. */
export const MovedLocation = z
  .string()
  .check(z.maxLength(2000), z.regex(/^\/(?![/\\])[^\s?#\\]*$/, "a page path such as /line/football"));

export const RenderAnswer = z
  .object({
    appName: z.string().check(z.minLength(1)),
    /** Full document title for a primary remote; "" for remotes that are parts of a page (header). */
    title: z.string(),
    /** Server-rendered HTML, inserted by the shell inside `<div data-remote="{appName}">`. */
    body: z.string(),
    /** CSS text; the shell puts it in a `<style>` element carrying the page nonce. */
    style: z.string(),
    cssToLoad: z.array(z.string()),
    /** ES module URLs; the first one is the entry exporting `hydrate`. */
    scriptsToLoad: z.array(z.string()),
    /** Inline code run by the shell with the page's CSP nonce, never passed to eval. */
    codeToEval: z.string(),
    /** HTML for `<head>`: meta tags only (description, robots). The shell owns canonical and hreflang. */
    head: z.string(),
    status: z.optional(RenderStatus),
    /**
     * With `moved`: the page path to go to, like the asked path — without the `/{lng}` prefix, starting
     * with a single `/`, no query (the shell keeps the language and the query of the request).
     */
    location: z.optional(MovedLocation),
  })
  .check(
    z.refine((a) => (a.status === "moved") === (a.location !== undefined), {
      message: "location is given exactly when status is moved",
      path: ["location"],
    }),
  );
export type RenderAnswer = z.infer<typeof RenderAnswer>;

export const RemoteManifest = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  /** File names relative to `/mf/{name}/assets/`; the first one is the client entry module. */
  assets: z.array(z.string()),
  /** The shared React version the client was built against; the shell compares it with its import map. */
  react: z.string().check(z.minLength(1)),
});
export type RemoteManifest = z.infer<typeof RemoteManifest>;

/** POST body: the remote components the page wants rendered alongside the view. */
export const RenderRequestBody = z.object({
  components: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
});
export type RenderRequestBody = z.infer<typeof RenderRequestBody>;

/** Error body sent by the render endpoints: same shape as Fastify's own errors. */
export const RenderErrorBody = z.object({
  statusCode: z.int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
});
export type RenderErrorBody = z.infer<typeof RenderErrorBody>;

/** Language codes are two lowercase letters (spec 000 §5). */
export const LangCode = z.string().check(z.regex(/^[a-z]{2}$/));

export const TextDirection = z.enum(["ltr", "rtl"]);
export type TextDirection = z.infer<typeof TextDirection>;

/**
 * What the shell decided this visitor may open on this site, for remotes that link to it:
 * `registration` (spec 000 §5: allowed, not a VIP domain, route available). Unknown words are kept,
 * so a newer shell does not break an older remote.
 */
export const FeatureName = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));

/** The player's clock, decided once by the shell (spec 000 §1: is12h cookie, else the country list). */
export const ClockFormat = z.enum(["12h", "24h"]);
export type ClockFormat = z.infer<typeof ClockFormat>;
