import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** What apps/backoffice/build/server/index.js exports (apps/backoffice/src/entry.server.tsx). */
interface BackofficeBuild {
  render(url: string, nonce: string, assets: { script: string; style: string }): string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The staff web app at /backoffice (docs/decisions/0011-backoffice-app.md): its hashed assets under
 * /backoffice/assets/, and every page server-rendered with this answer's CSP nonce, never cached
 * (`private, no-store`) and never indexed. Nothing of the player site (shell, remotes, import map).
 * Without a build (`npm run build`) /backoffice answers 503 with a plain note; the API still works.
 */
export async function mountBackoffice(app: FastifyInstance, buildDir: string): Promise<void> {
  const serverEntry = join(buildDir, "server", "index.js");
  const manifestFile = join(buildDir, "manifest.json");
  const built = existsSync(serverEntry) && existsSync(manifestFile);
  const mod = built ? ((await import(pathToFileURL(serverEntry).href)) as BackofficeBuild) : null;
  const assets = built
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as { script: string; style: string })
    : null;
  await app.register(async (scope) => {
    if (built)
      await scope.register(fastifyStatic, {
        root: join(buildDir, "client"),
        prefix: "/backoffice/assets/",
        decorateReply: false,
        wildcard: false,
        index: false,
        setHeaders(res) {
          res.header("cache-control", IMMUTABLE);
        },
      });
    const page = async (request: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => {
      reply.header("cache-control", "private, no-store");
      reply.header("x-robots-tag", "noindex, nofollow");
      if (!mod || !assets)
        return reply.code(503).type("text/plain").send("The back office is not built: run npm run build");
      const url = new URL(request.url, "http://backoffice.invalid");
      const path = url.pathname.replace(/^\/backoffice/, "") || "/";
      return reply
        .type("text/html; charset=utf-8")
        .send(mod.render(`${path}${url.search}`, request.cspNonce, assets));
    };
    scope.get("/backoffice", { schema: { hide: true } }, page);
    scope.get("/backoffice/*", { schema: { hide: true } }, page);
  });
}
