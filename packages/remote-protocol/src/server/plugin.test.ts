import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHeaders } from "../context.ts";
import { RenderAnswer } from "../schema.ts";
import { acceptsEncoding, IMMUTABLE_CACHE } from "./assets.ts";
import { echoRemote } from "./fixtures.ts";
import { remoteRenderPlugin } from "./plugin.ts";

const headers = requestHeaders({ path: "/", lang: "ar", languages: ["en", "ru", "ar"], cookies: "s=1" });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(remoteRenderPlugin, { remotes: [echoRemote("echo"), echoRemote("other")] });
  await app.ready();
});
afterAll(() => app.close());

function bodyContext(payload: string) {
  return JSON.parse(RenderAnswer.parse(JSON.parse(payload)).body);
}

describe("GET|POST /mf/:appName/render", () => {
  it("renders with the context taken from the headers and the path parameter", async () => {
    const response = await app.inject({ url: "/mf/echo/render?path=%2Frules%2F1%3Fa%3D1", headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const answer = RenderAnswer.parse(response.json());
    expect(answer.scriptsToLoad).toEqual(["/mf/echo/assets/client-ABC123.js"]);
    expect(bodyContext(response.payload)).toEqual({
      appName: "echo",
      path: "/rules/1",
      query: { a: "1" },
      lang: "ar",
      dir: "rtl",
      basePath: "/ar",
      device: "desktop",
      forceSpa: false,
      components: [],
      languages: ["en", "ru", "ar"],
      cookies: "s=1",
      clock: "24h",
      features: [],
    });
  });

  it("passes POSTed components to the remote", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/mf/echo/render?path=%2F",
      headers: { ...headers, "force-spa": "1" },
      payload: { components: ["rules-index", "footer-links"] },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyContext(response.payload)).toMatchObject({
      components: ["rules-index", "footer-links"],
      forceSpa: true,
    });
  });

  it("refuses a POST body of the wrong shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/mf/echo/render",
      headers,
      payload: { components: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "MF_BAD_CONTEXT" });
  });

  it.each([
    ["without mf-render-mode", { "mf-api-version": "v2" }, "MF_BAD_RENDER_MODE", "mf-render-mode"],
    ["with mf-render-mode html", { ...headers, "mf-render-mode": "html" }, "MF_BAD_RENDER_MODE", '"json"'],
    ["without mf-api-version", { "mf-render-mode": "json" }, "MF_BAD_API_VERSION", "mf-api-version"],
    ["with mf-api-version v1", { ...headers, "mf-api-version": "v1" }, "MF_BAD_API_VERSION", '"v2"'],
  ])("answers 400 %s, saying what is wrong", async (_, bad, code, mention) => {
    const response = await app.inject({ url: "/mf/echo/render?path=%2F", headers: bad });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code, error: "Bad Request" });
    expect(body.message).toContain(mention);
  });

  it("answers 404 JSON for an unknown app, before looking at the headers", async () => {
    const response = await app.inject({ url: "/mf/nope/render?path=%2F" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: "MF_UNKNOWN_APP" });
  });

  it("passes a not_exist page through as a 200 answer with status not_exist", async () => {
    const response = await app.inject({ url: "/mf/echo/render?path=%2Fmissing", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ appName: "echo", status: "not_exist" });
  });

  it("answers 500 when the remote throws or returns an invalid answer", async () => {
    const thrown = await app.inject({ url: "/mf/echo/render?path=%2Fboom", headers });
    expect(thrown.statusCode).toBe(500);
    expect(thrown.json()).toMatchObject({ code: "MF_RENDER_FAILED" });
    const broken = await app.inject({ url: "/mf/echo/render?path=%2Fbroken", headers });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ code: "MF_BAD_ANSWER" });
  });

  it("gives the remote the server's own country of the visitor, whatever mf-country the request says", async () => {
    const site = Fastify();
    const countryOf = async (request: { headers: Record<string, unknown> }) =>
      request.headers["x-test-ip"] === "de" ? "DE" : null;
    await site.register(remoteRenderPlugin, { remotes: [echoRemote("echo")], countryOf });
    try {
      const render = async (extra: Record<string, string>) =>
        bodyContext(
          (await site.inject({ url: "/mf/echo/render?path=%2F", headers: { ...headers, ...extra } })).payload,
        );
      expect(await render({ "x-test-ip": "de", "mf-country": "GB" })).toMatchObject({ country: "DE" });
      expect(await render({ "mf-country": "GB" })).not.toHaveProperty("country");
      // Without a resolver (a remote's own process), the shell's mf-country.
      expect(
        bodyContext(
          (await app.inject({ url: "/mf/echo/render?path=%2F", headers: { ...headers, "mf-country": "GB" } }))
            .payload,
        ),
      ).toMatchObject({ country: "GB" });
    } finally {
      await site.close();
    }
  });
});

describe("manifest and assets", () => {
  it("serves the manifest", async () => {
    const response = await app.inject({ url: "/mf/other/manifest.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: "other",
      version: "1.2.3",
      assets: ["client-ABC123.js"],
      react: "19.3.1",
    });
    expect((await app.inject({ url: "/mf/nope/manifest.json" })).statusCode).toBe(404);
  });

  it("serves hashed assets as immutable JavaScript", async () => {
    const response = await app.inject({ url: "/mf/echo/assets/client-ABC123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.payload).toContain("export function hydrate");
  });

  it.each(["missing.js", "manifest.json", "..%2F..%2Fetc%2Fpasswd", ".hidden", "a/../../x.js"])(
    "refuses %s",
    async (file) => {
      const response = await app.inject({ url: `/mf/echo/assets/${file}` });
      expect(response.statusCode).toBe(404);
    },
  );
});

describe("precompressed assets", () => {
  /** A remote whose build also wrote brotli and gzip copies of its client (scripts/precompress.mjs). */
  async function precompressedSite(preCompressed?: boolean) {
    const remote = echoRemote("packed");
    const source = readFileSync(join(remote.assetsDir, "client-ABC123.js"));
    writeFileSync(join(remote.assetsDir, "client-ABC123.js.br"), brotliCompressSync(source));
    writeFileSync(join(remote.assetsDir, "client-ABC123.js.gz"), gzipSync(source));
    const site = Fastify();
    await site.register(remoteRenderPlugin, { remotes: [remote], preCompressed });
    return { site, source: source.toString() };
  }

  it("sends the brotli copy to a browser that takes it, the gzip copy to one that takes only gzip", async () => {
    const { site, source } = await precompressedSite();
    const url = "/mf/packed/assets/client-ABC123.js";
    const br = await site.inject({ url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(br.headers.vary).toBe("accept-encoding");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await site.inject({ url, headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await site.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.payload).toBe(source);
    await site.close();
  });

  it("sends the plain file when the copies are turned off", async () => {
    const { site, source } = await precompressedSite(false);
    const res = await site.inject({
      url: "/mf/packed/assets/client-ABC123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.payload).toBe(source);
    await site.close();
  });

  it.each([
    ["br", "br", true],
    ["gzip, br;q=0", "br", false],
    ["*", "gzip", true],
    ["*;q=0, gzip", "br", false],
    ["", "gzip", false],
    ["BR;Q=0.5", "br", true],
  ])("Accept-Encoding %j allows %s: %s", (header, encoding, allowed) => {
    expect(acceptsEncoding(header, encoding)).toBe(allowed);
  });
});
