import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  Browser,
  lastCode,
  type PlayersTestApp,
  playersTestApp,
  signIn,
  solveCaptcha,
} from "../session/testing.ts";

describe.each(testTargets())("registration on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  let ipSeq = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  // A fresh address per browser keeps the per-address captcha threshold out of unrelated tests.
  const browser = (headers: Record<string, string> = {}) =>
    new Browser(t.app, { "x-forwarded-for": `10.20.0.${++ipSeq}`, ...headers }).start();
  const userCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("fast_reg: signed in, credentials shown once, and they work", async () => {
    const b = await browser();
    const res = await b.post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "DE",
      bonus_choice: 1,
      age_confirmed: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: "ok", registration_type: "fast_reg", activation_required: false });
    expect(body.credentials.login).toBe(String(body.user_id));
    expect(body.credentials.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const config = (await b.get("/web-api/user/config")).json();
    expect(config).toMatchObject({
      user_id: body.user_id,
      currency: "EUR",
      user_country_code: "de",
      user_country_id: 276,
      bonus_choice: 1,
      activation_type: 0,
      is_activated: true,
      remaining_days_to_activate: null,
      ban_level: 0,
      protection_status: "bad",
    });
    const row = await handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", BigInt(body.user_id))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const again = await browser();
    expect((await signIn(again, body.credentials.login, body.credentials.password)).json().status).toBe("ok");
  });

  test("currency and country by numeric id (one-tap style)", async () => {
    const b = await browser();
    const res = await b.post("/web-api/auth/register/fast", {
      currency: "978",
      countryId: 250,
      age_confirmed: "true",
    });
    expect(res.statusCode).toBe(200);
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      currency: "EUR",
      user_country_code: "fr",
    });
  });

  test("age: the config's minAge for the player's country; no birth date needs the confirmation", async () => {
    const before = await userCount();
    const b = await browser();
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const birth = young.toISOString().slice(0, 10);
    const us = await b.post("/web-api/auth/register/fast", {
      currency: "USD",
      country: "us",
      birth_date: birth,
    });
    expect(us.statusCode).toBe(400);
    expect(us.json().error).toMatchObject({ code: "UNDER_AGE", details: { minAge: 21 } });
    const de = await b.post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "de",
      birth_date: birth,
    });
    expect(de.statusCode).toBe(200);
    const none = await (await browser()).post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "de",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain("age_confirmed");
    expect(await userCount()).toBe(before + 1);
  });

  test("bad input changes nothing", async () => {
    const before = await userCount();
    const b = await browser();
    for (const body of [
      { currency: "XYZ", country: "de", age_confirmed: true },
      { currency: "EUR", country: "zz", age_confirmed: true },
      { currency: "EUR", country: "de", age_confirmed: true, bonus_choice: 3 },
      { currency: "EUR", age_confirmed: true },
      { currency: "EUR", country: "de", birth_date: "2000-02-30" },
    ]) {
      const res = await b.post("/web-api/auth/register/fast", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await userCount()).toBe(before);
  });

  test("no registration on a VIP domain", async () => {
    const b = await browser({ host: "vip.parlay.test" });
    const res = await b.post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "de",
      age_confirmed: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("REGISTRATION_CLOSED");
  });

  test("a captcha after three registrations from one address", async () => {
    const b = await browser();
    const body = { currency: "EUR", country: "de", age_confirmed: true };
    for (let i = 0; i < 3; i++)
      expect((await b.post("/web-api/auth/register/fast", body)).statusCode).toBe(200);
    const fourth = await b.post("/web-api/auth/register/fast", body);
    expect(fourth.json().error.details.captchaCode).toBe(100);
    const res = await b.request("POST", "/web-api/auth/register/fast", {
      body,
      headers: { "x-captcha": await solveCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
  });

  test("phone_reg with the SMS code; then sign-in by SMS; the number cannot be taken twice", async () => {
    const b = await browser();
    const phone = { "phone-number": "(912) 555-00-11", "phone-code": "7" };
    expect((await b.post("/web-api/auth/sms/send", phone)).json()).toEqual({ success: true, expiresIn: 600 });
    const code = await lastCode(handle.db, "+79125550011");
    const wrong = await b.post("/web-api/auth/register/phone", {
      "sms-code": code === "000000" ? "111111" : "000000",
      currency: "RUB",
      country: "ru",
      age_confirmed: true,
    });
    expect(wrong.json().error.code).toBe("CODE_INVALID");
    const res = await b.post("/web-api/auth/register/phone", {
      "sms-code": code,
      currency: "RUB",
      country: "ru",
      age_confirmed: true,
      uPassword: encodeField("my-phone-pass-1"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().credentials).toBeUndefined();
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      phone_code: "+7",
      phone_number: "9125550011",
      phone_verified: true,
      activation_type: 3,
      is_activated: true,
    });
    // The code is used up.
    expect((await b.post("/web-api/auth/login/sms", { "sms-code": code })).json().error.code).toBe(
      "CODE_EXPIRED",
    );

    const other = await browser();
    await other.post("/web-api/auth/sms/send", phone);
    const login = await other.post("/web-api/auth/login/sms", {
      "sms-code": await lastCode(handle.db, "+79125550011"),
    });
    expect(login.json()).toMatchObject({ status: "ok", user_id: res.json().user_id });

    const third = await browser();
    await third.request("POST", "/web-api/auth/sms/send", {
      body: phone,
      headers: { "x-captcha": await solveCaptcha(t.app) },
    });
    const taken = await third.post("/web-api/auth/register/phone", {
      "sms-code": await lastCode(handle.db, "+79125550011"),
      currency: "RUB",
      country: "ru",
      age_confirmed: true,
    });
    expect(taken.json().error.code).toBe("PHONE_TAKEN");
  });

  test("sign-in by SMS on a number without an account: 404 after the code proved it", async () => {
    const b = await browser();
    await b.post("/web-api/auth/sms/send", { "phone-number": "9990001122", "phone-code": "+44" });
    const res = await b.post("/web-api/auth/login/sms", {
      "sms-code": await lastCode(handle.db, "+449990001122"),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NO_ACCOUNT");
    // The SMS code only works in the browser that asked for it.
    const elsewhere = await browser();
    expect(
      (await elsewhere.post("/web-api/auth/login/sms", { "sms-code": "123456" })).json().error.code,
    ).toBe("CODE_EXPIRED");
  });
});
