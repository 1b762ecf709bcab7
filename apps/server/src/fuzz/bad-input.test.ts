/**
 * Regressions of issue 12 §5 on the whole API (every service, no shell): bad input is a 4xx with
 * the catalogue's JSON, never a 5xx, and API paths never answer anything but that JSON.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SessionAuthenticator } from "../services/session/index.ts";
import { Browser, playersSnapshot, seedUser, signIn } from "../services/session/testing.ts";
import { fullTestApp } from "./full-app.ts";

describe.each(testTargets())("bad input on the API ($name)", (target) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let auth: SessionAuthenticator;
  beforeAll(async () => {
    h = await createTestDb(target);
    ({ app, auth } = await fullTestApp(h.db));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const validation = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { code: string } }).error.code).toBe("VALIDATION");
  };

  test("a NUL byte in the login of a guest is a 400 and changes nothing", async () => {
    const browser = await new Browser(app).start();
    const before = await playersSnapshot(h.db);
    validation(await signIn(browser, "a\u0000b@example.com", "correct-horse-1"));
    expect(await playersSnapshot(h.db)).toBe(before);
  });

  test("a NUL byte inside an encoded field (base64 of UTF-8) is a 400", async () => {
    const browser = await new Browser(app).start();
    const res = await browser.post("/web-api/auth/login/social", {
      login: encodeField("a\u0000b"),
      pass: encodeField("correct-horse-1"),
    });
    validation(res);
  });

  test("NUL bytes and lone surrogates in a signed-in player's fields and in query strings are 400s", async () => {
    const { password } = await seedUser(h.db, auth, { email: "nul@example.com" });
    const browser = await new Browser(app).start();
    expect((await signIn(browser, "nul@example.com", password)).statusCode).toBe(200);
    validation(await browser.post("/web-api/user/config", { user_name: "x\u0000y" }));
    validation(
      await browser.request("POST", "/web-api/user/config", {
        payload: '{"user_name":"x\\ud800y"}',
        headers: { "content-type": "application/json" },
      }),
    );
    validation(await browser.get("/dev/mailbox.json?to=a%00b"));
    validation(await browser.get("/web-api/sportsbook/sports?nameEng=a%00b"));
  });

  test.each([
    "/web-api/sportsbook/sports/2147483648/champs",
    "/web-api/sportsbook/sports/9223372036854775808/champs",
    "/web-api/sportsbook/champs/2147483648-slug/games",
    "/web-api/sportsbook/champs/2147483648/final",
    "/web-api/sportsbook/teams/2147483648",
    "/web-api/sportsbook/live?sportId=2147483648",
    "/web-api/sportsbook/results?date=2026-01-01&sportId=2147483648",
    "/web-api/sportsbook/games?champId=2147483648",
    "/web-api/sportsbook/games/99999999999999999",
  ])("an id beyond its column's range is a 400: %s", async (url) => {
    validation(await app.inject({ method: "GET", url }));
  });

  test.each([
    ["GET", "/web-api/no-such-route"],
    ["POST", "/bff-api/no/such/route"],
    ["GET", "/social-api/x"],
    ["GET", "/hd-api/x"],
    ["GET", "/redirects-api/api/v1/no-such-route"],
    ["GET", "/blocks-api/api/v1/no-such-route"],
    ["GET", "/limit-service-api/api/external/web/v3/no-such-route"],
    ["GET", "/fatman-api/key"],
    ["GET", "/casino-api/v1/no-such-route"],
  ])("%s %s (no such API route) is the catalogue's JSON 404", async (method, url) => {
    const res = await app.inject({ method: method as "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  test("an API path that does not percent-decode is the catalogue's 400, a page path the 400 page", async () => {
    const api = await app.inject({ method: "GET", url: "/web-api/sportsbook/%E0%A4%A" });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe("VALIDATION");
    const page = await app.inject({ method: "GET", url: "/en/%E0%A4%A" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('data-status="400"');
    // Refused before routing, still with the security headers, and a policy that runs nothing.
    for (const res of [api, page]) {
      expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
    }
  });

  test("a known API path asked with another method is a JSON 405 with an Allow header", async () => {
    const post = await app.inject({ method: "POST", url: "/web-api/sportsbook/sports" });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(post.json().error.code).toBe("METHOD_NOT_ALLOWED");
    const get = await app.inject({ method: "GET", url: "/web-api/auth/login" });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect(get.json().error.code).toBe("METHOD_NOT_ALLOWED");
    const del = await app.inject({ method: "DELETE", url: "/web-api/sportsbook/games/1" });
    expect(del.statusCode).toBe(405);
  });
});
