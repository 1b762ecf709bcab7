import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { runFullAudit } from "./audit.ts";
import { bettingTestApp } from "./testing/app.ts";
import { seedGame } from "./testing/catalogue.ts";

describe.each(testTargets())("the betting audit on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await bettingTestApp(h.db);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it("is clean after placements and names every broken coupon reference", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 100_00n);
    const other = await playerWithAccount(h.db);
    const game = await seedGame(h.db);
    const res = await app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(userId),
      payload: {
        typeId: 0,
        amount: "10.00",
        currency: "RUB",
        bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
        idempotencyKey: `audit-${Date.now()}-1`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await runFullAudit(h.db)).problems).toEqual([]);

    const couponId = BigInt(res.json().coupon.id);
    // Break what no foreign key guards any more: the coupon's account, a code, an orphan leg.
    await sql`update bet_coupon set account_id = ${other.accountId}, code = 'ZZZZZZZZ' where id = ${couponId}`.execute(
      h.db,
    );
    await sql`insert into bet_coupon_bet (coupon_id, position, outcome_id, market_id, game_id, coef)
      values (${couponId + 1000n}, 0, 1, 1, 1, 2000)`.execute(h.db);
    const report = await runFullAudit(h.db);
    expect(report.ok).toBe(false);
    expect(new Set(report.problems.map((p) => p.check))).toEqual(
      new Set([
        "coupon_stake_missing",
        "coupon_account_mismatch",
        "coupon_code_missing",
        "leg_without_coupon",
      ]),
    );
  });
});
