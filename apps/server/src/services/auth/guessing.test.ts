import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterEach, describe, expect, test } from "vitest";
import {
  Browser,
  type PlayersTestApp,
  playersTestApp,
  seedUser,
  signIn,
  solveCaptcha,
  testClock,
} from "../session/testing.ts";

/**
 * Issue 12: guessing from many addresses (a botnet, or forged X-Forwarded-For before TRUST_PROXY)
 * meets no per-address limit; the budgets per account and for unknown logins site-wide must.
 */
// Dozens of argon2 checks and captcha solutions per test; the shared CI machine can be slow.
const SLOW = 120_000;

describe.each(testTargets())("guessing budgets on $name", (target: TestTarget) => {
  let handle: DbHandle | undefined;
  let t: PlayersTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await handle?.close();
    t = undefined;
    handle = undefined;
  });
  const clock = testClock(Date.UTC(2026, 0, 5, 12));
  const open = async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
    const { password } = await seedUser(handle.db, t.auth, { email: "victim@example.com" });
    return { app: t.app, password };
  };
  let seq = 0;
  // Each attempt from its own address, as through the trusted test proxy.
  const fresh = (app: PlayersTestApp["app"]) =>
    new Browser(app, { "x-forwarded-for": `203.0.${Math.floor(++seq / 250)}.${(seq % 250) + 1}` }).start();
  const withCaptcha = async (b: Browser, login: string, password: string) =>
    b.request("POST", "/web-api/auth/login", {
      body: { uLogin: login, uPassword: encodeField(password) },
      headers: { "x-captcha": await solveCaptcha(b.app) },
    });

  test(
    "an account takes 10 wrong passwords from rotating addresses, then refuses new browsers until the window passes",
    async () => {
      const { app, password } = await open();
      // The owner's usual browser signed in once (it is a known device from then on).
      const usual = await fresh(app);
      expect((await signIn(usual, "victim@example.com", password)).statusCode).toBe(200);
      await usual.post("/web-api/user/logout");

      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await withCaptcha(await fresh(app), "victim@example.com", `guess-${i}`);
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(codes.slice(10)).toEqual(Array(2).fill(429));
      // Even the right password, with a captcha, from a browser the account has not seen.
      const stranger = await withCaptcha(await fresh(app), "victim@example.com", password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().error).toMatchObject({ code: "RATE_LIMITED", details: { scope: "account" } });
      expect(stranger.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(stranger.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

      // The owner's usual browser is not refused (a captcha, as after any 3 failures).
      const owner = await withCaptcha(usual, "victim@example.com", password);
      expect(owner.statusCode).toBe(200);
      // Its success cleared the account's failures: a new browser is let in again.
      expect((await signIn(await fresh(app), "victim@example.com", password)).statusCode).toBe(200);
    },
    SLOW,
  );

  test(
    "the refusal ends when the failures leave the 15-minute window; a stolen device cookie gets 5 guesses",
    async () => {
      const { app, password } = await open();
      const usual = await fresh(app);
      expect((await signIn(usual, "victim@example.com", password)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) await withCaptcha(await fresh(app), "victim@example.com", `guess-${i}`);
      expect((await withCaptcha(await fresh(app), "victim@example.com", password)).statusCode).toBe(429);

      // Someone with the usual browser's cookie jar guesses: 5 more, then that browser is refused too.
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await withCaptcha(usual, "victim@example.com", `x-${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);

      clock.advance(15 * 60 * 1000 + 1000);
      expect((await signIn(await fresh(app), "victim@example.com", password)).statusCode).toBe(200);
    },
    SLOW,
  );

  test(
    "spraying 30 unknown logins from 30 addresses: past 20 every sign-in needs a captcha",
    async () => {
      const { app, password } = await open();
      const codes: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await signIn(await fresh(app), `sprayed${i}@example.com`, "Winter2026!");
        codes.push(res.statusCode === 400 ? res.json().error.details.captchaCode : res.statusCode);
      }
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(codes.slice(20)).toEqual(Array(10).fill(100));
      // Real accounts too (a captcha only for unknown names would tell which names exist).
      const owner = await fresh(app);
      expect((await signIn(owner, "victim@example.com", password)).json().error.details.captchaCode).toBe(
        100,
      );
      expect((await withCaptcha(owner, "victim@example.com", password)).statusCode).toBe(200);
      clock.advance(15 * 60 * 1000 + 1000);
      expect((await signIn(await fresh(app), "victim@example.com", password)).statusCode).toBe(200);
    },
    SLOW,
  );
});
