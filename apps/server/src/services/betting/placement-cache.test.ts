import { type TestTarget, testTargets } from "@parlay/db/testing";
import { describe, expect, it } from "vitest";
import { accountState } from "../wallet/testing/fixtures.ts";
import { OUTCOME_TTL_MS, PlacementCache, placementCache } from "./placement-cache.ts";
import type { PlacementRead } from "./placement-read.ts";
import { bettingTestContext, fundedPlayer, placeAs } from "./testing/app.ts";
import { seedGame, setBlocked, setCoef, setLive } from "./testing/catalogue.ts";
import type { PlaceBody } from "./views.ts";

let keySeq = 0;
const key = () => `cache-${Date.now()}-${++keySeq}`;

describe("PlacementCache", () => {
  const body = (outcomeIds: number[], accountId?: number) =>
    ({
      currency: "RUB",
      bets: outcomeIds.map((outcomeId) => ({ outcomeId })),
      accountId,
    }) as unknown as PlaceBody;
  const read = (outcomeIds: number[]) =>
    ({
      account: { id: 5n, currency: "RUB", isBonus: false },
      answered: null,
      outcomes: outcomeIds.map((id) => ({ bet: { market: { id } }, row: {} })),
    }) as unknown as PlacementRead;

  it("answers only when the account and every outcome are remembered and fresh", () => {
    const cache = new PlacementCache();
    expect(cache.lookup(1n, body([10]), 0)).toBeNull();
    cache.remember(1n, body([10, 11]), read([10, 11]), 0);
    expect(cache.lookup(1n, body([10, 11]), 10)?.outcomes).toHaveLength(2);
    expect(cache.lookup(1n, body([10, 12]), 10)).toBeNull();
    expect(cache.lookup(2n, body([10]), 10)).toBeNull();
    expect(cache.lookup(1n, body([10], 5), 10)).toBeNull();
    expect(cache.lookup(1n, body([10]), OUTCOME_TTL_MS)).toBeNull();
    cache.forget([11]);
    expect(cache.lookup(1n, body([11]), 10)).toBeNull();
    cache.forgetAccount(1n, body([10]));
    expect(cache.lookup(1n, body([10]), 10)).toBeNull();
  });
});

/** Placement on remembered state (placement-cache.ts) must never accept what a fresh read would refuse. */
describe.each(testTargets())("placing on remembered catalogue state on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);
  const place = (userId: bigint, outcomeId: number, coef: string, changeCoefAction = 2) =>
    placeAs(t.app, userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId, coef }],
      changeCoefAction,
      idempotencyKey: key(),
    });
  const player = () => fundedPlayer(t.h.db);

  it("odds moved since they were remembered: the write refuses the old price and placement reads again", async () => {
    const { userId, accountId } = await player();
    const game = await seedGame(t.h.db, [2500, 3200, 2800]);
    const outcome = game.outcomes[0];
    expect((await place(userId, outcome, "2.50")).statusCode).toBe(201);
    const remembered = placementCache(t.h.db).lookup(userId, {
      currency: "RUB",
      bets: [{ outcomeId: outcome, coef: "2.50" }],
    } as PlaceBody);
    expect(remembered?.outcomes[0]?.bet.market.coef).toBe(2500);

    await setCoef(t.h.db, outcome, 2600);
    // Checked against the remembered 2.50 the coupon would pass; the write finds 2.60 and says so.
    const confirm = await place(userId, outcome, "2.50", 0);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe("COEF_CHANGED");
    const rise = await place(userId, outcome, "2.50", 2);
    expect(rise.statusCode, rise.body).toBe(201);
    expect(rise.json().coupon.bets[0].coef).toBe("2.600");
    expect(await accountState(t.h.db, accountId)).toEqual({ balance: 80_00n, held: 0n });
  });

  it("a market suspended or a game gone live since: refused, never written on the remembered state", async () => {
    const { userId, accountId } = await player();
    const game = await seedGame(t.h.db, [2500, 3200, 2800]);
    expect((await place(userId, game.outcomes[0], "2.50")).statusCode).toBe(201);
    await setBlocked(t.h.db, game.marketId, true);
    const blocked = await place(userId, game.outcomes[0], "2.50");
    expect(blocked.json().error.code).toBe("MARKET_BLOCKED");

    const other = await seedGame(t.h.db, [2500, 3200, 2800]);
    expect((await place(userId, other.outcomes[1], "3.20")).statusCode).toBe(201);
    await setLive(t.h.db, other.gameId);
    const live = await place(userId, other.outcomes[1], "3.20");
    // Now a live bet: it takes the live path (read, delay, read again) and says so.
    expect(live.statusCode, live.body).toBe(201);
    expect(live.json().coupon.isLive).toBe(true);
    expect(await accountState(t.h.db, accountId)).toEqual({ balance: 70_00n, held: 0n });
  });
});
