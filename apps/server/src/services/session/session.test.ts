import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { tokenExpiry } from "@parlay/domain/players";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, type PlayersTestApp, playersTestApp, seedUser, signIn, testClock } from "./testing.ts";
import { issueAccessToken } from "./tokens.ts";

describe.each(testTargets())("sessions and tokens on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const clock = testClock();
  const email = "bob@example.com";
  let password: string;
  let userId: number;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
    const seeded = await seedUser(handle.db, t.auth, { email });
    password = seeded.password;
    userId = Number(seeded.user.id);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  async function signedIn(save = false) {
    const b = await new Browser(t.app).start();
    const res = await signIn(b, email, password, { save });
    expect(res.statusCode).toBe(200);
    return b;
  }

  test("GET /web-api/session: anonymous, then signed in; never cached", async () => {
    const b = new Browser(t.app);
    const anon = await b.get("/web-api/session");
    expect(anon.headers["cache-control"]).toBe("no-store");
    expect(anon.json()).toMatchObject({ authenticated: false, user_id: null });
    expect(b.cookies.get("csrf_token")).toBe(anon.json().csrfToken);
    await signIn(b, email, password);
    expect((await b.get("/web-api/session")).json()).toMatchObject({ authenticated: true, user_id: userId });
  });

  test("gettoken reuses a fresh token, force_refresh issues a new one; updatetoken needs CSRF", async () => {
    const b = await signedIn();
    const first = b.cookies.get("user_token") as string;
    const reused = (await b.get("/web-api/user/gettoken")).json();
    expect(reused.data.token).toBe(first);
    clock.advance(1000);
    const forced = (await b.get("/web-api/user/gettoken?force_refresh=true")).json();
    expect(forced.data.token).not.toBe(first);
    expect(forced.data.expiresAt).toBe(tokenExpiry(forced.data.token));
    expect(b.cookies.get("user_token")).toBe(forced.data.token);
    expect((await b.request("POST", "/web-api/user/updatetoken", { body: {}, csrf: false })).statusCode).toBe(
      403,
    );
    const updated = await b.post("/web-api/user/updatetoken");
    expect(updated.json().token).toBeTruthy();
    expect((await new Browser(t.app).get("/web-api/user/gettoken")).statusCode).toBe(401);
    expect((await b.get("/web-api/user/gettoken?force_refresh=maybe")).statusCode).toBe(400);
  });

  test("the access token works as a bearer token, is short-lived, and dies with its session", async () => {
    const b = await signedIn();
    const token = b.cookies.get("user_token") as string;
    const bearer = new Browser(t.app, { authorization: `Bearer ${token}` });
    expect((await bearer.get("/web-api/user/check-session")).json()).toEqual({ user_id: userId });
    // A bearer call needs no CSRF token.
    expect((await bearer.post("/web-api/user/updatetoken")).statusCode).toBe(200);
    // A token that names no live session is a 401 (refresh and repeat, spec 000 §8), not "nobody".
    const forged = await new Browser(t.app, { authorization: `Bearer ${token}x` }).get(
      "/web-api/user/check-session",
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe("UNAUTHORIZED");
    await b.post("/web-api/user/disconnect");
    expect((await bearer.get("/web-api/user/check-session")).statusCode).toBe(401);
    // Without a token, and without a live cookie session, the caller is a guest.
    expect((await b.get("/web-api/user/check-session")).json()).toEqual({ user_id: null });
    expect((await new Browser(t.app).get("/web-api/user/check-session")).json()).toEqual({ user_id: null });
  });

  /** The browser's cookies plus an `Authorization: Bearer` header, as the shell's client sends them. */
  function withBearer(b: Browser, token: string): Browser {
    const both = new Browser(t.app, { authorization: `Bearer ${token}` });
    for (const [k, v] of b.cookies) both.cookies.set(k, v);
    return both;
  }

  test("an expired or foreign-key token is a 401; the cookie session refreshes it and the repeat succeeds", async () => {
    const b = await signedIn();
    const token = b.cookies.get("user_token") as string;
    const { sub, sid, grp } = decodeJwt(token);
    // Signed with another key: what every open page holds right after PARLAY_TOKEN_KEY is rotated.
    const rotated = await issueAccessToken(
      Buffer.from("another-token-key-of-32-characters!!"),
      { userId: BigInt(sub as string), sessionId: sid as string, groupId: grp as number },
      Math.floor(clock.now() / 1000),
      900,
    );
    // Expired by the server's clock, while the session (30 minutes idle) is alive.
    clock.advance(16 * 60_000);
    for (const stale of [token, rotated.token]) {
      const page = withBearer(b, stale);
      const check = await page.get("/web-api/user/check-session");
      expect(check.statusCode).toBe(401);
      expect(check.json().error.code).toBe("UNAUTHORIZED");
      // GET /web-api/session answers the same and leaves the cookie session alone.
      const session = await page.get("/web-api/session");
      expect(session.statusCode).toBe(401);
      // A sign-out with a stale token is refused rather than answered "not signed in" with the
      // session left alive.
      expect((await page.post("/web-api/user/disconnect")).statusCode).toBe(401);
      expect(page.cookies.get("sid")).toBe(b.cookies.get("sid"));
      expect((await b.get("/web-api/user/check-session")).json()).toEqual({ user_id: userId });
      // The refresh (cookie session, no token) and the repeat.
      const fresh = (await b.get("/web-api/user/gettoken?force_refresh=true")).json().data.token as string;
      expect((await withBearer(b, fresh).get("/web-api/user/check-session")).json()).toEqual({
        user_id: userId,
      });
    }
  });

  test("idle limit: 30 minutes without a request ends a short session; a remembered one survives", async () => {
    const short = await signedIn(false);
    const remembered = await signedIn(true);
    clock.advance(29 * 60_000);
    expect((await short.get("/web-api/user/check-session")).json().user_id).toBe(userId);
    clock.advance(29 * 60_000);
    expect((await short.get("/web-api/user/check-session")).json().user_id).toBe(userId);
    clock.advance(31 * 60_000);
    expect((await short.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await remembered.get("/web-api/user/check-session")).json().user_id).toBe(userId);
    // GET /web-api/session on a dead session removes the stale marker cookies.
    await short.get("/web-api/session");
    expect(short.cookies.has("ua")).toBe(false);
  });

  test("absolute limit: a busy short session still ends after 12 hours", async () => {
    const b = await signedIn(false);
    for (let i = 0; i < 12 * 3; i++) {
      clock.advance(20 * 60_000);
      const id = (await b.get("/web-api/user/check-session")).json().user_id;
      if (i < 12 * 3 - 1) expect(id).toBe(userId);
      else expect(id).toBeNull();
    }
  });

  test("a player sees their sessions and ends one, the others, or all", async () => {
    const a = await signedIn();
    const other = await signedIn();
    const third = await signedIn();
    const list = (await a.get("/web-api/user/sessions")).json().sessions as {
      id: string;
      current: boolean;
    }[];
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const otherId = (await other.get("/web-api/user/sessions"))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id;
    expect((await a.request("DELETE", `/web-api/user/sessions/${otherId}`)).json()).toMatchObject({
      success: true,
    });
    expect((await other.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await a.request("DELETE", `/web-api/user/sessions/${otherId}`)).statusCode).toBe(404);
    expect((await a.request("DELETE", "/web-api/user/sessions/short")).statusCode).toBe(400);
    const ended = (await a.post("/web-api/user/sessions/end-others")).json();
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await third.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await a.get("/web-api/user/check-session")).json().user_id).toBe(userId);
    const fourth = await signedIn();
    expect((await a.post("/web-api/user/logout", { all: true })).json()).toMatchObject({ success: true });
    expect((await fourth.get("/web-api/user/check-session")).json().user_id).toBeNull();
  });

  test("disconnect ends the session and removes ua and user_token; twice is fine", async () => {
    const b = await signedIn();
    const res = await b.post("/web-api/user/disconnect");
    expect(res.json()).toEqual({ success: true, message: "Signed out" });
    expect(b.cookies.has("ua")).toBe(false);
    expect(b.cookies.has("user_token")).toBe(false);
    expect(b.cookies.has("sid")).toBe(false);
    expect((await b.post("/web-api/user/disconnect")).json()).toEqual({
      success: true,
      message: "Not signed in",
    });
  });

  test("check session honours X-SameSite and X-Partitioned over TLS", async () => {
    const b = await new Browser(t.app, { "x-forwarded-proto": "https" }).start();
    await signIn(b, email, password);
    const res = await b.get("/web-api/user/check-session", { "x-samesite": "none", "x-partitioned": "1" });
    const ua = res.headers["set-cookie"];
    expect(String(ua)).toMatch(/ua=1;.*SameSite=None/);
    expect(String(ua)).toMatch(/Partitioned/);
  });

  test("another site's host never sees this site's session", async () => {
    await handle.db
      .insertInto("site")
      .values({ group_id: 2, name: "Other" })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await handle.db
      .insertInto("site_domain")
      .values({ host: "other.test", group_id: 2 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const b = await signedIn();
    expect((await b.get("/web-api/user/check-session", { host: "other.test" })).json().user_id).toBeNull();
    const token = b.cookies.get("user_token") as string;
    const bearer = new Browser(t.app, { authorization: `Bearer ${token}`, host: "other.test" });
    expect((await bearer.get("/web-api/user/check-session")).statusCode).toBe(401);
  });
});
