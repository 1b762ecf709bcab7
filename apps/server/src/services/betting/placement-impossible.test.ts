import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOutcomes } from "../sportsbook/store/coupon.ts";
import { CatalogueWriter } from "../sportsbook/store/write.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { fundedPlayer, placeAs, withGroup } from "./testing/app.ts";
import { seedGame, setLive } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `impossible-${Date.now()}-${++keySeq}`;

/**
 * An outcome the feed suspends on its own (the score made it impossible: issue 13 #23) while the
 * rest of its market trades: it reaches the catalogue through the feed writer, and placement
 * refuses it on a fresh read and on remembered state alike.
 */
describe.each(testTargets())("outcomes suspended on their own on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await withGroup(h.db, { liveDelayMs: 50 });
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const place = (userId: bigint, outcomeId: number, coef: string) =>
    placeAs(app, userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId, coef }],
      changeCoefAction: 2,
      idempotencyKey: key(),
    });

  const suspend = (gameId: number, outcomeIds: number[]) =>
    new CatalogueWriter(h.db).apply([{ type: "outcomesBlocked", gameId, outcomeIds, isBlocked: true }]);

  it("in play: the suspended outcome is refused, its market's others are still taken", async () => {
    const { userId, accountId } = await fundedPlayer(h.db);
    const game = await seedGame(h.db, [2500, 3200, 2800]);
    await setLive(h.db, game.gameId, [0, 1]);
    const { diffs } = await suspend(game.gameId, [game.outcomes[0]]);
    // Pushed to the pages and coupons too.
    expect(diffs).toEqual([expect.objectContaining({ g: game.gameId, ob: [[game.outcomes[0], 1]] })]);
    const read = await getOutcomes(h.db, game.outcomes);
    const blocked = new Map(read.map((b) => [b.market.id, b.isBlocked]));
    expect(game.outcomes.map((id) => blocked.get(id))).toEqual([true, false, false]);

    const refused = await place(userId, game.outcomes[0], "2.50");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "MARKET_BLOCKED",
      details: { bets: [{ outcomeId: game.outcomes[0], isBlocked: true }] },
    });
    const taken = await place(userId, game.outcomes[1], "3.20");
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 90_00n, held: 0n });
  });

  it("on remembered state: suspended since another placement read it, still refused", async () => {
    const { userId, accountId } = await fundedPlayer(h.db);
    const game = await seedGame(h.db, [2500, 3200, 2800]);
    expect((await place(userId, game.outcomes[2], "2.80")).statusCode).toBe(201);
    await suspend(game.gameId, [game.outcomes[2]]);
    const refused = await place(userId, game.outcomes[2], "2.80");
    expect(refused.json().error?.code, refused.body).toBe("MARKET_BLOCKED");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 90_00n, held: 0n });
  });
});
