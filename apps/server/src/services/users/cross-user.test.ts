import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, lastLinkToken, playersAppWithRoutes, seedUser, signIn } from "../session/testing.ts";

/**
 * The cross-user walk: player B calls every players route with player A's identifiers (A's user
 * id smuggled into every body and query, A's session id, A's e-mail, phone and account number as
 * logins, tokens built from A's id). Afterwards A's rows are exactly as before and no answer to B
 * carries A's data. A route missing from the table fails the test, so new routes must join the walk.
 */
describe.each(testTargets())("one player never reaches another's data, on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let routes: string[];
  let close: () => Promise<void>;
  let auth: Awaited<ReturnType<typeof playersAppWithRoutes>>["auth"];

  beforeAll(async () => {
    handle = await createTestDb(target);
    ({ app, routes, close, auth } = await playersAppWithRoutes(handle.db));
  });
  afterAll(async () => {
    await close?.();
    await handle?.close();
  });

  test("B walks every route with A's ids", async () => {
    const a = await seedUser(handle.db, auth, {
      email: "a@example.com",
      password: "alpha-pass-1",
      phone: { code: "+7", number: "9000000001" },
    });
    const b = await seedUser(handle.db, auth, {
      email: "b@example.com",
      password: "bravo-pass-1",
      phone: { code: "+7", number: "9000000002" },
    });
    const aId = String(a.user.id);
    const aBrowser = await new Browser(app, { "x-forwarded-for": "10.70.0.1" }).start();
    await signIn(aBrowser, "a@example.com", "alpha-pass-1");
    const aSession = (await aBrowser.get("/web-api/user/sessions")).json().sessions[0].id as string;
    // A asks for an e-mail change: A now has a pending link token (a secret B does not have).
    await aBrowser.post("/web-api/user/email", { email: "a-new@example.com" });
    const aLink = await lastLinkToken(handle.db, "a-new@example.com");
    const aLinkId = aLink.split(".")[0] as string;

    const rowsOfA = async () => {
      const user = await handle.db
        .selectFrom("users")
        .selectAll()
        .where("id", "=", a.user.id)
        .executeTakeFirstOrThrow();
      const sessions = await handle.db
        .selectFrom("user_sessions")
        .selectAll()
        .where("user_id", "=", a.user.id)
        .execute();
      const codes = await handle.db
        .selectFrom("user_codes")
        .selectAll()
        .where("user_id", "=", a.user.id)
        .execute();
      return JSON.stringify(
        { user, sessions: sessions.map((s) => ({ ...s, last_seen_at: undefined })), codes },
        (_k, v) => (typeof v === "bigint" ? v.toString() : v),
      );
    };
    const before = await rowsOfA();

    const B = await new Browser(app, { "x-forwarded-for": "10.70.0.2" }).start();
    await signIn(B, "b@example.com", "bravo-pass-1");
    const smuggle = { user_id: aId, userId: aId, id: aId };
    const forgedLink = `${aLinkId}.${"A".repeat(32)}`;
    const TR = "/web-api/api/internal/v1/account/user-transfer";

    const walk: Record<string, () => Promise<LightMyRequestResponse>> = {
      "GET /web-api/session": () => B.get(`/web-api/session?user_id=${aId}`),
      "GET /web-api/csrf": () => B.get(`/web-api/csrf?user_id=${aId}`),
      "GET /web-api/user/gettoken": () => B.get(`/web-api/user/gettoken?force_refresh=true&user_id=${aId}`),
      "POST /web-api/user/updatetoken": () => B.post("/web-api/user/updatetoken", smuggle),
      "GET /web-api/user/check-session": () => B.get(`/web-api/user/check-session?user_id=${aId}`),
      "GET /web-api/user/sessions": () => B.get(`/web-api/user/sessions?user_id=${aId}`),
      "DELETE /web-api/user/sessions/:id": () => B.request("DELETE", `/web-api/user/sessions/${aSession}`),
      "POST /web-api/user/sessions/end-others": () => B.post("/web-api/user/sessions/end-others", smuggle),
      "GET /web-api/captcha/challenge": () => B.get("/web-api/captcha/challenge"),
      "GET /web-api/captcha/gettime": () => B.get("/web-api/captcha/gettime"),
      "GET /web-api/captcha/update": () => B.get("/web-api/captcha/update"),
      "POST /web-api/captcha/validate": () =>
        B.post("/web-api/captcha/validate", { captcha: "bad", ...smuggle }),
      "GET /hd-api/external/apps/:id/api.js": () => B.get("/hd-api/external/apps/web/api.js"),
      "POST /hd-api/external/apps/:id/fingerprint": () =>
        B.post("/hd-api/external/apps/web/fingerprint", { components: {} }),
      "POST /web-api/auth/login": () =>
        B.post("/web-api/auth/login", { uLogin: "a@example.com", uPassword: encodeField("bravo-pass-1") }),
      "POST /web-api/auth/login/phone": () =>
        B.post("/web-api/auth/login/phone", {
          phone_number: encodeField("9000000001"),
          country_code: "+7",
          uPassword: encodeField("bravo-pass-1"),
        }),
      "POST /web-api/auth/login/social": () =>
        B.post("/web-api/auth/login/social", { login: encodeField(aId), pass: encodeField("bravo-pass-1") }),
      "POST /web-api/auth/login/token": () =>
        B.post("/web-api/auth/login/token", { method_id: 1, token: forgedLink, sign: "x", lng: "en" }),
      "POST /web-api/auth/login/sms": () => B.post("/web-api/auth/login/sms", { "sms-code": "123456" }),
      "POST /web-api/auth/login/two-step": () =>
        B.post("/web-api/auth/login/two-step", { code: encodeField("123456"), ...smuggle }),
      "POST /web-api/auth/social/two-step": () =>
        B.post("/web-api/auth/social/two-step", { code: encodeField("123456") }),
      "POST /web-api/auth/sms/send": () =>
        B.post("/web-api/auth/sms/send", { "phone-number": "9000000002", "phone-code": "+7", ...smuggle }),
      "POST /web-api/auth/login-token": () => B.post("/web-api/auth/login-token", smuggle),
      "POST /web-api/auth/register/fast": () =>
        B.post("/web-api/auth/register/fast", {
          currency: "EUR",
          country: "de",
          age_confirmed: true,
          ...smuggle,
        }),
      "POST /web-api/auth/register/phone": () =>
        B.post("/web-api/auth/register/phone", {
          "sms-code": "123456",
          currency: "EUR",
          country: "de",
          age_confirmed: true,
        }),
      "POST /web-api/auth/register/email": () =>
        B.post("/web-api/auth/register/email", {
          email: "a@example.com",
          uPassword: encodeField("bravo-pass-1"),
          currency: "EUR",
          country: "de",
          birth_date: "1990-01-01",
        }),
      "POST /web-api/auth/register/social": () =>
        B.post("/web-api/auth/register/social", { credential: "x", currency: "EUR", country: "de" }),
      "POST /web-api/user/accountverify": () => B.post("/web-api/user/accountverify", { token: forgedLink }),
      "POST /web-api/user/activate": () =>
        B.post("/web-api/user/activate", { type: "activate", token: forgedLink }),
      "POST /web-api/user/passwordreset/request": () =>
        B.post("/web-api/user/passwordreset/request", { email: "b@example.com" }),
      "POST /web-api/user/passwordreset": () =>
        B.post("/web-api/user/passwordreset", { token: forgedLink, uPassword: encodeField("hijack-pass-1") }),
      "POST /web-api/user/stopnewsletter": () =>
        B.post("/web-api/user/stopnewsletter", { token: `${aId}.${"A".repeat(43)}` }),
      "GET /web-api/user/config": () => B.get(`/web-api/user/config?user_id=${aId}`),
      "POST /web-api/user/config": () => B.post("/web-api/user/config", { user_hide_balance: true }),
      "POST /web-api/user/password": () =>
        B.post("/web-api/user/password", {
          uPassword: encodeField("bravo-pass-1"),
          newPassword: encodeField("bravo-pass-2"),
        }),
      "POST /web-api/user/email": () => B.post("/web-api/user/email", { email: "a@example.com" }),
      "POST /web-api/user/phone": () => B.post("/web-api/user/phone", { "sms-code": "123456" }),
      "POST /web-api/user/two-factor/totp/setup": () =>
        B.post("/web-api/user/two-factor/totp/setup", smuggle),
      "POST /web-api/user/two-factor/totp/enable": () =>
        B.post("/web-api/user/two-factor/totp/enable", { code: "123456", ...smuggle }),
      "POST /web-api/user/two-factor/sms/enable": () =>
        B.post("/web-api/user/two-factor/sms/enable", { uPassword: encodeField("bravo-pass-2"), ...smuggle }),
      "POST /web-api/user/two-factor/disable": () =>
        B.post("/web-api/user/two-factor/disable", { uPassword: encodeField("bravo-pass-2"), ...smuggle }),
      "POST /web-api/user/two-factor/backup-codes": () =>
        B.post("/web-api/user/two-factor/backup-codes", { code: "123456", ...smuggle }),
      "POST /web-api/user/security-question": () =>
        B.post("/web-api/user/security-question", {
          question: "First pet's name?",
          answer: "bravo",
          uPassword: encodeField("bravo-pass-2"),
          ...smuggle,
        }),
      "GET /web-api/user/security": () => B.get(`/web-api/user/security?user_id=${aId}`),
      "GET /web-api/user/login-history": () => B.get(`/web-api/user/login-history?user_id=${aId}`),
      "GET /web-api/user/settings": () => B.get(`/web-api/user/settings?user_id=${aId}`),
      "POST /web-api/user/settings": () =>
        B.post("/web-api/user/settings", { appTheme: "light", ...smuggle }),
      "POST /web-api/GetTimezones": () => B.post("/web-api/GetTimezones", {}),
      "POST /web-api/analytics/view": () =>
        B.post("/web-api/analytics/view", { section: "security", ...smuggle }),
      "POST /web-api/user/cookies-agreement": () =>
        B.post("/web-api/user/cookies-agreement", { type: 1, cookiesAgreeTime: 1_790_000_000, ...smuggle }),
      "GET /web-api/user/referrals": () => B.get(`/web-api/user/referrals?user_id=${aId}`),
      "GET /web-api/user/manager": () => B.get(`/web-api/user/manager?user_id=${aId}`),
      "GET /social-api/oauth/google-one-tap/clientId": () =>
        B.get("/social-api/oauth/google-one-tap/clientId"),
      "POST /social-api/oauth/google-one-tap": () =>
        B.post("/social-api/oauth/google-one-tap", { credential: "x", language: "en" }),
      [`POST ${TR}/send-code/:type`]: () =>
        B.post(`${TR}/send-code/phone`, { country_code: "+7", phone: "9000000001" }),
      [`POST ${TR}/check-code/:type`]: () => B.post(`${TR}/check-code/phone`, { code: "123456" }),
      [`POST ${TR}/user-data`]: () => B.post(`${TR}/user-data`, { redirectToken: forgedLink }),
      "GET /dev/mailbox": () => B.get("/dev/mailbox?to=b@example.com"),
      "GET /dev/mailbox.json": () => B.get("/dev/mailbox.json?to=b@example.com"),
      // Last: these end B's own session.
      "POST /web-api/user/logout": () => B.post("/web-api/user/logout", { all: true }),
      "POST /web-api/user/disconnect": () => B.post("/web-api/user/disconnect", smuggle),
    };
    expect(Object.keys(walk).sort()).toEqual(routes);

    const leaks = ["a@example.com", "a-new@example.com", "9000000001", aSession, aLinkId];
    for (const [route, call] of Object.entries(walk)) {
      const res = await call();
      expect(res.statusCode, route).toBeLessThan(500);
      for (const secret of leaks) expect(res.body.includes(secret), `${route} leaks ${secret}`).toBe(false);
      if (route.startsWith("POST /web-api/auth/login") && res.statusCode === 200) {
        expect(res.json().user_id, route).not.toBe(Number(aId));
      }
    }
    expect(await rowsOfA()).toBe(before);
    expect((await aBrowser.get("/web-api/user/check-session")).json().user_id).toBe(Number(aId));
    expect(b.user.id).not.toBe(a.user.id);
  });
});
