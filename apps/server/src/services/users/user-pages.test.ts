import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, lastLinkToken, type PlayersTestApp, playersTestApp, signIn } from "../session/testing.ts";

describe.each(testTargets())("the /user pages on $name", (target: TestTarget) => {
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
  test("full_reg: activation by the e-mail link and the SMS link, once each", async () => {
    const b = await browser();
    const res = await b.post("/web-api/auth/register/email", {
      email: "Carol@Example.com ",
      uPassword: encodeField("carol-pass-1"),
      currency: "GBP",
      country: "gb",
      birth_date: "1990-05-01",
      phone_code: "+44",
      phone_number: "7700900123",
      lng: "en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ registration_type: "full_reg", activation_required: true });
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      user_email: "carol@example.com",
      activation_type: 2,
      is_activated: false,
      remaining_days_to_activate: 30,
      user_data: { date_birthday: "1990-05-01" },
    });
    const mailToken = await lastLinkToken(handle.db, "carol@example.com");
    const anon = await browser();
    expect(
      (await anon.post("/web-api/user/activate", { type: "activatefast", token: mailToken })).json().error
        .code,
    ).toBe("LINK_INVALID");
    expect(
      (await anon.post("/web-api/user/activate", { type: "activate", token: mailToken })).json(),
    ).toEqual({ success: true, message: "E-mail confirmed" });
    expect(
      (await anon.post("/web-api/user/activate", { type: "activate", token: mailToken })).statusCode,
    ).toBe(400);
    const smsToken = await lastLinkToken(handle.db, "+447700900123");
    expect(
      (await anon.post("/web-api/user/activate", { type: "activatefast", token: smsToken })).json().success,
    ).toBe(true);
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      is_activated: true,
      email_verified: true,
      phone_verified: true,
    });
    const dup = await (await browser()).post("/web-api/auth/register/email", {
      email: "carol@example.com",
      uPassword: encodeField("carol-pass-1"),
      currency: "GBP",
      country: "gb",
      birth_date: "1990-05-01",
    });
    expect(dup.json().error.code).toBe("EMAIL_TAKEN");
    const weak = await (await browser()).post("/web-api/auth/register/email", {
      email: "weak@example.com",
      uPassword: encodeField("short"),
      currency: "GBP",
      country: "gb",
      birth_date: "1990-05-01",
    });
    expect(weak.json().error.code).toBe("WEAK_PASSWORD");
  });

  test("password reset: same answer for unknown accounts; the link works once and ends every session", async () => {
    const owner = await browser();
    await owner.post("/web-api/auth/register/email", {
      email: "dave@example.com",
      uPassword: encodeField("dave-pass-1"),
      currency: "EUR",
      country: "de",
      birth_date: "1980-01-01",
    });
    const anon = await browser();
    const unknown = await anon.post("/web-api/user/passwordreset/request", { email: "nobody@example.com" });
    const known = await anon.post("/web-api/user/passwordreset/request", {
      email: "dave@example.com",
      lng: "de",
    });
    expect(unknown.json()).toEqual(known.json());
    const token = await lastLinkToken(handle.db, "dave@example.com");
    expect(
      (await anon.post("/web-api/user/passwordreset", { token, uPassword: encodeField("short") })).json()
        .error.code,
    ).toBe("WEAK_PASSWORD");
    expect(
      (
        await anon.post("/web-api/user/passwordreset", { token, uPassword: encodeField("dave-new-pass-2") })
      ).json().success,
    ).toBe(true);
    expect(
      (
        await anon.post("/web-api/user/passwordreset", { token, uPassword: encodeField("dave-new-pass-3") })
      ).json().error.code,
    ).toBe("LINK_INVALID");
    expect((await owner.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await signIn(await browser(), "dave@example.com", "dave-pass-1")).statusCode).toBe(401);
    expect((await signIn(await browser(), "dave@example.com", "dave-new-pass-2")).statusCode).toBe(200);
  });

  test("accountverify: a new e-mail is set only once its link is followed; stopnewsletter", async () => {
    const b = await browser();
    const reg = (
      await b.post("/web-api/auth/register/fast", { currency: "EUR", country: "de", age_confirmed: true })
    ).json();
    expect((await b.post("/web-api/user/email", { email: "erin@example.com" })).json().success).toBe(true);
    expect((await b.get("/web-api/user/config")).json().user_email).toBeNull();
    const token = await lastLinkToken(handle.db, "erin@example.com");
    expect((await (await browser()).post("/web-api/user/accountverify", { token })).json().success).toBe(
      true,
    );
    expect((await b.get("/web-api/user/config")).json()).toMatchObject({
      user_email: "erin@example.com",
      email_verified: true,
    });

    const { newsletterToken } = await import("./newsletter.ts");
    const stop = newsletterToken(t.auth.runtime, { id: BigInt(reg.user_id), group_id: 1 });
    const anon = await browser();
    expect(
      (await anon.post("/web-api/user/stopnewsletter", { token: `${stop.slice(0, -1)}A` })).statusCode,
    ).toBe(400);
    expect((await anon.post("/web-api/user/stopnewsletter", { token: stop })).json().success).toBe(true);
    expect((await b.get("/web-api/user/config")).json().newsletter).toBe(false);
  });
});
