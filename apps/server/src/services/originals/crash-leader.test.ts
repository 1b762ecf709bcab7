import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { crashChain, crashFlightMs, crashPoint } from "@parlay/domain/fair";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { SharedRedis } from "../../deployment.ts";
import { PushHub, registerLiveRoute } from "../sportsbook/index.ts";
import { type Frame, openSocket } from "../support/testing-socket.ts";
import { headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import type { CrashRunner } from "./crash.ts";
import { createOriginalsService } from "./service.ts";
import { call, fundedPlayer } from "./testing.ts";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the crash rounds across two processes are not tested.");

interface Instance {
  app: FastifyInstance;
  crash: CrashRunner;
  ws: string;
}

/**
 * Two server instances on one database and one Redis: two processes of one site. One drives the
 * rounds (the lease), both push them on /ws/live, bets and cash-outs work on either, and when the
 * leader goes the other continues the chain from the database. The clock is the test's (tickMs 0:
 * the test ticks); only the lease's own renewal runs on real time.
 */
describe.skipIf(!REDIS_URL)("crash rounds across two server processes sharing PostgreSQL and Redis", () => {
  let h: DbHandle;
  const clock = { now: Date.now() };
  const shared: SharedRedis = { url: REDIS_URL as string, prefix: `test:${randomBytes(6).toString("hex")}:` };
  const instances: Instance[] = [];

  async function start(): Promise<Instance> {
    let crash: CrashRunner | undefined;
    const app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
      services: [
        createOriginalsService({
          now: () => clock.now,
          tickMs: 0,
          sharedRedis: shared,
          leaseTtlMs: 600,
          crash: { chainGames: 200, salt: "test-beacon-salt", bettingMs: 5_000, pauseMs: 3_000 },
          onCrash: (c) => {
            crash = c;
          },
        }),
        // The page's one live socket, as the sportsbook mounts it.
        async (root) =>
          registerLiveRoute(root, new PushHub({ heartbeatMs: 0, resolveOutcomes: async () => [] })),
      ],
    });
    const ws = (await app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws");
    const instance = { app, crash: crash as CrashRunner, ws };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    h = await createTestDb(url ? { name: "postgres", url } : { name: "pglite" });
  });
  afterAll(async () => {
    for (const i of instances) await i.app.close().catch(() => undefined);
    await h?.close();
  });

  /** The point of a game of the newest chain (the test knows the secret chain). */
  async function pointOf(gameNumber: number): Promise<number> {
    const chain = await h.db
      .selectFrom("originals_crash_chain")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return crashPoint(crashChain(chain.seed, chain.games)[gameNumber] as string, chain.salt);
  }

  const isRound = (phase: string, gameNumber?: number) => (f: Frame) =>
    f.t === "crash" &&
    f.e === "round" &&
    (f.round as { phase: string }).phase === phase &&
    (gameNumber === undefined || (f.round as { gameNumber: number }).gameNumber === gameNumber);

  it("one process drives the rounds, both push them, either takes bets, and the other takes over", async () => {
    const one = await start();
    const two = await start();
    expect(one.crash.leader).toBe(true);
    expect(two.crash.leader).toBe(false);
    // The follower does nothing on its own ticks.
    const before = await h.db.selectFrom("originals_crash_round").select("game_number").execute();
    clock.now += 60_000;
    await two.crash.tick();
    expect(await h.db.selectFrom("originals_crash_round").select("game_number").execute()).toEqual(before);

    // A page on each process follows topic `crash` on its one live socket: the state comes at once.
    const onOne = await openSocket(`${one.ws}/ws/live`);
    const onTwo = await openSocket(`${two.ws}/ws/live`);
    for (const s of [onOne, onTwo]) {
      await s.next((f) => f.t === "hello");
      s.send({ type: "subscribe", topics: ["crash"] });
      await s.next((f) => f.t === "crash" && f.e === "round");
    }
    // An unknown topic is refused in the catalogue's words.
    onTwo.send({ type: "subscribe", topics: ["nope"] });
    expect(await onTwo.next((f) => f.t === "error")).toMatchObject({ code: "VALIDATION" });

    // Rounds until one flies to 1.50×; the leader's ticks reach both pages over Redis.
    let game = 0;
    for (let i = 0; i < 40; i++) {
      clock.now += 10_000_000;
      await one.crash.tick();
      const betting = await onTwo.next(isRound("betting"));
      game = (betting.round as { gameNumber: number }).gameNumber;
      await onOne.next(isRound("betting", game));
      if ((await pointOf(game)) >= 200) break;
    }
    const point = await pointOf(game);
    expect(point).toBeGreaterThanOrEqual(200);
    const round = await h.db
      .selectFrom("originals_crash_round")
      .selectAll()
      .orderBy("chain_id", "desc")
      .orderBy("game_number", "desc")
      .executeTakeFirstOrThrow();
    expect(round.game_number).toBe(game);
    const flyingAt = round.flying_at.getTime();

    // A bet on the follower, in the betting phase; then its cash-out there at 1.50×.
    const player = await fundedPlayer(h.db, 100_00n);
    const bet = await call(two.app, "POST", "/crash/bets", player.headers, { stake: 10_00 });
    expect(bet.statusCode).toBe(201);
    expect(bet.json()).toMatchObject({ gameNumber: game, state: "open" });
    clock.now = flyingAt + crashFlightMs(150);
    await one.crash.tick();
    // Take-off, with its time: the pages draw the curve themselves.
    expect((await onOne.next(isRound("flying", game))).round).toMatchObject({ bettingEndsAt: flyingAt });
    await onTwo.next(isRound("flying", game));
    const out = await call(two.app, "POST", "/crash/cashout", player.headers);
    expect(out.json()).toMatchObject({ state: "won", cashedOutAt: 150, payout: 15_00 });
    const cashOut = { t: "crash", e: "cashouts", gameNumber: game, cashOuts: [[bet.json().id, 150]] };
    expect(await onOne.next((f) => f.e === "cashouts")).toMatchObject(cashOut);
    expect(await onTwo.next((f) => f.e === "cashouts")).toMatchObject(cashOut);
    // A page that subscribes now gets the round with its cash-outs so far.
    const late = await openSocket(`${one.ws}/ws/live`);
    late.send({ type: "subscribe", topics: ["crash"] });
    expect(await late.next((f) => f.t === "crash")).toMatchObject({
      e: "round",
      round: { gameNumber: game },
      cashOuts: [[bet.json().id, 150]],
    });
    late.ws.close();

    // The leader goes mid-flight; the other process takes the lease and continues from the database.
    onOne.ws.close();
    await one.app.close();
    await expect.poll(() => two.crash.leader, { timeout: 10_000, interval: 50 }).toBe(true);
    clock.now = flyingAt + crashFlightMs(point) + 3_000;
    await two.crash.tick();
    const crashed = await onTwo.next(isRound("crashed", game));
    expect(crashed.round).toMatchObject({ point });
    expect(crashed.ended).toMatchObject({ gameNumber: game, point });
    expect((await onTwo.next(isRound("betting", game + 1))).round).toMatchObject({ gameNumber: game + 1 });
    const rows = await h.db
      .selectFrom("originals_crash_round")
      .select(["chain_id", "game_number", "crashed"])
      .where("game_number", ">=", game)
      .orderBy("game_number")
      .execute();
    expect(rows.map((r) => [r.game_number, r.crashed])).toEqual([
      [game, true],
      [game + 1, false],
    ]);
    expect(new Set(rows.map((r) => r.chain_id)).size).toBe(1);
    onTwo.ws.close();
  }, 60_000);
});
