import { runInNewContext } from "node:vm";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField, FINGERPRINT_ERROR_CODE, isFingerprintValid } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, type PlayersTestApp, playersTestApp, seedUser, testClock } from "../session/testing.ts";

describe.each(testTargets())("device fingerprint on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const clock = testClock();

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  /** Runs api.js as a page would: window, navigator, screen, and a fetch that reaches the app. */
  async function runScript(): Promise<{ token: string; expiresAt: number; data: string }> {
    const res = await t.app.inject({ method: "GET", url: "/hd-api/external/apps/web/api.js" });
    expect(res.headers["content-type"]).toContain("application/javascript");
    const window: Record<string, unknown> = {
      navigator: {
        userAgent: "Mozilla/5.0 Test",
        language: "en-GB",
        languages: ["en-GB", "en"],
        platform: "Linux",
        hardwareConcurrency: 8,
        deviceMemory: 8,
        maxTouchPoints: 0,
        cookieEnabled: true,
      },
      screen: { width: 1920, height: 1080, colorDepth: 24 },
      devicePixelRatio: 1,
    };
    const fetch = async (
      url: string,
      init: { method: string; body: string; headers: Record<string, string> },
    ) => {
      const r = await t.app.inject({
        method: init.method as "POST",
        url,
        payload: init.body,
        headers: init.headers,
      });
      return { ok: r.statusCode < 300, status: r.statusCode, json: async () => r.json() };
    };
    runInNewContext(res.body, { window, fetch, Intl, Date, Promise, JSON, Math, Number, String, Array });
    const api = window.hdApi as {
      ready: Promise<unknown>;
      exec: () => Promise<{ token: string; expiresAt: number; data: string }>;
    };
    await api.ready;
    return api.exec();
  }

  test("api.js defines hdApi.exec, which answers {token, expiresAt, data}", async () => {
    const fp = await runScript();
    expect(
      isFingerprintValid({ token: fp.token, expiresAt: fp.expiresAt }, Math.floor(clock.now() / 1000)),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(fp.data, "base64url").toString())).toMatchObject({
      userAgent: "Mozilla/5.0 Test",
      screen: { width: 1920 },
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/hd-api/external/apps/other/api.js" })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/hd-api/external/apps/Bad_Id/api.js" })).statusCode,
    ).toBe(400);
    const junk = await t.app.inject({
      method: "POST",
      url: "/hd-api/external/apps/web/fingerprint",
      payload: { components: { userAgent: 1 } },
    });
    expect(junk.statusCode).toBe(400);
  });

  test("sign-in with the fingerprint: stored on the session; forged, mismatched or expired is the fingerprint error", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "fp@example.com" });
    const fp = await runScript();
    const login = (b: Browser, extra: Record<string, unknown>, token: string) =>
      b.request("POST", "/web-api/auth/login", {
        body: { uLogin: "fp@example.com", uPassword: encodeField(password), ...extra },
        headers: { "x-fingerprint": token },
      });
    const b = await new Browser(t.app).start();
    expect((await login(b, { componentsData: fp.data }, fp.token)).statusCode).toBe(200);
    const device = (await b.get("/web-api/user/sessions")).json().sessions[0].device;
    expect(device).toHaveLength(12);

    const forged = await login(b, { componentsData: fp.data }, `${fp.token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({
      code: "FINGERPRINT_INVALID",
      details: { fingerprintCode: FINGERPRINT_ERROR_CODE },
    });
    const other = Buffer.from(JSON.stringify({ userAgent: "other" })).toString("base64url");
    expect((await login(b, { componentsData: other }, fp.token)).json().error.code).toBe(
      "FINGERPRINT_INVALID",
    );
    clock.advance(25 * 3600_000);
    // The session died of idleness meanwhile: the page reloads its (now anonymous) CSRF token.
    await b.get("/web-api/session");
    expect((await login(b, { componentsData: fp.data }, fp.token)).json().error.code).toBe(
      "FINGERPRINT_INVALID",
    );
    // The single retry with a fresh fingerprint works.
    const fresh = await runScript();
    expect((await login(b, { componentsData: fresh.data }, fresh.token)).statusCode).toBe(200);
  });
});
