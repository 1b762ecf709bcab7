import { describe, expect, it } from "vitest";
import { renderUrl, requestHeaders, splitPagePath } from "./context.ts";
import { headMeta, metaDescription, metaRobots } from "./head.ts";
import { parseRenderRequest } from "./request.ts";
import { RENDER_HEADERS, RemoteManifest, RenderAnswer, RenderRequestBody } from "./schema.ts";

const answer = {
  appName: "info",
  title: "About — Parlay",
  body: "<main></main>",
  style: "",
  cssToLoad: [],
  scriptsToLoad: [],
  codeToEval: "",
  head: "",
};

describe("render answer schema", () => {
  it("accepts the spec's fields, with or without status", () => {
    expect(RenderAnswer.parse(answer)).toEqual(answer);
    expect(RenderAnswer.parse({ ...answer, status: "not_exist" }).status).toBe("not_exist");
  });

  it("a moved answer names the page path to go to", () => {
    const moved = { ...answer, status: "moved", location: "/line/football/101-england-premier-league" };
    expect(RenderAnswer.parse(moved).location).toBe("/line/football/101-england-premier-league");
  });

  it.each([
    ["a missing field", { ...answer, head: undefined }],
    ["a wrong type", { ...answer, cssToLoad: "a.css" }],
    ["an unknown status", { ...answer, status: "gone" }],
    ["an empty appName", { ...answer, appName: "" }],
    ["moved without a location", { ...answer, status: "moved" }],
    ["a location without moved", { ...answer, status: "ok", location: "/line" }],
    ["a moved to another host", { ...answer, status: "moved", location: "//evil.test/line" }],
    ["a moved with a backslash", { ...answer, status: "moved", location: "/\\evil.test" }],
    ["a moved with a query", { ...answer, status: "moved", location: "/line?x=1" }],
    ["a moved to a full URL", { ...answer, status: "moved", location: "https://evil.test/" }],
  ])("refuses %s", (_, value) => {
    expect(RenderAnswer.safeParse(value).success).toBe(false);
  });

  it("validates manifests and POST bodies", () => {
    expect(RemoteManifest.safeParse({ name: "x", version: "1", assets: [], react: "19.3.1" }).success).toBe(
      true,
    );
    expect(RemoteManifest.safeParse({ name: "x", version: "1", assets: [] }).success).toBe(false);
    expect(RenderRequestBody.safeParse({ components: ["a"] }).success).toBe(true);
    expect(RenderRequestBody.safeParse({ components: "a" }).success).toBe(false);
  });

  it("names the headers as the spec does", () => {
    expect(RENDER_HEADERS).toMatchObject({
      renderMode: "mf-render-mode",
      apiVersion: "mf-api-version",
      forceSpa: "force-spa",
    });
  });
});

