import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { SharedRedis } from "../../deployment.ts";
import { createSessionAuthenticator, testOptions } from "../session/index.ts";
import { createSportsbook } from "../sportsbook/index.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { createSupportService, notifyPlayer } from "./index.ts";
import { openSocket } from "./testing-socket.ts";

async function supportApp(db: DbHandle["db"], sharedRedis?: SharedRedis) {
  const app: FastifyInstance = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [
      createSportsbook({ feed: false, hub: { heartbeatMs: 0 } }).service,
      createSupportService({ sharedRedis }),
    ],
  });
  const base = (await app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws");
  return { app, live: `${base}/ws/live` };
}

const count = (f: { t: string }) => f.t === "u";

describe.each(testTargets())(
  "the header's unread count on the page's live socket, $name",
  (target: TestTarget) => {
    let h: DbHandle;
    let s: Awaited<ReturnType<typeof supportApp>>;
    beforeAll(async () => {
      h = await createTestDb(target);
      createSessionAuthenticator(h.db, testOptions());
      s = await supportApp(h.db);
    });
    afterAll(async () => {
      await s?.app.close();
      await h?.close();
    });

    it("a signed-in player's /ws/live gets the count at once, each committed message, never a rolled-back one", async () => {
      const userId = await createUser(h.db);
      const page = await openSocket(s.live, asUser(userId));
      expect(await page.next((f) => f.t === "hello")).toMatchObject({ v: 1 });
      expect(await page.next(count)).toEqual({ t: "u", msgs: 0 });

      await h.db
        .transaction()
        .execute((trx) => notifyPlayer(trx, userId, "support_answered", { ticketId: "1" }));
      expect(await page.next(count)).toEqual({ t: "u", msgs: 1 });

      // A message whose transaction rolls back is never announced as a count…
      await h.db
        .transaction()
        .execute(async (trx) => {
          await notifyPlayer(trx, userId, "support_answered", { ticketId: "2" });
          throw new Error("the event failed");
        })
        .catch(() => undefined);
      // …so the next count the page hears is the next committed message's.
      await notifyPlayer(h.db, userId, "verification_decided", { outcome: "verified" });
      expect(await page.next(count)).toEqual({ t: "u", msgs: 2 });

      // Reading them (from any page) pushes the new count.
      const read = await s.app.inject({
        method: "POST",
        url: "/web-api/support/messages/read",
        headers: asUser(userId),
        payload: { all: true },
      });
      expect(read.json()).toEqual({ unread: 0 });
      expect(await page.next(count)).toEqual({ t: "u", msgs: 0 });
      page.ws.close();
    });

    it("another player's socket and a guest's hear nothing of it", async () => {
      const [alice, bob] = [await createUser(h.db), await createUser(h.db)];
      const bobPage = await openSocket(s.live, asUser(bob));
      expect(await bobPage.next(count)).toEqual({ t: "u", msgs: 0 });
      const guest = await openSocket(s.live);
      await guest.next((f) => f.t === "hello");
      await notifyPlayer(h.db, alice, "support_answered", { ticketId: "3" });
      // Bob's next count is his own message's, not Alice's.
      await notifyPlayer(h.db, bob, "support_answered", { ticketId: "4" });
      expect(await bobPage.next(count)).toEqual({ t: "u", msgs: 1 });
      // The guest's socket, pinged after both, has only the pong waiting: no count came to it.
      guest.send({ type: "ping" });
      expect(await guest.next(() => true)).toEqual({ t: "pong" });
      bobPage.ws.close();
      guest.ws.close();
    });

    it("a foreign Origin's socket is the feed only: no player identity", async () => {
      const userId = await createUser(h.db);
      const foreign = await openSocket(s.live, { ...asUser(userId), origin: "https://evil.test" });
      await foreign.next((f) => f.t === "hello");
      await notifyPlayer(h.db, userId, "support_answered", { ticketId: "5" });
      foreign.send({ type: "ping" });
      expect(await foreign.next(() => true)).toEqual({ t: "pong" });
      foreign.ws.close();
    });
  },
);

const REDIS_URL = process.env.REDIS_URL;
describe.skipIf(!REDIS_URL)("the count across two server processes sharing Redis", () => {
  let h: DbHandle;
  const shared: SharedRedis = { url: REDIS_URL as string, prefix: `test:${randomBytes(6).toString("hex")}:` };
  const apps: Awaited<ReturnType<typeof supportApp>>[] = [];
  beforeAll(async () => {
    h = await createTestDb({ name: "pglite" });
    for (let i = 0; i < 2; i++) apps.push(await supportApp(h.db, shared));
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await h?.close();
  });

  it("messages read through one process update the page connected to the other", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const userId = await createUser(h.db);
    await notifyPlayer(h.db, userId, "support_answered", { ticketId: "6" });
    const page = await openSocket(a.live, asUser(userId));
    expect(await page.next(count)).toEqual({ t: "u", msgs: 1 });
    const read = await b.app.inject({
      method: "POST",
      url: "/web-api/support/messages/read",
      headers: asUser(userId),
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    expect(await page.next(count)).toEqual({ t: "u", msgs: 0 });
    page.ws.close();
  });
});
