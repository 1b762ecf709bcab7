import { Readable } from "node:stream";
import { RENDER_HEADERS } from "@parlay/remote-protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ErrorBody } from "../http/errors.ts";
import { cookiesForRemotes } from "./forwarded-cookies.ts";
import type { RemoteSource } from "./remote-sources.ts";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "host", "content-length"]);
/**
 * Never forwarded from a browser: a bearer token, a render grant (only the server sends one), and a
 * country (the server's own, `countryOf`, goes instead).
 */
const NOT_FORWARDED = new Set(["authorization", RENDER_HEADERS.grant, RENDER_HEADERS.country]);

/**
 * The browser always talks to the shell's origin: /mf/{app}/* of a remote running elsewhere is
 * forwarded there, so its scripts stay same-origin. The cookies go along without the player's
 * credentials (the `ua` marker says someone is signed in; forwarded-cookies.ts).
 */
export async function registerRemoteProxies(
  app: FastifyInstance,
  sources: RemoteSource[],
  /** The visitor's country as the site resolves it, sent to the remote as mf-country. */
  countryOf?: (request: FastifyRequest) => Promise<string | null>,
): Promise<void> {
  for (const source of sources) {
    if (source.kind !== "url") continue;
    app.all(`/mf/${source.appName}/*`, { schema: { hide: true } }, async (request, reply) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(request.headers)) {
        if (typeof v === "string" && !HOP_BY_HOP.has(k) && !NOT_FORWARDED.has(k)) headers[k] = v;
      }
      if (headers.cookie !== undefined) headers.cookie = cookiesForRemotes(headers.cookie);
      const country = await countryOf?.(request);
      if (country) headers[RENDER_HEADERS.country] = country;
      const hasBody = request.method === "POST" && request.body !== undefined;
      try {
        const res = await fetch(`${source.url}${request.url}`, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
          signal: AbortSignal.timeout(5000),
        });
        reply.status(res.status);
        for (const [k, v] of res.headers)
          if (!HOP_BY_HOP.has(k) && k !== "content-encoding") reply.header(k, v);
        return reply.send(
          res.body ? Readable.fromWeb(res.body as import("node:stream/web").ReadableStream) : null,
        );
      } catch (err) {
        request.log.warn({ err, app: source.appName }, "remote app unreachable");
        const body: ErrorBody = {
          error: { code: "REMOTE_UNAVAILABLE", message: `${source.appName} is unreachable` },
        };
        return reply.status(502).send(body);
      }
    });
  }
}
