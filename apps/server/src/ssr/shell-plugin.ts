import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { isDatabaseUnavailable } from "@parlay/db";
import type { BlockCheck, ShellServices, Viewer } from "@parlay/shell/services";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AppError } from "../http/errors.ts";
import { sendUnavailablePage } from "../http/unavailable.ts";
import { sendWebResponse, toWebRequest } from "./fetch-bridge.ts";
import { type CachedPage, type PageCache, pageCacheKey } from "./page-cache.ts";
import { isServableHost, pageErrorHandler } from "./status-page.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Where the provably fair verifier is served (docs/casino.md "How to verify a bet"). */
export const VERIFIER_PATH = "/fairness/verify.html";

/**
 * The verifier is one self-contained page (scripts/fair-verifier/build-page.mjs) whose policy allows
 * its one inline script by hash and no connection at all; the site's nonce policy would block that
 * script, so the page is answered with the policy of its own meta tag.
 */
export function verifierPolicy(clientDir: string): string | null {
  const file = join(clientDir, VERIFIER_PATH);
  if (!existsSync(file)) return null;
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
    readFileSync(file, "utf8"),
  );
  return meta?.[1] ?? null;
}

/**
 * A build output whose name carries its content hash (Vite's `name-Ab3_x9Zq.js`, esbuild's
 * `name-AB3CD9ZQ.js`), or its precompressed copy. Only these may be cached for a year: any other file
 * (the icon, the import map) keeps its name when its content changes.
 */
export function isHashedAsset(path: string): boolean {
  return /-[A-Za-z0-9_-]{8}\.(?:js|css)(?:\.br|\.gz)?$/.test(path);
}

/**
 * The nonce a cached page is rendered with. Random per process, so no content can spell it (and
 * be handed a real nonce by the swap below).
 */
const NONCE_PLACEHOLDER = randomBytes(16).toString("base64");

/** A cached page's bytes with this answer's nonce in place of the stand-in (latin1 keeps every byte). */
export function withNonce(body: Buffer, nonce: string): Buffer {
  if (body.indexOf(NONCE_PLACEHOLDER) < 0) return body;
  return Buffer.from(body.toString("latin1").replaceAll(NONCE_PLACEHOLDER, nonce), "latin1");
}

export interface ShellBuildPaths {
  /** apps/shell/build: server/index.js and client/. */
  shellBuildDir: string;
  /** build/shared: the shared React and importmap.json. */
  sharedDir: string;
}

