import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterEach, describe, expect, test } from "vitest";
import { start } from "../../main.ts";
import { parseTrustProxy, type TrustProxy } from "../../trust-proxy.ts";
import { Browser, type PlayersTestApp, playersTestApp, seedUser, signIn } from "./testing.ts";

describe("TRUST_PROXY", () => {
  test("unset or empty trusts nobody; a hop count; addresses and CIDRs; anything else is refused", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(" ")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    const hops = parseTrustProxy("2") as Exclude<TrustProxy, false>;
    expect([hops("203.0.113.1", 0), hops("203.0.113.1", 1), hops("203.0.113.1", 2)]).toEqual([
      true,
      true,
      false,
    ]);
    const list = parseTrustProxy("127.0.0.1, 10.0.0.0/8,::1") as Exclude<TrustProxy, false>;
    expect([list("127.0.0.1", 0), list("10.200.1.1", 0), list("::1", 0), list("192.0.2.1", 0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    for (const bad of ["true", "nginx", "10.0.0.0/33", "10.0.0.1,,10.0.0.2", "-1"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  test("a malformed TRUST_PROXY stops the start before it listens", async () => {
    await expect(
      start({ port: 0, databaseUrl: null, dataDir: null, logger: false, env: { TRUST_PROXY: "nginx" } }),
    ).rejects.toThrow(/TRUST_PROXY/);
  });
});

// Up to 60 sign-ins per test (argon2 each); the shared CI machine can be slow.
const SLOW = 120_000;

describe.each(testTargets())("client address on $name", (target: TestTarget) => {
  let handle: DbHandle | undefined;
  let t: PlayersTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await handle?.close();
    t = undefined;
    handle = undefined;
  });
  const open = async (trustProxy: TrustProxy, overrides: Parameters<typeof playersTestApp>[1] = {}) => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, overrides, { trustProxy });
    return { db: handle.db, app: t.app, auth: t.auth };
  };
  let seq = 0;
  const forged = () => ({ "x-forwarded-for": `198.51.100.${(++seq % 250) + 1}` });
  const lastSessionIp = async (db: DbHandle["db"]) =>
    (
      await db
        .selectFrom("user_sessions")
        .select("ip")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow()
    ).ip;

  test(
    "no proxy trusted: a forged X-Forwarded-For is not the address; 60 logins meet the 30/min limit",
    async () => {
      const { db, app, auth } = await open(false, { rateLimits: { login: 30 } });
      const { password } = await seedUser(db, auth, { email: "owner@example.com" });
      const b = await new Browser(app, {}, "192.0.2.10").start();
      expect((await signIn(b, "owner@example.com", password)).statusCode).toBe(200);
      expect(await lastSessionIp(db)).toBe("192.0.2.10");
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await b.request("POST", "/web-api/auth/login", {
          body: { uLogin: `user${i}@example.com`, uPassword: "eA==" },
          headers: forged(),
        });
        codes.push(res.statusCode);
      }
      // 30 per minute per address, the sign-in above included.
      expect(codes.slice(0, 29).includes(429)).toBe(false);
      expect(codes.slice(29).every((c) => c === 429)).toBe(true);
    },
    SLOW,
  );

  test(
    "no proxy trusted: rotating X-Forwarded-For still meets the login and registration captchas",
    async () => {
      const { app } = await open(false, { captchaPolicy: { accountFailures: 3, addressFailures: 10 } });
      const b = await new Browser(app, {}, "192.0.2.20").start();
      for (let i = 0; i < 10; i++) {
        const res = await b.request("POST", "/web-api/auth/login", {
          body: { uLogin: `nobody${i}@example.com`, uPassword: "eA==" },
          headers: forged(),
        });
        expect(res.statusCode).toBe(401);
      }
      const gated = await b.request("POST", "/web-api/auth/login", {
        body: { uLogin: "someone@example.com", uPassword: "eA==" },
        headers: forged(),
      });
      expect(gated.json().error.details.captchaCode).toBe(100);

      const body = { currency: "EUR", country: "de", age_confirmed: true };
      for (let i = 0; i < 3; i++) {
        const r = await b.request("POST", "/web-api/auth/register/fast", { body, headers: forged() });
        expect(r.statusCode).toBe(200);
        await b.post("/web-api/user/disconnect");
      }
      const fourth = await b.request("POST", "/web-api/auth/register/fast", { body, headers: forged() });
      expect(fourth.json().error.details.captchaCode).toBe(100);
    },
    SLOW,
  );

  test(
    "through a configured proxy the forwarded address is used and counted",
    async () => {
      const { db, app, auth } = await open(parseTrustProxy("10.0.0.0/8"), { rateLimits: { login: 3 } });
      const { password } = await seedUser(db, auth, { email: "owner@example.com" });
      const viaProxy = await new Browser(app, { "x-forwarded-for": "203.0.113.7" }, "10.1.2.3").start();
      expect((await signIn(viaProxy, "owner@example.com", password)).statusCode).toBe(200);
      expect(await lastSessionIp(db)).toBe("203.0.113.7");
      // A peer outside the list is not a proxy: its header is ignored.
      const direct = await new Browser(app, { "x-forwarded-for": "203.0.113.7" }, "192.0.2.30").start();
      expect((await signIn(direct, "owner@example.com", password)).statusCode).toBe(200);
      expect(await lastSessionIp(db)).toBe("192.0.2.30");
      // The forwarded address is what the per-address limit counts (3 a minute here).
      for (let i = 0; i < 2; i++) expect((await signIn(viaProxy, "x@example.com", "x")).statusCode).toBe(401);
      expect((await signIn(viaProxy, "x@example.com", "x")).statusCode).toBe(429);
      const other = await new Browser(app, { "x-forwarded-for": "203.0.113.8" }, "10.1.2.3").start();
      expect((await signIn(other, "x@example.com", "x")).statusCode).toBe(401);
    },
    SLOW,
  );
});
