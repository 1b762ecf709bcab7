import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WalletTestApp, walletTestApp } from "../testing/app.ts";
import { createUser, fund } from "../testing/fixtures.ts";
import { asUser } from "../testing/test-auth.ts";
import { ensureMainAccount } from "./store.ts";

describe.each(testTargets())("accounts on $name", (target: TestTarget) => {
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

  const get = (userId: bigint) =>
    t.app.inject({ method: "GET", url: "/web-api/wallet/accounts", headers: asUser(userId) });
  const add = (userId: bigint, currency: string) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/accounts",
      headers: asUser(userId),
      payload: { currency },
    });
  const remove = (userId: bigint, id: number) =>
    t.app.inject({ method: "DELETE", url: `/web-api/wallet/accounts/${id}`, headers: asUser(userId) });
  const activate = (userId: bigint, accountId: number) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/accounts/active",
      headers: asUser(userId),
      payload: { accountId },
    });

  it("creates the main account lazily, once, even when asked concurrently", async () => {
    const userId = await createUser(h.db);
    const rows = await Promise.all(Array.from({ length: 10 }, () => ensureMainAccount(h.db, userId, "RUB")));
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    const res = await get(userId);
    expect(res.statusCode).toBe(200);
    const store = res.json();
    expect(store.accounts).toHaveLength(1);
    expect(store.mainAccount).toMatchObject({
      iso: "RUB",
      currencyId: 643,
      symbol: "₽",
      money: "0.00",
      type: 0,
      isActive: true,
      convertMessage: null,
    });
    expect(store.activeAccount.id).toBe(store.mainAccount.id);
    expect(store).toMatchObject({ bonuses: [], isAvailableFirstDepositBonus: true, isAccountFrozen: false });
  });

  it("adds, switches and removes a currency account", async () => {
    const userId = await createUser(h.db);
    const added = await add(userId, "USD");
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      account: { iso: "USD", type: 9, symbol: "$", labelWithSymbol: "USD account, $" },
    });
    const usdId = added.json().account.id as number;
    expect((await add(userId, "USD")).json()).toMatchObject({ success: false, code: "ACCOUNT_EXISTS" });
    expect((await add(userId, "RUB")).json()).toMatchObject({ success: false, code: "ACCOUNT_EXISTS" });
    const dup = await add(userId, "XYZ");
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ success: false, code: "CURRENCY_NOT_SUPPORTED" });

    const switched = await activate(userId, usdId);
    expect(switched.json().activeAccount.id).toBe(usdId);
    await fund(h.db, BigInt(usdId), "USD", 5_00n);
    const notEmpty = await remove(userId, usdId);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json()).toMatchObject({ success: false, code: "ACCOUNT_NOT_EMPTY" });
    const mainId = (await get(userId)).json().mainAccount.id as number;
    expect((await remove(userId, mainId)).json()).toMatchObject({
      success: false,
      code: "ACCOUNT_NOT_REMOVABLE",
    });

    const eur = (await add(userId, "EUR")).json().account.id as number;
    await activate(userId, eur);
    expect((await remove(userId, eur)).json()).toEqual({ success: true });
    const after = (await get(userId)).json();
    expect(after.accounts.map((a: { iso: string }) => a.iso)).toEqual(["RUB", "USD"]);
    expect(after.activeAccount.id).toBe(mainId);
    // Re-adding reopens the same account.
    expect((await add(userId, "EUR")).json().account.id).toBe(eur);
  });

  it("another player's account is not found; HRK accounts carry a convert message", async () => {
    const a = await createUser(h.db);
    const b = await createUser(h.db);
    const usd = (await add(a, "USD")).json().account.id as number;
    await get(b);
    expect((await activate(b, usd)).statusCode).toBe(404);
    expect((await remove(b, usd)).statusCode).toBe(404);
    expect((await add(b, "HRK")).json()).toMatchObject({ success: false, code: "CURRENCY_NOT_SUPPORTED" });
    const legacy = await createUser(h.db);
    await h.db
      .insertInto("wallet_account")
      .values({ user_id: legacy, currency: "HRK", type: 0, label: "Main account", is_active: true })
      .execute();
    const store = (await get(legacy)).json();
    expect(store.mainAccount.convertMessage).toMatch(/HRK has been withdrawn and replaced by EUR/);
    expect((await t.app.inject({ method: "GET", url: "/web-api/wallet/accounts" })).statusCode).toBe(401);
  });
});
