import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { registerRemoteProxies } from "./proxy.ts";

/**
 * `/mf/{app}/*` of a remote in its own process (proxy.ts): the browser's headers go along without a
 * bearer token, a render grant or a country of its own choosing; the visitor's country is the site's.
 */
describe("the remote proxy", () => {
  let remote: FastifyInstance;
  let site: FastifyInstance;

  beforeAll(async () => {
    remote = Fastify();
    remote.get("/mf/echo/render", async (request) => request.headers);
    const url = await remote.listen({ port: 0, host: "127.0.0.1" });
    site = Fastify();
    const countryOf = async (request: { headers: Record<string, unknown> }) =>
      request.headers["x-test-visitor"] === "berlin" ? "DE" : null;
    await registerRemoteProxies(site, [{ appName: "echo", kind: "url", url }], countryOf);
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await remote?.close();
  });

  test("sends the site's country as mf-country, never the browser's, nor its grant or token", async () => {
    const seen = async (headers: Record<string, string>) =>
      (await site.inject({ url: "/mf/echo/render?path=%2Fslots", headers })).json();
    const forged = {
      "mf-country": "GB",
      "mf-render-grant": "a.b.c",
      authorization: "Bearer x",
      "mf-lang": "en",
    };
    const berlin = await seen({ ...forged, "x-test-visitor": "berlin" });
    expect(berlin).toMatchObject({ "mf-country": "DE", "mf-lang": "en" });
    expect(berlin).not.toHaveProperty("mf-render-grant");
    expect(berlin).not.toHaveProperty("authorization");
    // Unknown to the site: no country at all, whatever the browser said.
    expect(await seen(forged)).not.toHaveProperty("mf-country");
  });
});
