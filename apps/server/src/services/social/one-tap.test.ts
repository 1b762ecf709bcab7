import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { totpCode } from "../auth/totp.ts";
import { Browser, type PlayersTestApp, playersTestApp, TEST_SECRETS, testClock } from "../session/testing.ts";
import { startOidcProvider, type TestOidcProvider } from "./testing-oidc.ts";

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = "----parlay-test-boundary";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testTargets())("one-tap sign-in on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  let idp: TestOidcProvider;
  const clock = testClock();
  let ip = 0;

  beforeAll(async () => {
    idp = await startOidcProvider();
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, {
      now: clock.now,
      secrets: { ...TEST_SECRETS, oneTap: { clientId: idp.clientId, issuer: idp.issuer } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
    await idp?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.40.0.${++ip}` }).start();
  const oneTap = async (b: Browser, fields: Record<string, string>) => {
    const { payload, headers } = formData(fields);
    return b.request("POST", "/social-api/oauth/google-one-tap", { payload, headers });
  };

  test("the client id", async () => {
    expect((await (await browser()).get("/social-api/oauth/google-one-tap/clientId")).json()).toEqual({
      clientId: idp.clientId,
    });
  });

  test("a new identity opens a soc_reg account; the next one-tap signs into it", async () => {
    const credential = await idp.idToken({
      sub: "g-1001",
      email: "Gina@Example.com",
      email_verified: true,
      name: "Gina",
    });
    const b = await browser();
    const noAge = await oneTap(b, { credential, language: "en", currency: "EUR", countryId: "276" });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().error.message).toContain("age_confirmed");
    const res = await oneTap(b, {
      credential,
      language: "de",
      currency: "EUR",
      countryId: "276",
      age_confirmed: "true",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ redirectUrl: "/de/", status: "ok", created: true });
    const config = (await b.get("/web-api/user/config")).json();
    expect(config).toMatchObject({
      registration_type: "soc_reg",
      user_email: "gina@example.com",
      email_verified: true,
      currency: "EUR",
      user_name: "Gina",
    });

    const again = await browser();
    const second = await oneTap(again, { credential: await idp.idToken({ sub: "g-1001" }), language: "en" });
    expect(second.json()).toMatchObject({ status: "ok", created: false, user_id: config.user_id });
    const dup = await (await browser()).post("/web-api/auth/register/social", {
      credential: await idp.idToken({ sub: "g-1001" }),
      currency: "EUR",
      country: "de",
      age_confirmed: true,
    });
    expect(dup.json().error.code).toBe("SOCIAL_TAKEN");
  });

  test("JSON soc_reg; the identity's birthdate is checked against minAge", async () => {
    const res = await (await browser()).post("/web-api/auth/register/social", {
      credential: await idp.idToken({ sub: "g-2002", birthdate: "2015-01-01" }),
      currency: "EUR",
      country: "de",
    });
    expect(res.json().error.code).toBe("UNDER_AGE");
    const ok = await (await browser()).post("/web-api/auth/register/social", {
      credential: await idp.idToken({ sub: "g-2003", birthdate: "1990-01-01" }),
      currency: "EUR",
      country: "de",
    });
    expect(ok.json()).toMatchObject({ status: "ok", registration_type: "soc_reg" });
  });

  test("tokens for another client, tampered, or expired are refused", async () => {
    const b = await browser();
    const other = await oneTap(b, {
      credential: await idp.idToken({ sub: "g-3" }, "someone-else"),
      language: "en",
      currency: "EUR",
      countryId: "276",
      age_confirmed: "1",
    });
    expect(other.statusCode).toBe(401);
    expect(other.json().error.code).toBe("SOCIAL_TOKEN_INVALID");
    const good = await idp.idToken({ sub: "g-3" });
    const [h, p, s] = good.split(".");
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p as string, "base64url").toString()), sub: "g-1001" })).toString("base64url")}.${s}`;
    expect((await oneTap(b, { credential: forged, language: "en" })).statusCode).toBe(401);
    expect((await oneTap(b, { credential: "not.a.jwt", language: "en" })).statusCode).toBe(401);
    clock.advance(3 * 3600_000);
    expect(
      (
        await oneTap(b, {
          credential: good,
          language: "en",
          currency: "EUR",
          countryId: "276",
          age_confirmed: "1",
        })
      ).statusCode,
    ).toBe(401);
    clock.set(Date.now());
  });

  test("a linked account with two-step login gets the social two-step", async () => {
    const b = await browser();
    await oneTap(b, {
      credential: await idp.idToken({ sub: "g-4004" }),
      language: "en",
      currency: "EUR",
      countryId: "276",
      age_confirmed: "1",
    });
    const setup = (await b.post("/web-api/user/two-factor/totp/setup")).json();
    await b.post("/web-api/user/two-factor/totp/enable", {
      code: totpCode(setup.secret, new Date(clock.now())),
    });
    clock.advance(31_000);
    const d = await browser();
    const res = await oneTap(d, { credential: await idp.idToken({ sub: "g-4004" }), language: "en" });
    expect(res.json()).toMatchObject({ status: "two_step_required", redirectUrl: "/en/?two_step=social" });
    expect(
      (
        await d.post("/web-api/auth/login/two-step", {
          code: encodeField(totpCode(setup.secret, new Date(clock.now()))),
        })
      ).json().error.code,
    ).toBe("TWO_STEP_EXPIRED");
    const ok = await d.post("/web-api/auth/social/two-step", {
      code: encodeField(totpCode(setup.secret, new Date(clock.now()))),
    });
    expect(ok.json().status).toBe("ok");
  });

  test("bad input is a 400; off when the server has no one-tap client", async () => {
    const b = await browser();
    expect((await oneTap(b, { language: "en" })).statusCode).toBe(400);
    expect((await oneTap(b, { credential: "x", language: "english" })).statusCode).toBe(400);
    expect((await oneTap(b, { credential: "x", language: "en", countryId: "999" })).statusCode).toBe(400);
  });
});

describe("one-tap without configuration", () => {
  test("clientId is 404 ONE_TAP_DISABLED", async () => {
    const [pglite] = testTargets();
    const handle = await createTestDb(pglite as TestTarget);
    const t = await playersTestApp(handle.db);
    const res = await t.app.inject({ method: "GET", url: "/social-api/oauth/google-one-tap/clientId" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("ONE_TAP_DISABLED");
    await t.close();
    await handle.close();
  });
});
