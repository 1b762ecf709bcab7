import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ban, setLimit } from "../limits/testing-enforce.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer, TEST_GAME, walletCall } from "./testing.ts";

/** Bets go through the limits service's hook inside the request's transaction (ADR 0010). */
describe.each(testTargets())("casino wallet and responsible gaming on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  let n = 0;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const betBody = (user_id: string, amount: number, finished = false) => ({
    user_id,
    currency: "RUB",
    game: TEST_GAME,
    game_id: `lr-${++n}`,
    finished,
    actions: [{ action: "bet", action_id: `lb-${n}`, amount }],
  });
  const nothingApplied = async (p: { userId: bigint; accountId: bigint }, funds: bigint) => {
    expect((await accountState(h.db, p.accountId)).balance).toBe(funds);
    const actions = await h.db
      .selectFrom("casino_action")
      .select("id")
      .where("user_id", "=", p.userId)
      .execute();
    expect(actions).toEqual([]);
    const usage = await h.db
      .selectFrom("limit_usage")
      .select("stakes")
      .where("user_id", "=", p.userId)
      .execute();
    expect(usage.every((u) => u.stakes === 0n)).toBe(true);
  };

  it("a self-excluded player's bet is refused with 110, nothing applied", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    await setLimit(h.db, p.userId, 30, 1, { endsAt: new Date(t.clock.now + 86400_000 * 180) });
    const res = await walletCall(t.app, "play", betBody(p.user_id, 10_00));
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ code: 110, balance: 100_00 });
    await nothingApplied(p, 100_00n);
  });

  it("a banned player's bet is refused with 110, nothing applied; a win still lands", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    await ban(h.db, p.userId, 3);
    const res = await walletCall(t.app, "play", betBody(p.user_id, 10_00));
    expect(res.json().code).toBe(110);
    await nothingApplied(p, 100_00n);
    const body = betBody(p.user_id, 0);
    const win = await walletCall(t.app, "play", {
      ...body,
      actions: [{ action: "win", action_id: `lw-${n}`, amount: 5_00 }],
    });
    expect(win.statusCode, win.body).toBe(200);
  });

  it("a loss limit refuses the bet that would pass it (105)", async () => {
    const p = await launchedPlayer(h.db, t.app, 1000_00n);
    await setLimit(h.db, p.userId, 10, 100, { currency: "RUB" });
    // A lost round of 80.00 counts against the daily loss limit of 100.00 …
    expect((await walletCall(t.app, "play", betBody(p.user_id, 80_00, true))).statusCode).toBe(200);
    // … so a stake of 30.00 more is refused, and one of 20.00 fits.
    const refused = await walletCall(t.app, "play", betBody(p.user_id, 30_00));
    expect(refused.statusCode).toBe(412);
    expect(refused.json().code).toBe(105);
    expect((await accountState(h.db, p.accountId)).balance).toBe(920_00n);
    expect((await walletCall(t.app, "play", betBody(p.user_id, 20_00))).statusCode).toBe(200);
  });

  it("a rolled-back stake no longer counts against the wagering limit, in an open or a closed round", async () => {
    const p = await launchedPlayer(h.db, t.app, 1000_00n);
    await setLimit(h.db, p.userId, 1, 100, { currency: "RUB" });
    const rollback = (body: ReturnType<typeof betBody>, finished = false) =>
      walletCall(t.app, "rollback", {
        user_id: body.user_id,
        currency: "RUB",
        game: TEST_GAME,
        game_id: body.game_id,
        finished,
        actions: [
          { action: "rollback", action_id: `rb-${++n}`, original_action_id: body.actions[0]?.action_id },
        ],
      });
    const open = betBody(p.user_id, 80_00);
    expect((await walletCall(t.app, "play", open)).statusCode).toBe(200);
    // 80.00 wagered of the daily 100.00: 30.00 more is refused …
    expect((await walletCall(t.app, "play", betBody(p.user_id, 30_00))).json().code).toBe(105);
    // … until the provider rolls the 80.00 back.
    expect((await rollback(open)).statusCode).toBe(200);
    const openStakes = await h.db
      .selectFrom("limit_casino_open")
      .select("open_stakes")
      .where("user_id", "=", p.userId)
      .executeTakeFirst();
    expect(openStakes?.open_stakes).toBe(0n);
    const closed = betBody(p.user_id, 90_00, true);
    expect((await walletCall(t.app, "play", closed)).statusCode).toBe(200);
    expect((await walletCall(t.app, "play", betBody(p.user_id, 20_00))).json().code).toBe(105);
    // A stake rolled back after its round closed is released too, and comes back as a payment.
    expect((await rollback(closed)).statusCode).toBe(200);
    expect((await walletCall(t.app, "play", betBody(p.user_id, 95_00))).statusCode).toBe(200);
    expect((await accountState(h.db, p.accountId)).balance).toBe(905_00n);
  });

  it("stakes and a closed round's result reach the usage series through the hook", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const body = betBody(p.user_id, 40_00);
    await walletCall(t.app, "play", body);
    const open = await h.db
      .selectFrom("limit_casino_open")
      .select("open_stakes")
      .where("user_id", "=", p.userId)
      .executeTakeFirst();
    expect(open?.open_stakes).toBe(40_00n);
    const closing = {
      ...body,
      finished: true,
      actions: [{ action: "win", action_id: `lw-${++n}`, amount: 10_00 }],
    };
    expect((await walletCall(t.app, "play", closing)).statusCode).toBe(200);
    const usage = await h.db
      .selectFrom("limit_usage")
      .select((eb) => [eb.fn.sum<bigint>("stakes").as("stakes"), eb.fn.sum<bigint>("lost").as("lost")])
      .where("user_id", "=", p.userId)
      .executeTakeFirstOrThrow();
    expect(BigInt(usage.stakes)).toBe(40_00n);
    expect(BigInt(usage.lost)).toBe(30_00n);
    const after = await h.db
      .selectFrom("limit_casino_open")
      .select("open_stakes")
      .where("user_id", "=", p.userId)
      .executeTakeFirst();
    expect(after?.open_stakes).toBe(0n);
  });

  it("a game over its maximum bet answers 106", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    await h.db.updateTable("casino_game").set({ max_bet: 50_00n }).where("code", "=", TEST_GAME).execute();
    try {
      const res = await walletCall(t.app, "play", betBody(p.user_id, 60_00));
      expect(res.json().code).toBe(106);
    } finally {
      await h.db.updateTable("casino_game").set({ max_bet: null }).where("code", "=", TEST_GAME).execute();
    }
  });
});
