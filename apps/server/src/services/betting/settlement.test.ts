import { type TestTarget, testTargets } from "@parlay/db/testing";
import { type Money, type Odds, settleCoupon } from "@parlay/domain/betting";
import { describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { createSettlementHook, settleResultedGames, settleResultedSince } from "./settle.ts";
import { bettingTestContext } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";

let keySeq = 0;
const WIN = 1;
const LOSE = 0;
const FORCED_RETURN = 3;

describe.each(testTargets())("settling coupons on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);

  /** A funded player with an express of 10.00 on "1" of two fresh games (2.500 and 2.000). */
  async function express() {
    const player = await playerWithAccount(t.h.db);
    await fund(t.h.db, player.accountId, "RUB", 100_00n);
    const games: TestGame[] = [
      await seedGame(t.h.db, [2500, 3000, 3000]),
      await seedGame(t.h.db, [2000, 3500, 3500]),
    ];
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(player.userId),
      payload: {
        typeId: 1,
        amount: "10.00",
        currency: "RUB",
        bets: games.map((g) => ({ outcomeId: g.outcomes[0], coef: g === games[0] ? "2.5" : "2.0" })),
        changeCoefAction: 0,
        idempotencyKey: `settle-${Date.now()}-${++keySeq}`,
      },
    });
    expect(res.statusCode).toBe(201);
    return { ...player, games, couponId: res.json().coupon.id as number };
  }

  const coupon = async (userId: bigint, id: number) =>
    (await t.app.inject({ url: `/web-api/betting/coupons/${id}`, headers: asUser(userId) })).json().coupon;

  const engineReturn = (statuses: [0 | 1 | 3, 0 | 1 | 3]) =>
    settleCoupon({
      typeId: 1,
      amount: 10_00n as Money,
      selections: [
        { odds: 2500n as Odds, status: statuses[0] },
        { odds: 2000n as Odds, status: statuses[1] },
      ],
    }).totalReturn;

  it("a won express pays the engine's return exactly once", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0] as TestGame, [WIN, LOSE, LOSE]);
    // One game resulted: the coupon waits for the other.
    expect(await settleResultedGames(t.h.db, [c.games[0]?.gameId ?? 0])).toMatchObject({
      settled: 0,
      stillOpen: 1,
    });
    expect((await coupon(c.userId, c.couponId)).status).toBe(-1);
    await resultGame(t.h.db, c.games[1] as TestGame, [WIN, LOSE, LOSE]);
    const ids = c.games.map((g) => g.gameId);
    const [first, second] = await Promise.all([
      settleResultedGames(t.h.db, ids),
      settleResultedGames(t.h.db, ids),
    ]);
    expect((first?.settled ?? 0) + (second?.settled ?? 0)).toBe(1);
    expect((await settleResultedGames(t.h.db, ids)).settled).toBe(0);

    expect(engineReturn([WIN, WIN])).toBe(50_00n);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 90_00n + 50_00n, held: 0n });
    const view = await coupon(c.userId, c.couponId);
    expect(view).toMatchObject({ status: 1, returnAmount: "50.00" });
    expect(view.bets.map((b: { statusId: number }) => b.statusId)).toEqual([WIN, WIN]);
    expect(view.settledAt).not.toBeNull();
    expect((await runAudit(t.h.db)).problems).toEqual([]);
  });

  it("a lost express pays nothing and closes", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0] as TestGame, [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1] as TestGame, [LOSE, WIN, LOSE]);
    const hook = createSettlementHook(t.h.db);
    await hook(c.games[1]?.gameId ?? 0);
    await hook(c.games[1]?.gameId ?? 0);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 90_00n, held: 0n });
    expect(await coupon(c.userId, c.couponId)).toMatchObject({ status: 0, returnAmount: "0.00" });
    expect((await runAudit(t.h.db)).problems).toEqual([]);
  });

  it("a void leg drops out as the engine says", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0] as TestGame, [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1] as TestGame, [FORCED_RETURN, FORCED_RETURN, FORCED_RETURN]);
    await settleResultedGames(
      t.h.db,
      c.games.map((g) => g.gameId),
    );
    const paid = engineReturn([WIN, FORCED_RETURN]);
    expect(paid).toBe(25_00n);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 90_00n + 25_00n, held: 0n });
    const view = await coupon(c.userId, c.couponId);
    expect(view).toMatchObject({ status: 1, returnAmount: "25.00" });
    expect(view.bets.map((b: { statusId: number }) => b.statusId)).toEqual([WIN, FORCED_RETURN]);
    expect((await runAudit(t.h.db)).problems).toEqual([]);
  });

  it("the catch-up after a restart settles games resulted since a checkpoint", async () => {
    const checkpoint = new Date(Date.now() - 1000);
    const c = await express();
    await resultGame(t.h.db, c.games[0] as TestGame, [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1] as TestGame, [WIN, LOSE, LOSE]);
    const report = await settleResultedSince(t.h.db, checkpoint);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(report.until.getTime()).toBeGreaterThanOrEqual(checkpoint.getTime());
    expect(await coupon(c.userId, c.couponId)).toMatchObject({ status: 1, returnAmount: "50.00" });
    expect((await settleResultedSince(t.h.db, checkpoint)).settled).toBe(0);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
  });
});
