import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, playersAppWithRoutes, playersSnapshot, seedUser, signIn } from "../session/testing.ts";

type Call = (b: Browser) => Promise<LightMyRequestResponse>;
const TR = "/web-api/api/internal/v1/account/user-transfer";

/** A body that is not JSON at all. */
const malformed =
  (url: string, method: "POST" | "DELETE" = "POST"): Call =>
  (b) =>
    b.request(method, url, { payload: "{not json", headers: { "content-type": "application/json" } });
const post =
  (url: string, body: unknown): Call =>
  (b) =>
    b.post(url, body);
const get =
  (url: string): Call =>
  (b) =>
    b.get(url);

/**
 * Every route's bad input: a 4xx with a message, and not one row of any players table changes.
 * Routes that take no input at all are listed with no cases. A route missing here fails the test.
 */
const BAD: Record<string, Call[]> = {
  "GET /web-api/session": [],
  "GET /web-api/csrf": [],
  "GET /web-api/user/gettoken": [get("/web-api/user/gettoken?force_refresh=maybe")],
  "POST /web-api/user/updatetoken": [malformed("/web-api/user/updatetoken")],
  "GET /web-api/user/check-session": [],
  "GET /web-api/user/sessions": [],
  "DELETE /web-api/user/sessions/:id": [
    (b) => b.request("DELETE", "/web-api/user/sessions/short"),
    (b) => b.request("DELETE", `/web-api/user/sessions/${"x".repeat(23)}`),
  ],
  "POST /web-api/user/sessions/end-others": [malformed("/web-api/user/sessions/end-others")],
  "GET /web-api/captcha/challenge": [],
  "GET /web-api/captcha/gettime": [],
  "GET /web-api/captcha/update": [],
  "POST /web-api/captcha/validate": [
    post("/web-api/captcha/validate", {}),
    post("/web-api/captcha/validate", { captcha: "" }),
    post("/web-api/captcha/validate", { captcha: 5 }),
  ],
  "GET /hd-api/external/apps/:id/api.js": [
    get("/hd-api/external/apps/BAD!/api.js"),
    get("/hd-api/external/apps/unknown/api.js"),
  ],
  "POST /hd-api/external/apps/:id/fingerprint": [
    post("/hd-api/external/apps/web/fingerprint", {}),
    post("/hd-api/external/apps/web/fingerprint", { components: { userAgent: 5 } }),
  ],
  "POST /web-api/auth/login": [
    post("/web-api/auth/login", {}),
    post("/web-api/auth/login", { uLogin: "x@y.z", uPassword: "%%%" }),
    post("/web-api/auth/login", { uLogin: "x".repeat(300), uPassword: encodeField("p") }),
  ],
  "POST /web-api/auth/login/phone": [
    post("/web-api/auth/login/phone", {
      phone_number: encodeField("abc"),
      country_code: "+7",
      uPassword: encodeField("p"),
    }),
    post("/web-api/auth/login/phone", {
      phone_number: encodeField("9001234567"),
      country_code: "seven",
      uPassword: encodeField("p"),
    }),
  ],
  "POST /web-api/auth/login/token": [
    post("/web-api/auth/login/token", { method_id: "a", token: "t", sign: "s", lng: "en" }),
    post("/web-api/auth/login/token", { method_id: 1, token: "t", sign: "s", lng: "eng" }),
  ],
  "POST /web-api/auth/login/social": [
    post("/web-api/auth/login/social", { login: "!!", pass: encodeField("p") }),
  ],
  "POST /web-api/auth/login/sms": [post("/web-api/auth/login/sms", { "sms-code": "12" })],
  "POST /web-api/auth/login/two-step": [
    post("/web-api/auth/login/two-step", { code: encodeField("12") }),
    post("/web-api/auth/login/two-step", { code: "***" }),
  ],
  "POST /web-api/auth/social/two-step": [
    post("/web-api/auth/social/two-step", { code: encodeField("abcdef") }),
  ],
  "POST /web-api/auth/sms/send": [
    post("/web-api/auth/sms/send", { "phone-number": "abc", "phone-code": "+7" }),
    post("/web-api/auth/sms/send", { "phone-number": "9001234567", "phone-code": "x" }),
  ],
  "POST /web-api/auth/login-token": [malformed("/web-api/auth/login-token")],
  "POST /web-api/auth/register/fast": [
    post("/web-api/auth/register/fast", { currency: "XXX", country: "de", age_confirmed: true }),
    post("/web-api/auth/register/fast", { currency: "EUR", country: "de", bonus_choice: 5 }),
  ],
  "POST /web-api/auth/register/phone": [
    post("/web-api/auth/register/phone", { "sms-code": "1", currency: "EUR", country: "de" }),
  ],
  "POST /web-api/auth/register/email": [
    post("/web-api/auth/register/email", {
      email: "nope",
      uPassword: encodeField("pass-word-1"),
      currency: "EUR",
      country: "de",
    }),
  ],
  "POST /web-api/auth/register/social": [
    post("/web-api/auth/register/social", { credential: "", currency: "EUR" }),
  ],
  "POST /web-api/user/accountverify": [
    post("/web-api/user/accountverify", {}),
    post("/web-api/user/accountverify", { token: "" }),
  ],
  "POST /web-api/user/activate": [post("/web-api/user/activate", { type: "other", token: "x" })],
  "POST /web-api/user/passwordreset/request": [
    post("/web-api/user/passwordreset/request", {}),
    post("/web-api/user/passwordreset/request", { email: "bad" }),
  ],
  "POST /web-api/user/passwordreset": [post("/web-api/user/passwordreset", { token: "x" })],
  "POST /web-api/user/stopnewsletter": [post("/web-api/user/stopnewsletter", {})],
  "GET /web-api/user/config": [],
  "POST /web-api/user/config": [
    post("/web-api/user/config", { ban_level: 1 }),
    post("/web-api/user/config", { user_hide_balance: "yes" }),
  ],
  "POST /web-api/user/password": [
    post("/web-api/user/password", { uPassword: "%%", newPassword: encodeField("x") }),
  ],
  "POST /web-api/user/email": [post("/web-api/user/email", { email: "x" })],
  "POST /web-api/user/phone": [post("/web-api/user/phone", { "sms-code": "x" })],
  "POST /web-api/user/two-factor/totp/setup": [malformed("/web-api/user/two-factor/totp/setup")],
  "POST /web-api/user/two-factor/totp/enable": [
    post("/web-api/user/two-factor/totp/enable", { code: "abc" }),
  ],
  "POST /web-api/user/two-factor/sms/enable": [post("/web-api/user/two-factor/sms/enable", {})],
  "POST /web-api/user/two-factor/disable": [
    post("/web-api/user/two-factor/disable", { uPassword: 1 }),
    post("/web-api/user/two-factor/disable", {}),
    post("/web-api/user/two-factor/disable", { code: "12" }),
  ],
  "POST /web-api/user/two-factor/backup-codes": [
    post("/web-api/user/two-factor/backup-codes", { code: "x" }),
  ],
  "GET /web-api/user/security": [],
  "POST /web-api/user/security-question": [
    post("/web-api/user/security-question", { question: "Q", answer: "a", uPassword: encodeField("x") }),
    post("/web-api/user/security-question", { question: "A long question?" }),
  ],
  "GET /web-api/user/settings": [],
  "POST /web-api/user/settings": [
    post("/web-api/user/settings", { appTheme: 3 }),
    post("/web-api/user/settings", { timeZone: 3.25 }),
    post("/web-api/user/settings", { unknown: true }),
  ],
  "POST /web-api/GetTimezones": [],
  "POST /web-api/analytics/view": [
    post("/web-api/analytics/view", { section: "Bet History" }),
    post("/web-api/analytics/view", { section: "security", user_id: 1 }),
    post("/web-api/analytics/view", {}),
  ],
  "POST /web-api/user/cookies-agreement": [
    post("/web-api/user/cookies-agreement", { type: 4, cookiesAgreeTime: 1_790_000_000 }),
    post("/web-api/user/cookies-agreement", { type: 1, cookiesAgreeTime: 12 }),
    post("/web-api/user/cookies-agreement", { type: "all" }),
  ],
  "GET /web-api/user/referrals": [],
  "GET /web-api/user/manager": [],
  "GET /web-api/user/login-history": [],
  "GET /social-api/oauth/google-one-tap/clientId": [],
  "POST /social-api/oauth/google-one-tap": [post("/social-api/oauth/google-one-tap", { language: "en" })],
  [`POST ${TR}/send-code/:type`]: [
    post(`${TR}/send-code/fax`, { phone: "1" }),
    post(`${TR}/send-code/phone`, { phone: "x", country_code: "+7" }),
  ],
  [`POST ${TR}/check-code/:type`]: [post(`${TR}/check-code/phone`, { code: "1" })],
  [`POST ${TR}/user-data`]: [post(`${TR}/user-data`, {})],
  "GET /dev/mailbox": [get("/dev/mailbox?limit=0")],
  "GET /dev/mailbox.json": [get("/dev/mailbox.json?limit=abc")],
  "POST /web-api/user/logout": [post("/web-api/user/logout", { all: "yes" })],
  "POST /web-api/user/disconnect": [malformed("/web-api/user/disconnect")],
};

describe.each(testTargets())("bad input changes nothing, on $name", (target: TestTarget) => {
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

  test("every route: 4xx with a message, no row changed", async () => {
    expect(Object.keys(BAD).sort()).toEqual(routes);
    await seedUser(handle.db, auth, { email: "bad@example.com", password: "bad-input-1" });
    const b = await new Browser(app, { "x-forwarded-for": "10.80.0.1" }).start();
    await signIn(b, "bad@example.com", "bad-input-1");
    const before = await playersSnapshot(handle.db);
    for (const [route, calls] of Object.entries(BAD)) {
      for (const [i, call] of calls.entries()) {
        const res = await call(b);
        expect(res.statusCode, `${route} case ${i}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route} case ${i}: ${res.body}`).toBeLessThan(500);
        expect(res.json().error.message, route).toBeTruthy();
      }
    }
    expect(await playersSnapshot(handle.db)).toBe(before);
    expect((await b.get("/web-api/user/check-session")).json().user_id).not.toBeNull();
  });
});
