import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HIDDEN_PROVIDER, LOBBY_PROVIDER, registerLobbyCatalogue } from "../casino/lobby-testing.ts";
import { configService } from "../config/routes.ts";
import { testApp } from "../config/testing.ts";
import { seoService } from "./routes.ts";

describe.each(testTargets())("SEO routes on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    handle = await createTestDb(target);
    app = await testApp(handle.db, [configService, seoService]);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  test("page data with every spec parameter", async () => {
    const res = await get(
      "/bff-api/seo/page?domain=parlay.test&projectId=62&language=en&timezone=3&stream=line&section=sport&subsectionId=1&championshipId=88&matchId=123456&menuSection=topgame",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: "Football betting odds | Parlay",
      description: expect.stringContaining("football"),
      metaRobots: "index, follow",
      hierarchyMetaRobots: null,
      metas: [],
      customCanonical: null,
      matchedSection: "sport:1",
    });
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });

  test("the match section uses matchId; unknown items fall back to the section page", async () => {
    const res = await get(
      "/bff-api/seo/page?language=en&stream=live&section=match&matchId=5&timezone=Europe/Moscow",
    );
    expect(res.json()).toMatchObject({ title: "Live match betting | Parlay", matchedSection: "match" });
  });

  test("the domain defaults to the request host; an unknown domain is 404 NO_SITE_CONFIG", async () => {
    expect(
      (await get("/bff-api/seo/page?language=ru&stream=homepage", { host: "vip.parlay.test" })).json().title,
    ).toContain("Парлей");
    const res = await get("/bff-api/seo/page?language=en&stream=homepage&domain=elsewhere.test");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NO_SITE_CONFIG");
  });

  test.each([
    ["stream=line", "language"],
    ["language=en", "stream"],
    ["language=en&stream=sports", "stream"],
    ["language=EN&stream=line", "lang"],
    ["language=en&stream=line&section=team", "section"],
    ["language=en&stream=line&section=sport&subsectionId=-1", "subsectionId"],
    ["language=en&stream=line&matchId=12a", "matchId"],
    ["language=en&stream=line&championshipId=0", "championshipId"],
    ["language=en&stream=line&projectId=x", "projectId"],
    ["language=en&stream=line&timezone=Mars/Olympus", "timezone"],
    ["language=en&stream=line&timezone=15", "timezone"],
    ["language=en&stream=line&menuSection=Top%20Game", "menuSection"],
    ["language=en&stream=line&domain=a%2Fb", "domain"],
  ])("?%s is 400 naming %s", async (query, field) => {
    const res = await get(`/bff-api/seo/page?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION");
    expect(res.json().error.message).toContain(field);
  });

  test("robots.txt keeps crawlers out of personal pages and the APIs and names the sitemap", async () => {
    const res = await get("/robots.txt", { host: "parlay.test", "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/*/office/", "/*/user/", "/mf/", "/bff-api/", "/web-api/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: https://parlay.test/sitemap.xml");
  });

  test("robots.txt shuts out crawlers on the VIP domain and on unknown hosts", async () => {
    for (const host of ["vip.parlay.test", "unknown.test"]) {
      const res = await get("/robots.txt", { host });
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toBe("User-agent: *\nDisallow: /\n");
    }
  });

  test("sitemap.xml lists home and main sections per offered language with hreflang alternates", async () => {
    const res = await get("/sitemap.xml", { host: "localhost:3000" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const lng of ["en", "ru", "ar"]) {
      expect(locs).toContain(`http://localhost:3000/${lng}/`);
      expect(locs).toContain(`http://localhost:3000/${lng}/line`);
      expect(locs).toContain(`http://localhost:3000/${lng}/rules/1`);
    }
    // Sections still drawn by the placeholder ("being built") are not offered to search engines.
    const enPaths = locs
      .filter((l) => l?.startsWith("http://localhost:3000/en/"))
      .map((l) => l?.slice("http://localhost:3000/en/".length));
    expect(enPaths.sort()).toEqual([
      "",
      "about",
      "casino",
      "contacts",
      "fishinghunting",
      "line",
      "live",
      "othergames",
      "payment",
      "providers",
      "rules/1",
      "slots",
    ]);
    // Hidden languages are not offered, so they are not listed anywhere.
    for (const hidden of ["fa", "de", "es", "tr"]) expect(xml).not.toContain(`/${hidden}/`);
    expect(new Set(locs).size).toBe(locs.length);
    const home = xml.split("<url>").find((u) => u.includes("<loc>http://localhost:3000/ru/</loc>")) ?? "";
    expect(home).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/"/>');
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/en/"/>',
    );
  });

  test("sitemap.xml lists every listed casino game's page and provider's page, in every language", async () => {
    await registerLobbyCatalogue(handle.db);
    const games = await handle.db
      .selectFrom("casino_game")
      .select(["id", "code", "provider_id"])
      .where("code", "in", ["fruit-fiesta", "euro-roulette", "hidden-slot"])
      .execute();
    const id = (code: string) => games.find((g) => g.code === code)?.id;
    const res = await get("/sitemap.xml", { host: "localhost:3000" });
    const xml = res.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const lng of ["en", "ru", "ar"]) {
      // Canonical addresses: slots under /slots, other categories under /casino.
      expect(locs).toContain(`http://localhost:3000/${lng}/slots/game/${id("fruit-fiesta")}/fruit-fiesta`);
      expect(locs).toContain(
        `http://localhost:3000/${lng}/casino/game/${id("euro-roulette")}/european-roulette`,
      );
      expect(locs).toContain(`http://localhost:3000/${lng}/providers/${LOBBY_PROVIDER}`);
    }
    // A disabled provider's games and page are not listed (they answer 404).
    expect(xml).not.toContain(`/providers/${HIDDEN_PROVIDER}`);
    const hidden = games.filter((g) => g.provider_id === HIDDEN_PROVIDER);
    for (const g of hidden) expect(xml).not.toContain(`/game/${g.id}/`);
    // Each game page names its language versions and x-default, like every other entry.
    const path = `slots/game/${id("fruit-fiesta")}/fruit-fiesta`;
    const entry =
      xml.split("<url>").find((u) => u.includes(`<loc>http://localhost:3000/ru/${path}</loc>`)) ?? "";
    for (const lng of ["en", "ru", "ar"])
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${lng}" href="http://localhost:3000/${lng}/${path}"/>`,
      );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/en/${path}"/>`,
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("sitemap.xml for an unknown host is 404 NO_SITE_CONFIG", async () => {
    const res = await get("/sitemap.xml", { host: "unknown.test" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NO_SITE_CONFIG");
  });
});