export async function loadShellBuild(paths: ShellBuildPaths) {
  const serverEntry = join(paths.shellBuildDir, "server", "index.js");
  if (!existsSync(serverEntry))
    throw new Error(`No shell build at ${serverEntry}: run "npm run build" first`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const importMapFile = join(paths.sharedDir, "importmap.json");
  const importMap = existsSync(importMapFile)
    ? (JSON.parse(readFileSync(importMapFile, "utf8")) as ShellServices["importMap"])
    : null;
  return { build, importMap, buildId: build.assets.version };
}

/**
 * Mounts the React Router shell as the catch-all: hashed assets with immutable caching, the shared
 * React, /version.json, and every other GET through the fetch bridge.
 */
export async function mountShell(
  app: FastifyInstance,
  opts: {
    build: ServerBuild;
    paths: ShellBuildPaths;
    services: ShellServices;
    mode: "production" | "development";
    pageCache: PageCache;
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
    /**
     * The services of one page: the remotes are told the visitor's `country`, and a signed-in
     * player's page gets render grants for the remotes that show their data (`viewer` null: a
     * guest, as every page of the micro-cache). Absent: `services` itself.
     */
    servicesFor?: (request: FastifyRequest, viewer: Viewer | null, country: string | null) => ShellServices;
    /**
     * The visitor's country as the site resolves it (access `visitorCountry`): what some remotes
     * show depends on it (the casino's blocked games), so guests share a cached page only within one.
     */
    countryOf?: (request: FastifyRequest) => Promise<string | null>;
    /** The blocks service's decision for the visitor (spec 000 §4); absent: nobody is blocked. */
    blockOf?: (request: FastifyRequest) => Promise<BlockCheck | undefined>;
    /** Send the build's brotli/gzip copies of hashed files (off with HTTP_COMPRESSION=off). */
    preCompressed?: boolean;
  },
): Promise<void> {
  const preCompressed = opts.preCompressed ?? true;
  const handle = createRequestHandler(opts.build, opts.mode);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Decided before the cache: two guests on one URL share a page only with the same decision,
    // and the same country.
    const block = await opts.blockOf?.(request);
    const country = (await opts.countryOf?.(request)) ?? null;
    // A loader that failed because the database is away renders the shell's error page as a 500;
    // the page is then the 503 "back soon" page instead (never cached: the cache keeps 200s).
    const servicesOf = (viewer: Viewer | null) =>
      watchDatabase(opts.servicesFor ? opts.servicesFor(request, viewer, country) : opts.services);
    const key = opts.pageCache.enabled
      ? pageCacheKey({
          block:
            block === undefined
              ? ""
              : block === "unavailable"
                ? "x"
                : `${block.displayTypeId}:${block.templateTypeId ?? ""}`,
          method: request.method,
          host: request.host,
          url: request.url,
          cookie: request.headers.cookie ?? "",
          // The header (the site config's country) and the resolved one (GeoIP unless trusted).
          country: `${String(request.headers["x-country-code"] ?? "")}/${country ?? ""}`,
          acceptLanguage: String(request.headers["accept-language"] ?? ""),
        })
      : null;
    if (!key) {
      const abort = new AbortController();
      request.raw.on("close", () => abort.abort());
      let viewer: Viewer | null;
      try {
        viewer = await opts.viewerOf(request);
      } catch (err) {
        if (isDatabaseUnavailable(err)) return sendUnavailablePage(reply);
        throw err;
      }
      const page = servicesOf(viewer);
      const response = await handle(toWebRequest(request, abort.signal), {
        services: page.services,
        viewer,
        nonce: request.cspNonce,
        block,
      });
      if (response.status >= 500 && page.unavailable()) {
        await response.body?.cancel();
        return sendUnavailablePage(reply);
      }
      return sendWebResponse(reply, response);
    }
    // A shared render must not be cancelled by the one client that happened to start it.
    const { page, hit } = await opts.pageCache.getOrRender(key, async (): Promise<CachedPage> => {
      const watched = servicesOf(null);
      // Only requests without a session cookie are cached: the viewer is a guest, and so are the
      // services (no remote gets a render grant).
      const response = await handle(toWebRequest(request, new AbortController().signal), {
        services: watched.services,
        viewer: null,
        // A shared page is rendered with a stand-in nonce; each answer gets its own (below).
        nonce: NONCE_PLACEHOLDER,
        block,
      });
      if (response.status >= 500 && watched.unavailable()) {
        await response.body?.cancel();
        return UNAVAILABLE;
      }
      return {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      };
    });
    if (page === UNAVAILABLE) return sendUnavailablePage(reply);
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("x-cache", hit ? "HIT" : "MISS");
    return reply.send(withNonce(page.body, request.cspNonce));
  };
  await app.register(async (scope) => {
    // The shell reads request bodies itself (form actions), so nothing may consume them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));
    // Pages answer bad input with a page; the app-wide input guard's 400 included.
    scope.setErrorHandler(pageErrorHandler);
    // The fetch bridge builds the page's URL from the Host header: one that is no host name is
    // the client's fault (400), not a failed render.
    scope.addHook("onRequest", async (request) => {
      if (!isServableHost(request.host))
        throw new AppError("VALIDATION", "The Host header is not a host name");
    });
    const verifierCsp = verifierPolicy(join(opts.paths.shellBuildDir, "client"));
    if (verifierCsp)
      scope.addHook("onSend", async (request, reply) => {
        if (request.url.split("?")[0] === VERIFIER_PATH) reply.header("content-security-policy", verifierCsp);
      });
    await scope.register(fastifyStatic, {
      root: join(opts.paths.shellBuildDir, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed,
      setHeaders(res, path) {
        const hashed = path.includes("/assets/") && isHashedAsset(path);
        res.header("cache-control", hashed ? IMMUTABLE : "public, max-age=300");
      },
    });
    await scope.register(fastifyStatic, {
      root: opts.paths.sharedDir,
      prefix: "/_shared/",
      decorateReply: false,
      wildcard: false,
      preCompressed,
      setHeaders(res, path) {
        res.header("cache-control", isHashedAsset(path) ? IMMUTABLE : "no-cache");
      },
    });
    // Pages without an icon link (the payment provider's hosted page, say) make the browser ask for
    // /favicon.ico; it is the SVG icon, not a language redirect to a 404 page.
    scope.get("/favicon.ico", { schema: { hide: true } }, async (_req, reply) =>
      reply.header("cache-control", "public, max-age=86400").redirect("/favicon.svg", 301),
    );
    scope.get("/version.json", { schema: { hide: true } }, async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { build: opts.services.buildId };
    });
    scope.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      schema: { hide: true },
      handler: render,
    });
    scope.route({
      method: ["GET", "HEAD"],
      url: "/",
      schema: { hide: true },
      handler: render,
    });
  });
}

/** Marks a shared render that failed for want of the database (the cache never keeps it). */
const UNAVAILABLE: CachedPage = { status: 503, headers: [], body: Buffer.alloc(0) };

/** The shell's services for one render, noting whether any call failed for want of the database. */
function watchDatabase(services: ShellServices): { services: ShellServices; unavailable(): boolean } {
  let unavailable = false;
  const watched = { ...services } as Record<string, unknown>;
  for (const [name, value] of Object.entries(services)) {
    if (typeof value !== "function") continue;
    watched[name] = async (...args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>).apply(services, args);
      } catch (err) {
        if (isDatabaseUnavailable(err)) unavailable = true;
        throw err;
      }
    };
  }
  return { services: watched as unknown as ShellServices, unavailable: () => unavailable };
}
