import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser } from "../wallet/testing/test-auth.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer, TEST_GAME, walletCall } from "./testing.ts";

describe.each(testTargets())("the office's casino tab on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const history = (userId: bigint, query = "") =>
    t.app.inject({ method: "GET", url: `/web-api/casino/history${query}`, headers: asUser(userId) });

  it("lists the player's rounds newest first with bets, wins, rollbacks and each round's net", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const call = (round: string, path: "play" | "rollback", body: object) =>
      walletCall(t.app, path, {
        user_id: p.user_id,
        currency: "RUB",
        game: TEST_GAME,
        game_id: round,
        ...body,
      });
    // Round 1: bet 10, win 4, finished: net −6.
    await call(`a-${p.user_id}`, "play", {
      actions: [{ action: "bet", action_id: `a1-${p.user_id}`, amount: 10_00 }],
    });
    await call(`a-${p.user_id}`, "play", {
      finished: true,
      actions: [{ action: "win", action_id: `a2-${p.user_id}`, amount: 4_00 }],
    });
    // Round 2: bet 5 rolled back: nothing staked, net 0, still open.
    await call(`b-${p.user_id}`, "play", {
      actions: [{ action: "bet", action_id: `b1-${p.user_id}`, amount: 5_00 }],
    });
    await call(`b-${p.user_id}`, "rollback", {
      actions: [{ action: "rollback", action_id: `b2-${p.user_id}`, original_action_id: `b1-${p.user_id}` }],
    });
    const res = await history(p.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    const [second, first] = body.items;
    expect(first).toMatchObject({
      round: `a-${p.user_id}`,
      game: TEST_GAME,
      gameName: "Reels of Test",
      providerName: "Test provider",
      currency: "RUB",
      staked: "10.00",
      won: "4.00",
      net: "-6.00",
    });
    expect(first.finishedAt).not.toBeNull();
    expect(first.actions.map((a: { kind: string; amount: string }) => [a.kind, a.amount])).toEqual([
      ["bet", "10.00"],
      ["win", "4.00"],
    ]);
    expect(first.verifyUrl).toBeUndefined();
    expect(second).toMatchObject({ staked: "0.00", won: "0.00", net: "0.00", finishedAt: null });
    expect(second.actions.map((a: { kind: string; rolledBack: boolean }) => [a.kind, a.rolledBack])).toEqual([
      ["bet", true],
      ["rollback", false],
    ]);
  });

  it("pages by 20, shows another player nothing, and refuses a guest and a bad page", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    for (let i = 0; i < 21; i += 1)
      await walletCall(t.app, "play", {
        user_id: p.user_id,
        currency: "RUB",
        game: TEST_GAME,
        game_id: `p${i}-${p.user_id}`,
        actions: [{ action: "bet", action_id: `p${i}b-${p.user_id}`, amount: 1_00 }],
      });
    const page2 = (await history(p.userId, "?page=2")).json();
    expect(page2).toMatchObject({ page: 2, total: 21 });
    expect(page2.items.map((r: { round: string }) => r.round)).toEqual([`p0-${p.user_id}`]);
    const other = await launchedPlayer(h.db, t.app, 0n);
    expect((await history(other.userId)).json()).toMatchObject({ items: [], total: 0 });
    const guest = await t.app.inject({ method: "GET", url: "/web-api/casino/history" });
    expect(guest.statusCode).toBe(401);
    for (const bad of ["?page=0", "?page=x", "?page=10001"]) {
      const r = await history(p.userId, bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error.code).toBe("VALIDATION");
    }
  });
});