describe("render request context", () => {
  const headers = { ...requestHeaders({ path: "/", lang: "ru", languages: ["en", "ru"] }), cookie: "a=1" };

  it("round-trips what the loader sends into what the remote reads", () => {
    const parsed = parseRenderRequest({ appName: "info", headers, path: "/rules/2/3?x=1&x=2&y=" });
    expect(parsed).toEqual({
      ok: true,
      ctx: {
        appName: "info",
        path: "/rules/2/3",
        query: { x: "1", y: "" },
        lang: "ru",
        dir: "ltr",
        basePath: "/ru",
        device: "desktop",
        forceSpa: false,
        components: [],
        languages: ["en", "ru"],
        cookies: "a=1",
        clock: "24h",
        features: [],
      },
    });
  });

  it("gives defaults to an almost empty request", () => {
    const parsed = parseRenderRequest({
      appName: "info",
      headers: { "mf-render-mode": "json", "mf-api-version": "v2", "force-spa": "1" },
      path: undefined,
    });
    expect(parsed).toMatchObject({
      ok: true,
      ctx: { path: "/", lang: "en", basePath: "/en", forceSpa: true, clock: "24h" },
    });
  });

  it("carries what the visitor may open, and nothing when the shell says nothing", () => {
    const open = requestHeaders({ path: "/", lang: "en", features: ["registration"] });
    expect(parseRenderRequest({ appName: "header", headers: open, path: "/" })).toMatchObject({
      ok: true,
      ctx: { features: ["registration"] },
    });
    expect(requestHeaders({ path: "/", lang: "en" })).not.toHaveProperty("mf-features");
  });

  it("carries the shell's clock decision to the remote", () => {
    const twelve = requestHeaders({ path: "/line", lang: "en", clock: "12h" });
    expect(twelve["mf-clock"]).toBe("12h");
    expect(parseRenderRequest({ appName: "betting", headers: twelve, path: "/line" })).toMatchObject({
      ok: true,
      ctx: { clock: "12h" },
    });
  });

  it("carries a render grant for the signed-in player, and none for a guest", () => {
    const grant = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl";
    const signedIn = requestHeaders({ path: "/office/account", lang: "en", grant });
    expect(signedIn["mf-render-grant"]).toBe(grant);
    expect(
      parseRenderRequest({ appName: "office", headers: signedIn, path: "/office/account" }),
    ).toMatchObject({ ok: true, ctx: { grant } });
    const guest = requestHeaders({ path: "/office/account", lang: "en" });
    expect(guest).not.toHaveProperty("mf-render-grant");
    const parsed = parseRenderRequest({ appName: "office", headers: guest, path: "/office/account" });
    expect(parsed.ok && "grant" in parsed.ctx).toBe(false);
  });

  it("carries the visitor's country when the site knows it", () => {
    const known = requestHeaders({ path: "/slots", lang: "en", country: "DE" });
    expect(known["mf-country"]).toBe("DE");
    expect(parseRenderRequest({ appName: "casino", headers: known, path: "/slots" })).toMatchObject({
      ok: true,
      ctx: { country: "DE" },
    });
    const unknown = requestHeaders({ path: "/slots", lang: "en" });
    expect(unknown).not.toHaveProperty("mf-country");
    const parsed = parseRenderRequest({ appName: "casino", headers: unknown, path: "/slots" });
    expect(parsed.ok && "country" in parsed.ctx).toBe(false);
  });

  it.each([
    ["mode", { "mf-api-version": "v2" }, "MF_BAD_RENDER_MODE"],
    ["version", { "mf-render-mode": "json", "mf-api-version": "v1" }, "MF_BAD_API_VERSION"],
    ["lang", { ...headers, "mf-lang": "english" }, "MF_BAD_CONTEXT"],
    ["dir", { ...headers, "mf-dir": "up" }, "MF_BAD_CONTEXT"],
    ["languages", { ...headers, "mf-languages": "en,RU" }, "MF_BAD_CONTEXT"],
    ["base path", { ...headers, "mf-base-path": "/en/x" }, "MF_BAD_CONTEXT"],
    ["clock", { ...headers, "mf-clock": "13h" }, "MF_BAD_CONTEXT"],
    ["features", { ...headers, "mf-features": "registration,<x>" }, "MF_BAD_CONTEXT"],
    ["grant", { ...headers, "mf-render-grant": "a.b.c d" }, "MF_BAD_CONTEXT"],
    ["grant", { ...headers, "mf-render-grant": "not-a-token" }, "MF_BAD_CONTEXT"],
    ["country", { ...headers, "mf-country": "de" }, "MF_BAD_CONTEXT"],
    ["country", { ...headers, "mf-country": "DEU" }, "MF_BAD_CONTEXT"],
  ])("refuses a bad %s header", (_, bad, code) => {
    expect(parseRenderRequest({ appName: "info", headers: bad, path: "/" })).toMatchObject({
      ok: false,
      code,
    });
  });

  it("refuses paths that are not site paths, and bad bodies", () => {
    for (const path of ["rules", "//evil.example/x", "https://evil.example/"]) {
      expect(parseRenderRequest({ appName: "info", headers, path })).toMatchObject({ ok: false });
    }
    expect(
      parseRenderRequest({ appName: "info", headers, path: "/", body: { components: [1] } }),
    ).toMatchObject({
      ok: false,
      code: "MF_BAD_CONTEXT",
    });
    expect(splitPagePath("/a/../b")?.path).toBe("/b");
  });

  it("builds the render URL with the page path encoded", () => {
    expect(renderUrl("http://x:1/", "info", "/rules/1?a=b")).toBe(
      "http://x:1/mf/info/render?path=%2Frules%2F1%3Fa%3Db",
    );
  });
});

describe("head meta", () => {
  it("writes and reads back the description and robots", () => {
    const head = headMeta({ description: 'Rules & "terms" <2024>', robots: "noindex" });
    expect(head).toBe(
      '<meta name="description" content="Rules &amp; &quot;terms&quot; &lt;2024&gt;"><meta name="robots" content="noindex">',
    );
    expect(metaDescription(head)).toBe('Rules & "terms" <2024>');
    expect(metaRobots(head)).toBe("noindex");
    expect(metaDescription("")).toBeUndefined();
  });
});
