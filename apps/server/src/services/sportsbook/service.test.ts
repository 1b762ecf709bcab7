import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { createSportsbook, type Sportsbook, sportsbookOptionsFromEnv } from "./service.ts";
import { connectClient } from "./testing.ts";

describe("the sportsbook service end to end (simulator → store → push)", () => {
  const clock = manualClock(Date.UTC(2026, 5, 10, 15, 0));
  let handle: DbHandle;
  let app: FastifyInstance;
  let sportsbook: Sportsbook;
  const resulted: number[] = [];

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
    sportsbook = createSportsbook({
      feed: {
        simulator: { clock, seed: 4, sportIds: [SportId.fifa], days: 1, historyHours: 1, tickMs: 5 },
        flushMs: 20,
        onGameResulted: (id) => void resulted.push(id),
      },
      hub: { heartbeatMs: 0 },
    });
    app = await testApp(handle.db, [sportsbook.service]);
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  test("the feed fills the catalogue, clients get live diffs, results fire the hook", async () => {
    await sportsbook.feed?.flush();
    const menu = await app.inject({ url: "/web-api/sportsbook/menu?section=line" });
    expect(menu.json()).toEqual([expect.objectContaining({ sportId: SportId.fifa })]);
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const client = await connectClient(`ws://127.0.0.1:${port}/ws/live`);
    client.send({ type: "subscribe", sports: [SportId.fifa] });
    await client.next((m) => m.t === "ack");
    // Games of the last hour were resulted by the first snapshot; wait for one that ends now.
    const before = resulted.length;
    for (let i = 0; i < 30 && resulted.length === before; i++) {
      clock.advance(60_000);
      await new Promise((r) => setTimeout(r, 40));
      await sportsbook.feed?.flush();
    }
    const frame = await client.next((m) => m.t === "d");
    expect(frame.d).not.toHaveLength(0);
    expect((frame.d as { sp: number }[]).every((d) => d.sp === SportId.fifa)).toBe(true);
    expect(resulted.length).toBeGreaterThan(before);
    // The finished game's frame travels the socket after the hook ran: wait for it, not only the first.
    type Diff = { g: number; fin?: 1 };
    const finFrame = await client.next((m) => m.t === "d" && (m.d as Diff[]).some((d) => d.fin));
    const fin = (finFrame.d as Diff[]).find((d) => d.fin);
    expect(resulted.slice(before)).toContain(fin?.g);
    const results = await app.inject({ url: `/web-api/sportsbook/games/${resulted.at(-1)}/results` });
    expect(results.statusCode).toBe(200);
    client.ws.close();
  });

  test("options from the environment", () => {
    expect(sportsbookOptionsFromEnv({ SPORTSBOOK_FEED: "off" }).feed).toBe(false);
    const opts = sportsbookOptionsFromEnv({
      REDIS_URL: "redis://x",
      FEED_SPEED: "60",
      FEED_SEED: "s",
      FEED_MARGIN: "0.05",
    });
    expect(opts.redisUrl).toBe("redis://x");
    expect(opts.feed).toMatchObject({ simulator: { seed: "s", speed: 60, margin: 0.05 } });
    expect(sportsbookOptionsFromEnv({ FEED_SPEED: "-3" }).feed).toMatchObject({ simulator: { speed: 1 } });
  });
});
