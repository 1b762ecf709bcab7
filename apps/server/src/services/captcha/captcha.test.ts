import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  Browser,
  type PlayersTestApp,
  playersTestApp,
  seedUser,
  signIn,
  solveCaptcha,
} from "../session/testing.ts";

describe.each(testTargets())("captcha routes on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  test("challenge, gettime, update", async () => {
    const b = new Browser(t.app);
    const challenge = (await b.get("/web-api/captcha/challenge")).json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: "SHA-256", nonce: expect.any(String) },
      signature: expect.any(String),
    });
    const time = (await b.get("/web-api/captcha/gettime")).json().time;
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(5);
    const update = (await b.get("/web-api/captcha/update")).json();
    expect(update.challenge.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  test("validate: success once; failures; a signed-in player failing repeatedly is logged out (type 2)", async () => {
    const anon = await new Browser(t.app).start();
    const captcha = await solveCaptcha(t.app);
    expect((await anon.post("/web-api/captcha/validate", { captcha })).json()).toMatchObject({
      success: true,
      type: 1,
      error_message: null,
    });
    const replay = (await anon.post("/web-api/captcha/validate", { captcha })).json();
    expect(replay).toMatchObject({ success: false, type: 0 });
    expect(replay.error_message).toContain("already used");
    expect((await anon.post("/web-api/captcha/validate", {})).statusCode).toBe(400);

    const { password } = await seedUser(handle.db, t.auth, { email: "human@example.com" });
    const b = await new Browser(t.app).start();
    await signIn(b, "human@example.com", password);
    expect((await b.post("/web-api/captcha/validate", { captcha: "bad" })).json().type).toBe(0);
    expect((await b.post("/web-api/captcha/validate", { captcha: "bad" })).json().type).toBe(0);
    const third = (await b.post("/web-api/captcha/validate", { captcha: "bad" })).json();
    expect(third).toMatchObject({ success: false, type: 2 });
    expect(b.cookies.has("ua")).toBe(false);
    expect((await b.get("/web-api/user/check-session")).json().user_id).toBeNull();
  });

  test("an expired challenge answers 112", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "late@example.com" });
    const { createChallenge, solveChallenge } = await import("altcha-lib");
    const { deriveKey } = await import("altcha-lib/algorithms/sha");
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      hmacSignatureSecret: t.auth.runtime.secrets.captchaKey,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    const b = await new Browser(t.app).start();
    const res = await b.request("POST", "/web-api/auth/login", {
      body: { uLogin: "late@example.com", uPassword: Buffer.from(password).toString("base64") },
      headers: { "x-captcha": payload },
    });
    expect(res.json().error.details.captchaCode).toBe(112);
  });
});
