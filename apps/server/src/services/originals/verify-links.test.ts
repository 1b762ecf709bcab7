import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createCasinoService, registerProvider } from "../casino/index.ts";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import type { CrashRunner } from "./crash.ts";
import { createOriginalsService, originalsVerifyLinks } from "./index.ts";
import { call } from "./testing.ts";

/**
 * Issue 18: the casino history (the office's casino tab) links an in-house bet to the independent
 * verifier once its server seed is revealed — the very link of the originals' own history — says
 * "seed" before, and never links a provider's round.
 */
describe.each(testTargets())("verifier links in the casino history on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let resolverQueries = 0;
  const clock = { now: Date.parse("2026-03-10T12:00:00Z") };
  let crash: CrashRunner | undefined;

  beforeAll(async () => {
    h = await createTestDb(target);
    await registerProvider(h.db, {
      id: "slotsprov",
      name: "Slots provider",
      signingKey: "slots-provider-signing-key-0123456789",
      launchUrl: "https://games.example/launch",
      games: [{ code: "reels", name: "Reels", rtpBp: 9600, volatility: "medium" }],
    });
    const links = originalsVerifyLinks(h.db);
    app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
      services: [
        createCasinoService({
          verifyLinks: async (userId, rounds) => {
            resolverQueries++;
            return links(userId, rounds);
          },
        }),
        createOriginalsService({
          now: () => clock.now,
          tickMs: 0,
          crash: { chainGames: 10, salt: "test-salt", bettingMs: 5_000, pauseMs: 3_000 },
          onCrash: (c) => {
            crash = c;
          },
        }),
      ],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const history = async (userId: bigint) => {
    const res = await app.inject({ method: "GET", url: "/web-api/casino/history", headers: asUser(userId) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { round: string; providerId: string; verifyUrl?: string; verifyPending?: string }[];
    };
  };

  it("links an originals bet once its seed is revealed, says 'seed' before, and never links a provider's round", async () => {
    const { userId, accountId } = await playerWithAccount(h.db, "RUB");
    await fund(h.db, accountId, "RUB", 100_00n);
    // A provider's round, recorded the way the wallet records every round.
    const game = await h.db
      .selectFrom("casino_game")
      .select("id")
      .where("provider_id", "=", "slotsprov")
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto("casino_round")
      .values({
        provider_id: "slotsprov",
        round_ref: `slot-${userId}`,
        user_id: userId,
        game_id: game.id,
        account_id: accountId,
        currency: "RUB",
        opened_at: new Date(),
      })
      .execute();
    const headers = asUser(userId);
    const placed = [];
    for (const body of [
      { game: "dice", stake: 1_00, params: { direction: "over", target: 4999 } },
      { game: "limbo", stake: 1_00, params: { target: 200 } },
    ]) {
      const res = await call(app, "POST", "/bets", headers, body);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json() as { id: string });
    }

    resolverQueries = 0;
    const before = await history(userId);
    expect(resolverQueries).toBe(1);
    const byRound = (page: typeof before, round: string) => page.items.find((r) => r.round === round);
    for (const bet of placed) {
      const row = byRound(before, `o${bet.id}`);
      expect(row?.providerId).toBe("parlay");
      expect(row?.verifyPending).toBe("seed");
      expect(row?.verifyUrl).toBeUndefined();
    }
    const slot = byRound(before, `slot-${userId}`);
    expect(slot).toBeDefined();
    expect(slot?.verifyUrl).toBeUndefined();
    expect(slot?.verifyPending).toBeUndefined();

    // Rotating reveals the seed: each bet now links to the verifier with everything it needs.
    const rotated = await call(app, "POST", "/seeds/rotate", headers, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const serverSeed = rotated.json().revealed.serverSeed as string;
    const after = await history(userId);
    const own = (await call(app, "GET", "/bets?limit=10", headers)).json().bets as {
      id: string;
      verify: string;
    }[];
    for (const bet of placed) {
      const row = byRound(after, `o${bet.id}`);
      expect(row?.verifyPending).toBeUndefined();
      expect(row?.verifyUrl).toMatch(/^\/fairness\/verify\.html#game=(dice|limbo)&serverSeed=/);
      expect(new URLSearchParams(row?.verifyUrl?.split("#")[1]).get("serverSeed")).toBe(serverSeed);
      // The very link of the originals' own history.
      expect(row?.verifyUrl).toBe(`/fairness/verify.html${own.find((b) => b.id === bet.id)?.verify}`);
    }
    expect(byRound(after, `slot-${userId}`)?.verifyUrl).toBeUndefined();

    // Another player's page never carries this player's links.
    const other = await playerWithAccount(h.db, "RUB");
    expect((await history(other.userId)).items).toEqual([]);
    expect(
      await originalsVerifyLinks(h.db)(other.userId, [
        { providerId: "parlay", round: `o${placed[0]?.id}`, game: "dice" },
      ]),
    ).toEqual([undefined]);
  });

  it("links a crash bet once its round has crashed, and says 'round' while it is on", async () => {
    const { userId, accountId } = await playerWithAccount(h.db, "RUB");
    await fund(h.db, accountId, "RUB", 100_00n);
    const headers = asUser(userId);
    for (let i = 0; i < 30; i++) {
      await crash?.tick();
      if ((await call(app, "GET", "/crash", {})).json().round?.phase === "betting") break;
      clock.now += 10_000_000;
    }
    const bet = await call(app, "POST", "/crash/bets", headers, { stake: 1_00 });
    expect(bet.statusCode, bet.body).toBe(201);
    const { id, gameNumber } = bet.json() as { id: string; gameNumber: number };
    const row = async () =>
      (await history(userId)).items.find((r) => r.round.endsWith(`-${gameNumber}-${id}`));
    expect((await row())?.verifyPending).toBe("round");
    expect((await row())?.verifyUrl).toBeUndefined();
    // Past its crash: the round's hash is revealed and the link carries what the verifier needs.
    clock.now += 10_000_000;
    await crash?.tick();
    const after = await row();
    expect(after?.verifyPending).toBeUndefined();
    const fragment = new URLSearchParams(after?.verifyUrl?.split("#")[1]);
    expect(after?.verifyUrl?.startsWith("/fairness/verify.html#game=crash&")).toBe(true);
    expect(fragment.get("gameNumber")).toBe(String(gameNumber));
    expect(fragment.get("gameHash")).toMatch(/^[0-9a-f]{64}$/);
    expect(fragment.get("salt")).toBe("test-salt");
  });
});
