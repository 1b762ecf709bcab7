import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LimitsHook } from "./limits.ts";
import { type WalletTestApp, walletTestApp } from "./testing/app.ts";
import { accountState, fund, playerWithAccount } from "./testing/fixtures.ts";
import { asUser } from "./testing/test-auth.ts";

/** A hook that writes inside the transaction and then refuses: both must vanish. */
const refusing: LimitsHook = {
  async checkDeposit(trx, check) {
    await trx
      .insertInto("wallet_payment_request")
      .values({ user_id: check.userId, topic_id: 4, message: "hook wrote this" })
      .execute();
    return { allowed: false, reason: "Deposit limit 20 (24 hours) reached" };
  },
  async checkWithdrawal(trx, check) {
    await trx
      .insertInto("wallet_payment_request")
      .values({ user_id: check.userId, topic_id: 4, message: "hook wrote this" })
      .execute();
    return { allowed: false, reason: "Self-excluded" };
  },
  checkCasinoDebit: async () => ({ allowed: false, reason: "Self-excluded" }),
};

describe.each(testTargets())("limits hook on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db, {
      limits: {
        checkDeposit: async (trx, c) => {
          seen.push(`deposit ${c.amount} ${c.currency} ${trx.isTransaction}`);
          return c.amount > 5000_00n ? refusing.checkDeposit(trx, c) : { allowed: true };
        },
        checkWithdrawal: async (trx, c) => {
          seen.push(`withdrawal ${c.amount} ${c.currency} ${trx.isTransaction}`);
          return c.amount > 300_00n ? refusing.checkWithdrawal(trx, c) : { allowed: true };
        },
        checkCasinoDebit: async () => ({ allowed: true }),
      },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("is called inside the deposit and withdrawal transactions; a refusal rolls back everything", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const post = (url: string, amount: string, key: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: asUser(userId),
        payload: { method: "card", amount, currency: "RUB", idempotencyKey: key },
      });

    const dep = await post("/web-api/wallet/deposits", "6000.00", "limit-dep-0001");
    expect(dep.statusCode).toBe(403);
    expect(dep.json().error).toMatchObject({
      code: "LIMIT_REFUSED",
      message: "Deposit limit 20 (24 hours) reached",
    });
    const wd = await post("/web-api/wallet/withdrawals", "400.00", "limit-wd-0001");
    expect(wd.statusCode).toBe(403);

    const payments = await h.db
      .selectFrom("wallet_payment")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    const written = await h.db
      .selectFrom("wallet_payment_request")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(payments).toEqual([]);
    expect(written).toEqual([]);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 0n });
    expect(seen).toEqual(["deposit 600000 RUB true", "withdrawal 40000 RUB true"]);

    expect((await post("/web-api/wallet/withdrawals", "300.00", "limit-wd-0002")).statusCode).toBe(201);
    expect((await post("/web-api/wallet/deposits", "5000.00", "limit-dep-0002")).statusCode).toBe(201);
  });
});
