import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runAudit } from "./audit.ts";
import { postTransaction } from "./ledger/post.ts";
import { type WalletTestApp, walletTestApp } from "./testing/app.ts";
import { accountState, fund, playerWithAccount } from "./testing/fixtures.ts";
import { asUser } from "./testing/test-auth.ts";

// Each storm is hundreds of transactions contending for one row: what is tested is the outcome, so
// a loaded 2-core machine (the tests of other files running beside) gets the time it needs.
vi.setConfig({ testTimeout: 120_000 });

describe.each(testTargets())("concurrency on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("drain: 200 parallel withdrawals with money for 50 — exactly 50 succeed", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 50n * 200_00n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/web-api/wallet/withdrawals",
          headers: asUser(userId),
          payload: {
            method: "card",
            amount: "200.00",
            currency: "RUB",
            idempotencyKey: `drain-${userId}-${i}`,
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === "INSUFFICIENT_FUNDS"),
    ).toBe(true);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 50n * 200_00n, held: 50n * 200_00n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("drain: 200 parallel bets through the ledger API with money for 50 — exactly 50 succeed", async () => {
    const { accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 50n * 7_00n + 3_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        postTransaction(h.db, {
          idempotencyKey: `bet:${accountId}:${i}`,
          kind: "bet.stake",
          entries: [
            { account: accountId, currency: "RUB", amount: -7_00n },
            { house: "bets_in_play", currency: "RUB", amount: 7_00n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(50);
    const reasons = results.flatMap((r) =>
      r.status === "rejected" ? [(r.reason as { code: string }).code] : [],
    );
    expect(new Set(reasons)).toEqual(new Set(["INSUFFICIENT_FUNDS"]));
    expect(await accountState(h.db, accountId)).toEqual({ balance: 3_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("retry storm: one key sent 50 times at once gives one transaction and identical answers", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 10_000_00n);
    const payload = { method: "card", amount: "300.00", currency: "RUB", idempotencyKey: `storm-${userId}` };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: "POST",
          url: "/web-api/wallet/withdrawals",
          headers: asUser(userId),
          payload,
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(49);
    const holds = await h.db
      .selectFrom("wallet_hold")
      .select("id")
      .where("account_id", "=", accountId)
      .execute();
    expect(holds).toHaveLength(1);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 10_000_00n, held: 300_00n });

    const storm = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransaction(h.db, {
          idempotencyKey: `storm-ledger:${accountId}`,
          kind: "bet.win",
          entries: [
            { account: accountId, currency: "RUB", amount: 5_00n },
            { house: "winnings", currency: "RUB", amount: -5_00n },
          ],
        }),
      ),
    );
    expect(new Set(storm.map((s) => s.transactionId)).size).toBe(1);
    expect(storm.filter((s) => !s.replayed)).toHaveLength(1);
    expect((await accountState(h.db, accountId)).balance).toBe(10_005_00n);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("retry storm on deposits: one payment, identical redirect", async () => {
    const { userId } = await playerWithAccount(h.db);
    const payload = {
      method: "card",
      amount: "150.00",
      currency: "RUB",
      idempotencyKey: `storm-dep-${userId}`,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: "POST", url: "/web-api/wallet/deposits", headers: asUser(userId), payload }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    const payments = await h.db
      .selectFrom("wallet_payment")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(payments).toHaveLength(1);
  });
});
