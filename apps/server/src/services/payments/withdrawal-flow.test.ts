import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, signedInStaff } from "../staff/testing.ts";
import { runAudit } from "../wallet/audit.ts";
import { type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

describe.each(testTargets())("withdrawals on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db);
    payments = (await signedInStaff(t.app, h.db, ["payments"])).b;
    support = (await signedInStaff(t.app, h.db, ["support"])).b;
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const withdraw = (userId: bigint, amount: string, key: string) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/withdrawals",
      headers: asUser(userId),
      payload: { method: "card", amount, currency: "RUB", idempotencyKey: key },
    });
  let payments: StaffBrowser;
  let support: StaffBrowser;
  /** A back-office member decides (the payments team by default). */
  const operator = (paymentId: number, action: "approve" | "decline", who?: StaffBrowser) =>
    (who ?? payments).request("POST", `/backoffice-api/v1/payments/withdrawals/${paymentId}/${action}`, {});
  /** The sandbox's back-office page for the payout (the payout was sent after commit). */
  const pspDecide = async (paymentId: number, action: "approve" | "decline") => {
    await t.sendPayouts();
    const p = await h.db
      .selectFrom("wallet_payment")
      .select("psp_payment_id")
      .where("id", "=", BigInt(paymentId))
      .executeTakeFirstOrThrow();
    expect(p.psp_payment_id).toMatch(/^psp_/);
    const res = await t.app.inject({
      method: "POST",
      url: `/psp/pay/${p.psp_payment_id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `action=${action}`,
    });
    expect(res.statusCode).toBe(303);
    await t.flushWebhooks();
  };

  it("holds the amount, then the provider pays it (captured)", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 5000_00n);
    const res = await withdraw(userId, "2000.00", "wd-paid-0001");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "pending",
      balance: { money: "3000.00", held: "2000.00", balance: "5000.00" },
    });
    await pspDecide(res.json().paymentId, "approve");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 3000_00n, held: 0n });
    const history = await t.app.inject({
      method: "GET",
      url: "/web-api/wallet/history",
      headers: asUser(userId),
    });
    expect(history.json().items[0]).toMatchObject({
      type: "withdrawal",
      status: "succeeded",
      amount: "2000.00",
    });
  });

  it("the provider declines: the hold is released", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const res = await withdraw(userId, "1000.00", "wd-decl-0001");
    await pspDecide(res.json().paymentId, "decline");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 0n });
  });

  it("the payments team approves or declines in the back office, audited; the second decision conflicts", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const a = (await withdraw(userId, "400.00", "wd-op-a-0001")).json().paymentId as number;
    const b = (await withdraw(userId, "400.00", "wd-op-b-0001")).json().paymentId as number;
    await t.sendPayouts();
    const first = await operator(a, "approve");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payment.status).toBe("succeeded");
    expect((await operator(a, "approve")).json()).toMatchObject({ duplicate: true });
    expect((await operator(a, "decline")).statusCode).toBe(409);
    expect((await operator(b, "decline")).json().payment.status).toBe("failed");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 600_00n, held: 0n });
    // Support may not decide; signed out is 401; neither changes anything.
    const refused = await operator(b, "approve", support);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, "STAFF_FORBIDDEN"]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/backoffice-api/v1/payments/withdrawals/${b}/approve`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const audit = await h.db
      .selectFrom("staff_audit")
      .select(["action", "target_id"])
      .where("target_type", "=", "payment")
      .where("target_id", "in", [String(a), String(b)])
      .orderBy("id")
      .execute();
    expect(audit.map((r) => r.action)).toEqual([
      "payments.withdrawal_approve",
      "payments.withdrawal_decline",
      "payments.withdrawal_decline",
    ]);
    // The provider's later answer for an operator-settled payout is recorded, not applied.
    await pspDecide(a, "decline");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 600_00n, held: 0n });
  });

  it("a withdrawal request cannot be cancelled once sent; another player's is not found", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    const other = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const id = (await withdraw(userId, "500.00", "wd-cancel-0001")).json().paymentId as number;
    const cancel = await t.app.inject({
      method: "POST",
      url: `/web-api/wallet/withdrawals/${id}/cancel`,
      headers: asUser(userId),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe("WITHDRAWAL_NOT_CANCELLABLE");
    const foreign = await t.app.inject({
      method: "POST",
      url: `/web-api/wallet/withdrawals/${id}/cancel`,
      headers: asUser(other.userId),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 500_00n });
  });

  it("refuses more than the available balance and amounts outside the limits", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 300_00n);
    expect((await withdraw(userId, "300.001", "wd-over-0001")).json().error.code).toBe("VALIDATION");
    const over = await withdraw(userId, "400.00", "wd-over-0002");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe("INSUFFICIENT_FUNDS");
    const small = await withdraw(userId, "10.00", "wd-small-0001");
    expect(small.statusCode).toBe(422);
    expect(small.json().error).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE" });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 300_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });
});
