import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { totpCode } from "../auth/totp.ts";
import {
  Browser,
  lastCode,
  type PlayersTestApp,
  playersTestApp,
  seedUser,
  signIn,
  testClock,
} from "../session/testing.ts";

describe.each(testTargets())("two-step login and settings on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const clock = testClock();
  let ip = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.30.0.${++ip}` }).start();

  test("TOTP: set up, enable, then sign-in needs the code; a used code is refused; five misses void the step", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "totp@example.com" });
    const b = await browser();
    await signIn(b, "totp@example.com", password);
    const setup = (await b.post("/web-api/user/two-factor/totp/setup")).json();
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Parlay:totp%40example\.com\?/);
    expect((await b.post("/web-api/user/two-factor/totp/enable", { code: "000000" })).json().error.code).toBe(
      "CODE_INVALID",
    );
    expect(
      (
        await b.post("/web-api/user/two-factor/totp/enable", {
          code: totpCode(setup.secret, new Date(clock.now())),
        })
      ).json().success,
    ).toBe(true);
    const sealed = await handle.db
      .selectFrom("users")
      .select("totp_secret")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(sealed.totp_secret).not.toContain(setup.secret);
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      two_factor_method: "totp",
      protection_methods: { enable_two_factor_auth: true },
    });

    clock.advance(60_000);
    const d = await browser();
    const first = await signIn(d, "totp@example.com", password, { save: true });
    expect(first.json()).toEqual({
      status: "two_step_required",
      method: "totp",
      form: "login_password_two_step_code",
      expiresIn: 300,
    });
    expect(d.cookies.has("sid")).toBe(false);
    expect(d.cookies.get("two_step")).toBeTruthy();
    const wrong = await d.post("/web-api/auth/login/two-step", { code: encodeField("123456") });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: "TWO_STEP_INVALID", details: { attemptsLeft: 4 } });
    const code = totpCode(setup.secret, new Date(clock.now()));
    const ok = await d.post("/web-api/auth/login/two-step", { code: encodeField(code), save: true });
    expect(ok.json()).toMatchObject({ status: "ok", user_id: Number(user.id) });
    expect(d.cookies.has("two_step")).toBe(false);

    // The same code again (same time step) is a replay.
    const e = await browser();
    await signIn(e, "totp@example.com", password);
    expect((await e.post("/web-api/auth/login/two-step", { code: encodeField(code) })).statusCode).toBe(401);
    // Social two-step does not accept a password sign-in's ticket.
    expect(
      (await e.post("/web-api/auth/social/two-step", { code: encodeField(code) })).json().error.code,
    ).toBe("TWO_STEP_EXPIRED");
    for (let i = 0; i < 4; i++) await e.post("/web-api/auth/login/two-step", { code: encodeField("000001") });
    const fifth = await e.post("/web-api/auth/login/two-step", {
      code: encodeField(totpCode(setup.secret, new Date(clock.now() + 30_000))),
    });
    expect(fifth.json().error.code).toBe("TWO_STEP_EXPIRED");

    // Turning it off needs the password (a captcha is due after the misses above).
    const off = await b.request("POST", "/web-api/user/two-factor/disable", {
      body: { uPassword: encodeField("wrong-pass-1") },
    });
    expect([400, 401]).toContain(off.statusCode);
  });

  test("SMS two-step: a code to the bound phone", async () => {
    const phone = { code: "+49", number: "15112345678" };
    const { password } = await seedUser(handle.db, t.auth, { email: "sms2@example.com", phone });
    const b = await browser();
    await signIn(b, "sms2@example.com", password);
    expect(
      (await b.post("/web-api/user/two-factor/sms/enable", { uPassword: encodeField(password) })).json()
        .success,
    ).toBe(true);
    const d = await browser();
    expect((await signIn(d, "sms2@example.com", password)).json()).toMatchObject({
      status: "two_step_required",
      method: "sms",
    });
    const code = await lastCode(handle.db, "+4915112345678");
    expect((await d.post("/web-api/auth/login/two-step", { code: encodeField(code) })).json().status).toBe(
      "ok",
    );
    expect(
      (await b.post("/web-api/user/two-factor/disable", { uPassword: encodeField(password) })).json().success,
    ).toBe(true);
    expect((await signIn(await browser(), "sms2@example.com", password)).json().status).toBe("ok");
  });

  test("a signed-in device hands a one-time token to another device", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "qr@example.com" });
    const a = await browser();
    await signIn(a, "qr@example.com", password);
    const issued = (await a.post("/web-api/auth/login-token")).json();
    expect(issued.method_id).toBe(1);
    const b = await browser();
    const bad = await b.post("/web-api/auth/login/token", { ...issued, sign: `${issued.sign}x`, lng: "en" });
    expect(bad.json().error.code).toBe("LINK_INVALID");
    const ok = await b.post("/web-api/auth/login/token", { ...issued, lng: "de" });
    expect(ok.json()).toMatchObject({ status: "ok", user_id: Number(user.id), redirectUrl: "/de/" });
    expect(
      (await (await browser()).post("/web-api/auth/login/token", { ...issued, lng: "en" })).json().error.code,
    ).toBe("LINK_INVALID");
    expect((await (await browser()).post("/web-api/auth/login-token")).statusCode).toBe(401);
  });

  test("settings: config patch, password change (ends the other sessions), phone binding", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "set@example.com" });
    const a = await browser();
    const other = await browser();
    await signIn(a, "set@example.com", password);
    await signIn(other, "set@example.com", password);
    const patched = await a.post("/web-api/user/config", {
      user_hide_balance: true,
      disallow_live_sport: true,
      user_name: "Set",
    });
    expect(patched.json()).toMatchObject({
      user_hide_balance: true,
      disallow_live_sport: true,
      user_name: "Set",
    });
    expect((await a.post("/web-api/user/config", { ban_level: 0 })).statusCode).toBe(400);
    expect(
      (
        await a.post("/web-api/user/password", {
          uPassword: encodeField("nope-nope-1"),
          newPassword: encodeField("brand-new-1"),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await a.post("/web-api/user/password", {
          uPassword: encodeField(password),
          newPassword: encodeField("brand-new-1"),
        })
      ).json().success,
    ).toBe(true);
    expect((await other.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await a.get("/web-api/user/config")).json()).toMatchObject({
      protection_methods: { is_changed_password: true },
      changed_pass_day_count: 0,
    });

    await a.post("/web-api/auth/sms/send", { "phone-number": "6601234567", "phone-code": "+48" });
    const bound = await a.post("/web-api/user/phone", {
      "sms-code": await lastCode(handle.db, "+486601234567"),
    });
    expect(bound.json().success).toBe(true);
    expect((await a.get("/web-api/user/config")).json()).toMatchObject({
      phone_code: "+48",
      phone_verified: true,
      protection_level: 40,
    });
  });
});
