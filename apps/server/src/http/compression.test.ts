import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";
import {
  brotliCompressSync,
  brotliDecompressSync,
  createBrotliDecompress,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import type { Service } from "../context.ts";
import { anonymousOnly } from "./auth.ts";

const big = "Parlay odds for every match of the day. ".repeat(200);
const released: { release?: () => void } = {};

/** Routes answering each kind of body the site sends. */
const probe: Service = async (app) => {
  app.get("/probe/json", async () => ({
    games: Array.from({ length: 100 }, (_, id) => ({ id, name: big.slice(0, 60) })),
  }));
  app.get("/probe/tiny", async () => ({ ok: true }));
  app.get("/probe/html", async (_req, reply) => reply.type("text/html; charset=utf-8").send(`<p>${big}</p>`));
  app.get("/probe/js", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").send(`/*${big}*/`),
  );
  app.get("/probe/css", async (_req, reply) => reply.type("text/css; charset=utf-8").send(`/*${big}*/`));
  app.get("/probe/png", async (_req, reply) => reply.type("image/png").send(Buffer.from(big)));
  app.post("/probe/echo", async (request) => ({ got: request.body }));
  // A page streamed in two parts; the second is written only once the client has read the first.
  app.get("/probe/stream", async (_req, reply) => {
    const body = new Readable({ read() {} });
    body.push(`<html><body><p>shell ${big}</p>`);
    released.release = () => {
      body.push("<p>late part</p></body></html>");
      body.push(null);
    };
    return reply.type("text/html; charset=utf-8").send(body);
  });
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function site(compression?: boolean) {
  const app = await buildApp({
    ctx: { db: {} as never, env: { production: true, defaultHost: "localhost" }, auth: anonymousOnly },
    services: [probe],
    compression,
  });
  apps.push(app);
  return app;
}

describe("compressed answers", () => {
  test.each([
    ["/probe/html", "text/html"],
    ["/probe/js", "text/javascript"],
    ["/probe/css", "text/css"],
    ["/probe/json", "application/json"],
  ])("%s is brotli for a browser that takes it, gzip for one that takes only gzip", async (url, type) => {
    const app = await site();
    const plain = await app.inject({ url });
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain(type);
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  test("nothing is encoded when the browser does not ask, refuses, or the body is tiny or an image", async () => {
    const app = await site();
    for (const [url, accept] of [
      ["/probe/html", undefined],
      ["/probe/html", "identity"],
      ["/probe/html", "br;q=0, gzip;q=0"],
      ["/probe/tiny", "br, gzip"],
      ["/probe/png", "br, gzip"],
    ] as const) {
      const res = await app.inject({ url, headers: accept ? { "accept-encoding": accept } : {} });
      expect(res.statusCode, `${url} ${accept}`).toBe(200);
      expect(res.headers["content-encoding"], `${url} ${accept}`).toBeUndefined();
    }
  });

  test("a compressed answer keeps every security header", async () => {
    const app = await site();
    const res = await app.inject({ url: "/probe/html", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  test("an API 404 asked for brotli still answers the catalogue JSON", async () => {
    const app = await site();
    const res = await app.inject({ url: "/web-api/nothing-here", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  test("an encoded request body is not inflated: the route sees bytes it cannot parse, a 400", async () => {
    const app = await site();
    for (const [encoding, body] of [
      ["gzip", gzipSync(JSON.stringify({ a: 1 }))],
      ["br", brotliCompressSync(JSON.stringify({ a: 1 }))],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/probe/echo",
        headers: { "content-type": "application/json", "content-encoding": encoding },
        payload: body,
      });
      expect(res.statusCode, encoding).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, encoding).toBeLessThan(500);
    }
  });

  test("with compression off (a proxy in front compresses) nothing is encoded", async () => {
    const app = await site(false);
    const res = await app.inject({ url: "/probe/html", headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  test("a streamed page still streams: the first part arrives decoded before the rest is written", async () => {
    const app = await site();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const text = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { port, path: "/probe/stream", headers: { "accept-encoding": "br" } },
        (res) => {
          expect(res.headers["content-encoding"]).toBe("br");
          let seen = "";
          const decoded = res.pipe(createBrotliDecompress());
          decoded.on("data", (chunk: Buffer) => {
            seen += chunk.toString();
            // Without a flush per chunk the encoder would hold the first part until the end, which
            // is never written: this test would then time out.
            if (seen.includes("</p>") && !seen.includes("late part")) released.release?.();
          });
          decoded.on("end", () => resolve(seen));
          decoded.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(text).toContain("shell");
    expect(text.endsWith("<p>late part</p></body></html>")).toBe(true);
  });
});
