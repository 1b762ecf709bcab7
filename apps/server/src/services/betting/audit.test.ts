import { type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { playerWithAccount } from "../wallet/testing/fixtures.ts";
import { runFullAudit } from "./audit.ts";
import { bettingTestContext, fundedPlayer, placeAs } from "./testing/app.ts";
import { seedGame } from "./testing/catalogue.ts";

describe.each(testTargets())("the betting audit on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);

  it("is clean after placements and names every broken coupon reference", async () => {
    const { h } = t;
    const { userId } = await fundedPlayer(h.db);
    const other = await playerWithAccount(h.db);
    const game = await seedGame(h.db);
    const res = await placeAs(t.app, userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
      idempotencyKey: `audit-${Date.now()}-1`,
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
