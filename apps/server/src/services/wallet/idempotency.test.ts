import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.ts";
import { withIdempotency } from "./idempotency.ts";
import { type WalletTestApp, walletTestApp } from "./testing/app.ts";
import { accountState, fund, playerWithAccount } from "./testing/fixtures.ts";
import { asUser } from "./testing/test-auth.ts";

describe.each(testTargets())("idempotency on $name", (target: TestTarget) => {
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

  const withdraw = (userId: bigint, amount: string, key: string) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/withdrawals",
      headers: asUser(userId),
      payload: { method: "card", amount, currency: "RUB", idempotencyKey: key },
    });

  it("replays the first answer; the same key with another body is refused", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const first = await withdraw(userId, "250.00", "same-key-0001");
    const again = await withdraw(userId, "250.00", "same-key-0001");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const other = await withdraw(userId, "260.00", "same-key-0001");
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 250_00n });
  });

  it("a failed key stays failed, even once the money is there", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    const refused = await withdraw(userId, "500.00", "fail-key-0001");
    expect(refused.statusCode).toBe(409);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const again = await withdraw(userId, "500.00", "fail-key-0001");
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 0n });
    expect((await withdraw(userId, "500.00", "fail-key-0002")).statusCode).toBe(201);
  });

  it("keys are scoped per player and operation", async () => {
    const a = await playerWithAccount(h.db);
    const b = await playerWithAccount(h.db);
    await fund(h.db, a.accountId, "RUB", 1000_00n);
    await fund(h.db, b.accountId, "RUB", 1000_00n);
    expect((await withdraw(a.userId, "300.00", "shared-key-0001")).statusCode).toBe(201);
    expect((await withdraw(b.userId, "300.00", "shared-key-0001")).statusCode).toBe(201);
    const dep = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(a.userId),
      payload: { method: "card", amount: "300.00", currency: "RUB", idempotencyKey: "shared-key-0001" },
    });
    expect(dep.statusCode).toBe(201);
  });

  it("an unexpected error rolls the key back, so a retry is a first attempt", async () => {
    const { userId } = await playerWithAccount(h.db);
    const req = { userId, operation: "test", key: "crash-key-0001", request: { a: 1 } };
    await expect(
      withIdempotency(h.db, req, async () => {
        throw new Error("connection lost");
      }),
    ).rejects.toThrow("connection lost");
    const answer = await withIdempotency(h.db, req, async () => ({ statusCode: 200, body: { ok: true } }));
    expect(answer).toEqual({ statusCode: 200, body: { ok: true }, replayed: false });
    await expect(
      withIdempotency(h.db, { ...req, key: "refused-key-1" }, async () => {
        throw new AppError("LIMIT_REFUSED", "no");
      }),
    ).rejects.toMatchObject({ code: "LIMIT_REFUSED" });
    await expect(
      withIdempotency(h.db, { ...req, key: "refused-key-1" }, async () => ({ statusCode: 200, body: {} })),
    ).rejects.toMatchObject({
      code: "LIMIT_REFUSED",
      message: "no",
    });
  });
});
