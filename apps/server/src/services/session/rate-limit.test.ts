/**
 * Per-address limits across server processes: counted in Redis when the site runs on a PostgreSQL
 * server with REDIS_URL (two apps here stand for two processes), in each process otherwise; a
 * Redis that cannot be reached lets requests through instead of refusing every sign-in.
 */
import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedRedis } from "../../deployment.ts";
import { type PlayersTestApp, playersTestApp } from "./testing.ts";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the shared rate-limit test is skipped.");

/** A sign-in attempt from `address` (no CSRF cookie: refused after the limit is counted). */
async function attempt(app: FastifyInstance, address: string): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/web-api/auth/login",
    remoteAddress: address,
    payload: { uLogin: "nobody@example.com", uPassword: "x" },
  });
  return res.statusCode;
}

const someAddress = () => `10.${[...randomBytes(3)].join(".")}`;

describe("per-address limits", () => {
  let h: DbHandle;
  const apps: PlayersTestApp[] = [];
  beforeAll(async () => {
    h = await createTestDb({ name: "pglite" });
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await h?.close();
  });
  const twoProcesses = async (sharedRedis?: SharedRedis) => {
    const made = [
      await playersTestApp(h.db, { rateLimits: { login: 3 }, sharedRedis }),
      await playersTestApp(h.db, { rateLimits: { login: 3 }, sharedRedis }),
    ];
    apps.push(...made);
    return made.map((m) => m.app) as [FastifyInstance, FastifyInstance];
  };

  it("without Redis each process counts alone", async () => {
    const [a, b] = await twoProcesses();
    const from = someAddress();
    for (let i = 0; i < 3; i++) expect(await attempt(a, from)).not.toBe(429);
    expect(await attempt(a, from)).toBe(429);
    expect(await attempt(b, from)).not.toBe(429);
  });

  it.skipIf(!REDIS_URL)("with Redis the processes share one count per address", async () => {
    const prefix = `parlay:test-${randomBytes(6).toString("hex")}:`;
    const [a, b] = await twoProcesses({ url: REDIS_URL as string, prefix });
    const from = someAddress();
    expect(await attempt(a, from)).not.toBe(429);
    expect(await attempt(b, from)).not.toBe(429);
    expect(await attempt(a, from)).not.toBe(429);
    const refused = await b.inject({
      method: "POST",
      url: "/web-api/auth/login",
      remoteAddress: from,
      payload: { uLogin: "nobody@example.com", uPassword: "x" },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    // Another address is not affected.
    expect(await attempt(a, someAddress())).not.toBe(429);
    // The counts live under the site's prefix.
    const redis = new Redis(REDIS_URL as string);
    try {
      expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it("lets requests through while Redis cannot be reached", async () => {
    const [a] = await twoProcesses({ url: "redis://127.0.0.1:1", prefix: "parlay:down:" });
    const from = someAddress();
    for (let i = 0; i < 5; i++) expect(await attempt(a, from)).not.toBe(429);
  });
});
