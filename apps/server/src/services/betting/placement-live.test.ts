import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import type { LiveDelayWait } from "./live-delay.ts";
import { withGroup } from "./testing/app.ts";
import { seedGame, setBlocked, setCoef, setFinished, setLive } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `live-${Date.now()}-${++keySeq}`;
const DELAY = 400;

interface Held {
  ms: number;
  release(): void;
}

/**
 * The live delay as a gate: each live placement stops in its delay until the test releases it,
 * so the test changes the game while a placement is certainly waiting (no race with a real clock).
 */
function delayGate() {
  const early: Held[] = [];
  const takers: Array<(held: Held) => void> = [];
  let waits = 0;
  const wait: LiveDelayWait = (ms) =>
    new Promise((resolve) => {
      waits++;
      const held = { ms, release: () => resolve(ms) };
      const taker = takers.shift();
      if (taker) taker(held);
      else early.push(held);
    });
  const next = () => {
    const held = early.shift();
    return held ? Promise.resolve(held) : new Promise<Held>((resolve) => takers.push(resolve));
  };
  return {
    wait,
    waits: () => waits,
    /** The placement `pending` once it waits in its delay; fails if it is answered without waiting. */
    held(pending: Promise<{ statusCode: number; body: string }>): Promise<Held> {
      const answered = pending.then((res): never => {
        throw new Error(`answered without waiting the delay: ${res.statusCode} ${res.body}`);
      });
      return Promise.race([next(), answered]);
    },
  };
}

describe.each(testTargets())("live acceptance delay on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  const gate = delayGate();
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await withGroup(h.db, { liveDelayMs: DELAY }, { waitLiveDelay: gate.wait });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  async function setup(live = true) {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", 100_00n);
    const game = await seedGame(h.db, [2500, 3200, 2800]);
    if (live) await setLive(h.db, game.gameId, [1, 0]);
    return { ...p, game };
  }

  const single = (
    a: FastifyInstance,
    userId: bigint,
    outcomeId: number,
    extra: Record<string, unknown> = {},
  ) =>
    a.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(userId),
      payload: {
        typeId: 0,
        amount: "10.00",
        currency: "RUB",
        bets: [{ outcomeId, coef: "2.50" }],
        changeCoefAction: 2,
        idempotencyKey: key(),
        ...extra,
      },
    });

  it("a live coupon is confirmed after the delay; a line coupon at once", async () => {
    const { userId, game } = await setup();
    const pending = single(app, userId, game.outcomes[0]);
    const held = await gate.held(pending);
    expect(held.ms).toBe(DELAY);
    held.release();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().acceptedAfterMs).toBe(DELAY);
    expect(res.json().coupon).toMatchObject({ isLive: true, bets: [{ score: "1:0" }] });

    const line = await setup(false);
    const waitsBefore = gate.waits();
    const quick = await single(app, line.userId, line.game.outcomes[0]);
    expect(gate.waits()).toBe(waitsBefore);
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toMatchObject({
      acceptedAfterMs: 0,
      coupon: { isLive: false, bets: [{ score: null }] },
    });
  });

  it("odds that drop during the delay are refused under policy 2 and accepted under policy 1", async () => {
    const { userId, accountId, game } = await setup();
    const pending = single(app, userId, game.outcomes[0]);
    const heldPending = await gate.held(pending);
    await setCoef(h.db, game.outcomes[0], 2100);
    heldPending.release();
    const refused = await pending;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "COEF_CHANGED",
      details: { bets: [{ outcomeId: game.outcomes[0], coef: "2.100", isBlocked: false }] },
    });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 100_00n, held: 0n });

    const again = single(app, userId, game.outcomes[0], { changeCoefAction: 1 });
    const heldAgain = await gate.held(again);
    await setCoef(h.db, game.outcomes[0], 1900);
    heldAgain.release();
    const accepted = await again;
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().coupon.bets[0].coef).toBe("1.900");
  });

  it("a market suspended during the delay refuses the coupon, nothing moves", async () => {
    const { userId, accountId, game } = await setup();
    const pending = single(app, userId, game.outcomes[0], { changeCoefAction: 1 });
    const heldPending = await gate.held(pending);
    await setBlocked(h.db, game.marketId, true);
    heldPending.release();
    const res = await pending;
    expect(res.json().error).toMatchObject({
      code: "MARKET_BLOCKED",
      details: { bets: [{ outcomeId: game.outcomes[0], isBlocked: true }] },
    });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 100_00n, held: 0n });
  });

  it("a score change during the delay drops the coupon only with isDropOnScoreChange", async () => {
    const { userId, accountId, game } = await setup();
    const drop = single(app, userId, game.outcomes[0], { isDropOnScoreChange: true });
    const heldDrop = await gate.held(drop);
    await setLive(h.db, game.gameId, [1, 1]);
    heldDrop.release();
    const refused = await drop;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "SCORE_CHANGED",
      details: { outcomeIds: [game.outcomes[0]] },
    });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 100_00n, held: 0n });

    const keep = single(app, userId, game.outcomes[0]);
    const heldKeep = await gate.held(keep);
    await setLive(h.db, game.gameId, [2, 1]);
    heldKeep.release();
    const accepted = await keep;
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().coupon.bets[0].score).toBe("2:1");
  });

  it("a finished game refuses the coupon with GAME_FINISHED", async () => {
    const { userId, game } = await setup();
    await setFinished(h.db, game.gameId);
    const res = await single(app, userId, game.outcomes[0]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("GAME_FINISHED");
  });

  it("the LIVE_BET_DELAY_MS override wins over the site config and the limits say so", async () => {
    const instant = await withGroup(h.db, { liveDelayMs: DELAY }, { liveDelayMs: 0 });
    try {
      const { userId, game } = await setup();
      const res = await single(instant, userId, game.outcomes[0]);
      expect(res.statusCode).toBe(201);
      expect(res.json().acceptedAfterMs).toBe(0);
      const limits = await instant.inject({ url: "/web-api/betting/limits?currency=RUB" });
      expect(limits.json().liveDelayMs).toBe(0);
      const configured = await app.inject({ url: "/web-api/betting/limits?currency=RUB" });
      expect(configured.json().liveDelayMs).toBe(DELAY);
    } finally {
      await instant.close();
    }
  });
});
