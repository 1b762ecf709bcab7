import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { requireUser } from "../../http/auth.ts";
import { createSessionAuthenticator } from "./authenticator.ts";
import { playersServices } from "./index.ts";
import { RENDER_GRANT_TTL_SECONDS, type RenderGrants, renderGrantsFor } from "./render-grant.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testClock, testOptions } from "./testing.ts";
import { verifyAccessToken } from "./tokens.ts";

describe.each(testTargets())("render grants on $name", (target) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let grants: RenderGrants;
  const clock = testClock();
  const email = "grant@example.com";
  let password: string;
  let userId: number;

  beforeAll(async () => {
    handle = await createTestDb(target);
    const auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
    grants = renderGrantsFor(auth);
    // Three routes standing for the services': a read that takes a grant, one that does not, and a
    // write that claims to (a grant is still refused there).
    const probe = async (scope: FastifyInstance) => {
      const who = async (request: Parameters<typeof requireUser>[1]) => ({
        userId: Number((await requireUser(auth, request)).id),
      });
      scope.get("/web-api/test/grant", async (request) => ({ grant: await grants.issue(request, "office") }));
      scope.get("/web-api/test/read", { config: { renderGrant: true } }, who);
      scope.get("/web-api/test/other", who);
      scope.post("/web-api/test/write", { config: { renderGrant: true } }, who);
    };
    app = await buildApp({
      ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth },
      services: [...playersServices, probe],
      trustProxy: TEST_TRUST_PROXY,
    });
    const seeded = await seedUser(handle.db, auth, { email });
    password = seeded.password;
    userId = Number(seeded.user.id);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function signedIn() {
    const b = await new Browser(app).start();
    expect((await signIn(b, email, password)).statusCode).toBe(200);
    return b;
  }
  const grantOf = async (b: Browser) => (await b.get("/web-api/test/grant")).json().grant as string | null;
  const withGrant = (grant: string, host?: string) =>
    new Browser(app, { authorization: `Bearer ${grant}`, ...(host ? { host } : {}) });

  test("is issued for a signed-in player only, and reads that player's data on a route that takes it", async () => {
    expect(await grantOf(await new Browser(app).start())).toBeNull();
    const grant = await grantOf(await signedIn());
    expect(grant).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const read = await withGrant(grant as string).get("/web-api/test/read");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ userId });
    // The remote's own process calls the site under another host name: the grant names its site.
    expect((await withGrant(grant as string, "127.0.0.1:4103").get("/web-api/test/read")).json()).toEqual({
      userId,
    });
    expect(await grants.verify(grant as string)).toMatchObject({ userId: BigInt(userId), app: "office" });
  });

  test("opens nothing else: other reads, writes, token and session routes refuse it", async () => {
    const grant = (await grantOf(await signedIn())) as string;
    const b = withGrant(grant);
    expect((await b.get("/web-api/test/other")).statusCode).toBe(401);
    expect((await b.post("/web-api/test/write")).statusCode).toBeGreaterThanOrEqual(401);
    expect((await b.post("/web-api/test/write")).statusCode).toBeLessThan(500);
    // It cannot be exchanged for an access token, nor pass as one.
    expect((await b.get("/web-api/user/gettoken")).statusCode).toBe(401);
    expect((await b.get("/web-api/user/check-session")).statusCode).toBe(401);
    expect(await verifyAccessToken(Buffer.from("x"), grant, Math.floor(clock.now() / 1000))).toBeNull();
    // A grant never begets another.
    expect((await b.get("/web-api/test/grant")).json().grant).toBeNull();
  });

  test("lives 60 seconds and dies with its session", async () => {
    const player = await signedIn();
    const grant = (await grantOf(player)) as string;
    clock.advance((RENDER_GRANT_TTL_SECONDS + 1) * 1000);
    expect((await withGrant(grant).get("/web-api/test/read")).statusCode).toBe(401);
    expect(await grants.verify(grant)).toBeNull();

    const fresh = (await grantOf(player)) as string;
    expect((await withGrant(fresh).get("/web-api/test/read")).statusCode).toBe(200);
    await player.post("/web-api/user/disconnect");
    expect((await withGrant(fresh).get("/web-api/test/read")).statusCode).toBe(401);
    expect(await grants.verify(fresh)).toBeNull();
  });

  test("a tampered or foreign grant names nobody", async () => {
    const grant = (await grantOf(await signedIn())) as string;
    const [head, body, sig] = grant.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const other = Buffer.from(JSON.stringify({ ...claims, sub: "999" })).toString("base64url");
    for (const bad of [`${grant}x`, `${head}.${other}.${sig}`, "not-a-grant-at-all"]) {
      expect(await grants.verify(bad), bad).toBeNull();
      expect((await withGrant(bad).get("/web-api/test/read")).statusCode, bad).toBe(401);
    }
  });
});
