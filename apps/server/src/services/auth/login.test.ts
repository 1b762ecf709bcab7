import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  Browser,
  type PlayersTestApp,
  playersTestApp,
  seedUser,
  signIn,
  solveCaptcha,
} from "../session/testing.ts";

describe.each(testTargets())("sign-in on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const email = "alice@example.com";
  let password: string;
  let userId: bigint;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
    const seeded = await seedUser(handle.db, t.auth, { email, phone: { code: "+7", number: "9001234567" } });
    password = seeded.password;
    userId = seeded.user.id;
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = (ip = "10.0.0.1") => new Browser(t.app, { "x-forwarded-for": ip }).start();

  test("e-mail and password: a session, the ua marker, the access token and a session-bound CSRF token", async () => {
    const b = await browser();
    const anonCsrf = b.cookies.get("csrf_token");
    const res = await signIn(b, email, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: "ok", user_id: Number(userId) });
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(sid?.secure).toBeFalsy();
    // 256-bit secret in base64url.
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.find((c) => c.name === "ua")).toMatchObject({ value: "1" });
    expect(res.cookies.find((c) => c.name === "user_token")?.value).toBe(body.token);
    expect(b.cookies.get("csrf_token")).not.toBe(anonCsrf);
    expect((await b.get("/web-api/user/check-session")).json()).toEqual({ user_id: Number(userId) });
  });

  test("by account number, and by phone (telephone code + encoded number)", async () => {
    expect((await signIn(await browser(), String(userId), password)).json().status).toBe("ok");
    const b = await browser();
    const res = await b.post("/web-api/auth/login/phone", {
      phone_number: encodeField("900 123-45-67"),
      country_code: "+7",
      uPassword: encodeField(password),
      save: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "sid")?.maxAge).toBe(30 * 86400);
  });

  test("the social form (login/pass encoded)", async () => {
    const b = await browser();
    const res = await b.post("/web-api/auth/login/social", {
      login: encodeField(email),
      pass: encodeField(password),
    });
    expect(res.json()).toMatchObject({ status: "ok" });
  });

  test("cookies are Secure over TLS", async () => {
    const b = await new Browser(t.app, {
      "x-forwarded-proto": "https",
      "x-forwarded-for": "10.0.0.9",
    }).start();
    const res = await signIn(b, email, password);
    for (const name of ["sid", "ua", "user_token", "csrf_token"]) {
      expect(res.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
    }
  });

  test("a new session id at every sign-in; the browser's previous session ends", async () => {
    const b = await browser();
    await signIn(b, email, password);
    const first = b.cookies.get("sid");
    const firstId = (await b.get("/web-api/user/sessions"))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id;
    await signIn(b, email, password);
    expect(b.cookies.get("sid")).not.toBe(first);
    const row = await handle.db
      .selectFrom("user_sessions")
      .selectAll()
      .where("id", "=", firstId)
      .executeTakeFirstOrThrow();
    expect(row.end_reason).toBe("replaced");
  });

  test("CSRF: missing, wrong, or from another origin is a 403 that hands out a fresh token", async () => {
    const b = await browser();
    const body = { uLogin: email, uPassword: encodeField(password) };
    const missing = await b.request("POST", "/web-api/auth/login", { body, csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe("CSRF");
    expect(missing.json().error.details.csrfToken).toBeTruthy();
    const wrong = await b.request("POST", "/web-api/auth/login", {
      body,
      csrf: false,
      headers: { "x-csrf-token": "x.y" },
    });
    expect(wrong.statusCode).toBe(403);
    const foreign = await b.request("POST", "/web-api/auth/login", {
      body,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await b.request("POST", "/web-api/auth/login", { body })).statusCode).toBe(200);
  });

  test("bad input is a 400 naming the field", async () => {
    const b = await browser();
    const res = await b.post("/web-api/auth/login", { uLogin: email, uPassword: "not base64!" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("uPassword");
    expect(
      (await b.post("/web-api/auth/login", { uLogin: "", uPassword: encodeField("x") })).statusCode,
    ).toBe(400);
    expect(
      (
        await b.post("/web-api/auth/login/phone", {
          phone_number: encodeField("12"),
          country_code: "+7",
          uPassword: encodeField("x"),
        })
      ).statusCode,
    ).toBe(400);
  });

  test("wrong passwords: 401, then a captcha (code 100); a solved one lets the real owner in", async () => {
    const attacker = await browser("10.1.0.1");
    for (let i = 0; i < 3; i++) {
      const res = await signIn(attacker, email, "wrong-password-1");
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("INVALID_CREDENTIALS");
    }
    const owner = await browser("10.2.0.2");
    const blocked = await signIn(owner, email, password);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatchObject({ code: "CAPTCHA_REQUIRED", details: { captchaCode: 100 } });
    const captcha = await solveCaptcha(t.app);
    const res = await owner.request("POST", "/web-api/auth/login", {
      body: { uLogin: email, uPassword: encodeField(password) },
      headers: { "x-captcha": captcha },
    });
    expect(res.statusCode).toBe(200);
    // The same captcha again is refused (113); garbage is 111.
    const again = await owner.request("POST", "/web-api/auth/login", {
      body: { uLogin: email, uPassword: encodeField(password) },
      headers: { "x-captcha": captcha },
    });
    expect(again.json().error.details.captchaCode).toBe(113);
    const junk = await owner.request("POST", "/web-api/auth/login", {
      body: { uLogin: email, uPassword: encodeField(password) },
      headers: { "x-captcha": "bm9wZQ==" },
    });
    expect(junk.json().error.details.captchaCode).toBe(111);
    // The successful sign-in cleared the account's failures: no captcha any more.
    expect((await signIn(await browser("10.2.0.3"), email, password)).statusCode).toBe(200);
  });

  test("unknown logins fail exactly like wrong passwords, and one address failing a lot gets a captcha", async () => {
    const b = await browser("10.3.0.1");
    for (let i = 0; i < 10; i++) {
      const res = await signIn(b, `nobody${i}@example.com`, "whatever-1");
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(b, "another@example.com", "whatever-1");
    expect(res.json().error.details.captchaCode).toBe(100);
  });
});
