import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadManifest, loadRemote } from "../loader.ts";
import { echoRemote } from "./fixtures.ts";
import { createRemoteServer, type RunningRemoteServer } from "./standalone.ts";

let server: RunningRemoteServer;

beforeAll(async () => {
  server = await createRemoteServer(echoRemote("echo"), { port: 0 });
});
afterAll(() => server.close());

describe("a remote running as its own process", () => {
  it("listens on a real port and answers the loader over HTTP", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const result = await loadRemote(fetch, server.url, "echo", {
      path: "/about",
      lang: "ru",
      components: ["x"],
    });
    expect(result.kind).toBe("ready");
    if (result.kind !== "ready") return;
    expect(JSON.parse(result.answer.body)).toMatchObject({ path: "/about", lang: "ru", components: ["x"] });
    // Root-relative: the shell's server proxies /mf/echo/* here, so the browser stays on one origin.
    expect(result.answer.scriptsToLoad).toEqual(["/mf/echo/assets/client-ABC123.js"]);
  });

  it("prefixes asset URLs with its own origin when the browser is to reach it directly", async () => {
    const direct = await createRemoteServer(echoRemote("echo"), { port: 0, assetOrigin: "self" });
    try {
      const result = await loadRemote(fetch, direct.url, "echo", { path: "/", lang: "en" });
      expect(result.kind === "ready" && result.answer.scriptsToLoad).toEqual([
        `${direct.url}/mf/echo/assets/client-ABC123.js`,
      ]);
    } finally {
      await direct.close();
    }
  });

  it("serves its assets, manifest and health", async () => {
    const asset = await fetch(`${server.url}/mf/echo/assets/client-ABC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await loadManifest(fetch, server.url, "echo")).toMatchObject({ name: "echo", version: "1.2.3" });
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ name: "echo", version: "1.2.3" });
  });
});
