import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { FeedAdapter, FeedSink } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { startFeed } from "./feed/runner.ts";
import { createLiveBus, createLocalBus, createRedisBus, type LiveBus } from "./live/bus.ts";
import { createSportsbook } from "./service.ts";
import { connectClient, type TestClient } from "./testing.ts";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the Redis pub/sub and feed-lease tests are skipped.");

describe.skipIf(!REDIS_URL)("live push across two server instances through Redis", () => {
  const url = REDIS_URL as string;
  const channel = `test:live:${randomBytes(6).toString("hex")}`;
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  const buses: LiveBus[] = [];
  const clients: TestClient[] = [];
  const addresses: string[] = [];

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
    for (let i = 0; i < 2; i++) {
      const bus = await createRedisBus(url, channel);
      buses.push(bus);
      const app = await testApp(handle.db, [
        createSportsbook({ bus, feed: false, hub: { heartbeatMs: 0 } }).service,
      ]);
      apps.push(app);
      addresses.push((await app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws"));
    }
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    await handle?.close();
  });

  test("a diff published by instance A reaches clients of A and of B", async () => {
    for (const address of addresses) {
      const c = await connectClient(`${address}/ws/live`);
      clients.push(c);
      c.send({ type: "subscribe", sports: [1] });
      await c.next((m) => m.t === "ack");
    }
    await buses[0]?.publish([{ g: 10, sp: 1, o: [[321, 1950]] }]);
    for (const c of clients) {
      const frame = await c.next((m) => m.t === "d");
      expect(frame.d).toEqual([{ g: 10, sp: 1, o: [[321, 1950]] }]);
    }
  });
});

describe.skipIf(!REDIS_URL)("feed lease: one process runs the feed", () => {
  test("only the lease holder starts its adapter; another takes over when it stops", async () => {
    const key = `test:lease:${randomBytes(6).toString("hex")}`;
    const handle = await createTestDb({ name: "pglite" }, { seed: false });
    const started: string[] = [];
    const adapter = (name: string): FeedAdapter => ({
      name,
      start: async (_sink: FeedSink) => void started.push(`+${name}`),
      stop: async () => void started.push(`-${name}`),
    });
    const opts = { bus: createLocalBus(), leaseRedisUrl: REDIS_URL, leaseKey: key, leaseTtlMs: 300 };
    const a = await startFeed({ db: handle.db }, { ...opts, adapter: adapter("a") });
    const b = await startFeed({ db: handle.db }, { ...opts, adapter: adapter("b") });
    expect(started).toEqual(["+a"]);
    await a.stop();
    for (let i = 0; i < 50 && !started.includes("+b"); i++) await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(["+a", "-a", "+b"]);
    await b.stop();
    await handle.close();
  });
});

describe.skipIf(!REDIS_URL)("two sites on one Redis", () => {
  test("each site's processes share its live channel and feed lease, never the other site's", async () => {
    const url = REDIS_URL as string;
    const siteA = `parlay:test-${randomBytes(6).toString("hex")}:`;
    const siteB = `parlay:test-${randomBytes(6).toString("hex")}:`;
    const [a1, a2, b1] = await Promise.all([
      createLiveBus(url, siteA),
      createLiveBus(url, siteA),
      createLiveBus(url, siteB),
    ]);
    const heard = { a2: 0, b1: 0 };
    a2?.subscribe(() => {
      heard.a2 += 1;
    });
    b1?.subscribe(() => {
      heard.b1 += 1;
    });
    await a1?.publish([{ g: 1, sp: 1, o: [[11, 1500]] }]);
    for (let i = 0; i < 40 && heard.a2 === 0; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual({ a2: 1, b1: 0 });
    for (const bus of [a1, a2, b1]) await bus?.close();

    // The feed lease is the site's too: a sportsbook of site A holds "<A>sportsbook:feed-leader".
    const handle = await createTestDb({ name: "pglite" }, { seed: false });
    const idle: FeedAdapter = { name: "idle", start: async () => {}, stop: async () => {} };
    const app = await testApp(handle.db, [
      createSportsbook({
        redisUrl: url,
        redisPrefix: siteA,
        feed: { adapter: idle },
        hub: { heartbeatMs: 0 },
      }).service,
    ]);
    await app.ready();
    const redis = new Redis(url);
    try {
      expect(await redis.exists(`${siteA}sportsbook:feed-leader`)).toBe(1);
      expect(await redis.exists(`${siteB}sportsbook:feed-leader`)).toBe(0);
    } finally {
      await app.close();
      await handle.close();
      redis.disconnect();
    }
  });
});
