import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { ShellServices, Viewer } from "@parlay/shell/services";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AppError } from "../http/errors.ts";
import { sendWebResponse, toWebRequest } from "./fetch-bridge.ts";
import { type CachedPage, type PageCache, pageCacheKey } from "./page-cache.ts";
import { isServableHost, pageErrorHandler } from "./status-page.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

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
  },
): Promise<void> {
  const handle = createRequestHandler(opts.build, opts.mode);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = opts.pageCache.enabled
      ? pageCacheKey({
          method: request.method,
          host: request.host,
          url: request.url,
          cookie: request.headers.cookie ?? "",
          country: String(request.headers["x-country-code"] ?? ""),
          acceptLanguage: String(request.headers["accept-language"] ?? ""),
        })
      : null;
    if (!key) {
      const abort = new AbortController();
      request.raw.on("close", () => abort.abort());
      const viewer = await opts.viewerOf(request);
      const response = await handle(toWebRequest(request, abort.signal), { services: opts.services, viewer });
      return sendWebResponse(reply, response);
    }
    // A shared render must not be cancelled by the one client that happened to start it.
    const { page, hit } = await opts.pageCache.getOrRender(key, async (): Promise<CachedPage> => {
      // Only requests without a session cookie are cached: the viewer is a guest.
      const response = await handle(toWebRequest(request, new AbortController().signal), {
        services: opts.services,
        viewer: null,
      });
      return {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      };
    });
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("x-cache", hit ? "HIT" : "MISS");
    return reply.send(page.body);
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
    await scope.register(fastifyStatic, {
      root: join(opts.paths.shellBuildDir, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header("cache-control", path.includes(`${"/assets/"}`) ? IMMUTABLE : "public, max-age=300");
      },
    });
    await scope.register(fastifyStatic, {
      root: opts.paths.sharedDir,
      prefix: "/_shared/",
      decorateReply: false,
      wildcard: false,
      setHeaders(res) {
        res.header("cache-control", IMMUTABLE);
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
