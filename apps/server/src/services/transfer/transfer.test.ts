import type { DbHandle } from "@parlay/db";
import { insertTransfer } from "@parlay/db/players";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  Browser,
  lastCode,
  type PlayersTestApp,
  playersTestApp,
  signIn,
  solveCaptcha,
} from "../session/testing.ts";

const BASE = "/web-api/api/internal/v1/account/user-transfer";

describe.each(testTargets())("user transfer on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  let ip = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
    await insertTransfer(handle.db, {
      group_id: 1,
      source: "old-site",
      source_user_id: "A-77",
      phone_code: "+7",
      phone_number: "9161112233",
      currency: "RUB",
      country_code: "RU",
      user_name: "Ivan",
    });
    await insertTransfer(handle.db, {
      group_id: 1,
      source: "old-site",
      source_user_id: "B-88",
      email: "old@example.com",
      currency: "USD",
    });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.50.0.${++ip}` }).start();

  test("send code (captcha), check code, user data once; then sign in with the shown password", async () => {
    const b = await browser();
    const noCaptcha = await b.post(`${BASE}/send-code/phone`, { country_code: "+7", phone: "9161112233" });
    expect(noCaptcha.json().error.details.captchaCode).toBe(100);
    const sent = await b.post(`${BASE}/send-code/phone`, {
      country_code: "+7",
      phone: "9161112233",
      captcha: await solveCaptcha(t.app),
    });
    expect(sent.json()).toEqual({ success: true, expiresIn: 600 });
    const code = await lastCode(handle.db, "+79161112233");
    expect((await b.post(`${BASE}/check-code/email`, { code })).json().error.code).toBe("CODE_EXPIRED");
    const checked = await b.post(`${BASE}/check-code/phone`, { code });
    expect(checked.json().success).toBe(true);
    const { redirectToken } = checked.json();
    const data = await b.post(`${BASE}/user-data`, { redirectToken });
    expect(data.json()).toMatchObject({
      status: "transferred",
      user: { id: expect.any(Number), password: expect.any(String) },
    });
    expect((await b.post(`${BASE}/user-data`, { redirectToken })).json().error.code).toBe("LINK_INVALID");
    const { id, password } = data.json().user;
    const s = await browser();
    expect((await signIn(s, String(id), password)).json().status).toBe("ok");
    expect((await s.get("/web-api/user/config")).json()).toMatchObject({
      currency: "RUB",
      user_country_code: "ru",
      phone_verified: true,
      user_name: "Ivan",
    });
    // The transfer is done: a second attempt sends nothing.
    const before = await handle.db.selectFrom("outbox_messages").select("id").execute();
    await b.request("POST", `${BASE}/send-code/phone`, {
      body: { country_code: "+7", phone: "9161112233" },
      headers: { "x-captcha": await solveCaptcha(t.app) },
    });
    expect((await handle.db.selectFrom("outbox_messages").select("id").execute()).length).toBe(before.length);
  });

  test("by e-mail", async () => {
    const b = await browser();
    await b.post(`${BASE}/send-code/email`, { email: "old@example.com", captcha: await solveCaptcha(t.app) });
    const { redirectToken } = (
      await b.post(`${BASE}/check-code/email`, { code: await lastCode(handle.db, "old@example.com") })
    ).json();
    expect((await b.post(`${BASE}/user-data`, { redirectToken })).json().status).toBe("transferred");
  });

  test("an unknown contact answers the same and no message leaves", async () => {
    const b = await browser();
    const count = async () => (await handle.db.selectFrom("outbox_messages").select("id").execute()).length;
    const before = await count();
    const res = await b.post(`${BASE}/send-code/phone`, {
      country_code: "+7",
      phone: "9160000000",
      captcha: await solveCaptcha(t.app),
    });
    expect(res.json()).toEqual({ success: true, expiresIn: 600 });
    expect(await count()).toBe(before);
    expect((await b.post(`${BASE}/check-code/phone`, { code: "123456" })).json().error.code).toBe(
      "CODE_INVALID",
    );
  });

  test("bad input", async () => {
    const b = await browser();
    expect((await b.post(`${BASE}/send-code/fax`, { phone: "1" })).statusCode).toBe(400);
    expect((await b.post(`${BASE}/send-code/phone`, { phone: "x" })).statusCode).toBe(400);
    expect((await b.post(`${BASE}/send-code/email`, { email: "not-an-email" })).statusCode).toBe(400);
    expect((await b.post(`${BASE}/check-code/phone`, { code: "12" })).statusCode).toBe(400);
    expect((await b.post(`${BASE}/user-data`, {})).statusCode).toBe(400);
  });
});
