import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { anonymousOnly } from "../../http/auth.ts";
import { testApp } from "../config/testing.ts";
import { createSportsbook, type Sportsbook } from "./service.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

function simulated(resulted: number[]): Sportsbook {
  return createSportsbook({
    feed: {
      simulator: { clock: manualClock(T0), seed: 7, sportIds: [SportId.football], days: 1, historyHours: 0 },
      flushMs: 10_000,
      onGameResulted: (id) => void resulted.push(id),
    },
    hub: { heartbeatMs: 0 },
  });
}

describe("fast-forwarding the feed simulator (development and tests)", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const resulted: number[] = [];

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
    app = await testApp(handle.db, [simulated(resulted).service]);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  test("jumping ahead plays games to their results before answering", async () => {
    const liveBefore = await app.inject({ url: "/web-api/sportsbook/live" });
    expect(liveBefore.statusCode).toBe(200);
    expect(resulted).toEqual([]);
    const res = await app.inject({
      method: "POST",
      url: "/dev/feed/fast-forward",
      payload: { minutes: 240 },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now)).toBe(T0 + 240 * 60_000);
    // Every football game that kicked off in the first two hours has ended by T0 + 4 h.
    expect(resulted.length).toBeGreaterThan(0);
    const stored = await handle.db
      .selectFrom("sb_game")
      .select(["game_id", "status_id"])
      .where("resulted_at", "is not", null)
      .execute();
    expect(stored.map((g) => Number(g.game_id)).sort()).toEqual([...resulted].sort());
    expect(stored).not.toHaveLength(0);
    expect(stored.every((g) => g.status_id === 4 || g.status_id === 5)).toBe(true);
  });

  test("bad input is refused with a 400 and changes nothing", async () => {
    for (const payload of [{}, { minutes: 0 }, { minutes: 1.5 }, { minutes: "10" }, { minutes: 10, x: 1 }]) {
      const res = await app.inject({ method: "POST", url: "/dev/feed/fast-forward", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  test("the route does not exist in production", async () => {
    const prodDb = await createTestDb({ name: "pglite" }, { seed: false });
    const prod = await buildApp({
      ctx: { db: prodDb.db, env: { production: true, defaultHost: "localhost" }, auth: anonymousOnly },
      services: [simulated([]).service],
    });
    try {
      const res = await prod.inject({
        method: "POST",
        url: "/dev/feed/fast-forward",
        payload: { minutes: 10 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
      await prodDb.close();
    }
  });
});
