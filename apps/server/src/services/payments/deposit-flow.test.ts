import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../wallet/audit.ts";
import { payOnSandboxPage, type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

describe.each(testTargets())("deposit through the sandbox on $name", (target: TestTarget) => {
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

  const balance = async (userId: bigint) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/web-api/wallet/balance",
      headers: asUser(userId),
    });
    return res.json().balance.money as string;
  };

  it("credits the balance when the webhook lands, not when the browser returns", async () => {
    const userId = await createUser(h.db);
    expect(await balance(userId)).toBe("0.00");
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(userId),
      payload: {
        method: "card",
        amount: "1500.00",
        currency: "RUB",
        idempotencyKey: "dep-0001-aaaa",
        lng: "en",
      },
    });
    expect(res.statusCode).toBe(201);
    const { paymentId, redirectUrl } = res.json();
    expect(redirectUrl).toMatch(/^\/psp\/checkout\?/);
    const back = await payOnSandboxPage(t.app, redirectUrl, "approve");
    expect(back).toMatch(new RegExp(`^http://localhost(:\\d+)?/en/onpay/success\\?paymentId=${paymentId}$`));
    // The browser is back, but the webhook has not been delivered yet.
    expect(await balance(userId)).toBe("0.00");
    expect(await t.flushWebhooks()).toBe(1);
    expect(await balance(userId)).toBe("1500.00");
    const status = await t.app.inject({
      method: "GET",
      url: `/web-api/wallet/payments/${paymentId}`,
      headers: asUser(userId),
    });
    expect(status.json().payment).toMatchObject({ status: "succeeded", amount: "1500.00", type: "deposit" });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("declined, pending then approved, and cancelled deposits", async () => {
    const userId = await createUser(h.db);
    const start = async (key: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/web-api/wallet/deposits",
        headers: asUser(userId),
        payload: { method: "ewallet", amount: "500", currency: "RUB", idempotencyKey: key },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { paymentId: number; redirectUrl: string };
    };
    const declined = await start("dep-decl-0001");
    expect(await payOnSandboxPage(t.app, declined.redirectUrl, "decline")).toContain("/en/onpay/fail?");
    const pending = await start("dep-pend-0001");
    expect(await payOnSandboxPage(t.app, pending.redirectUrl, "pending")).toContain("/en/onpay/pending?");
    const cancelled = await start("dep-canc-0001");
    expect(await payOnSandboxPage(t.app, cancelled.redirectUrl, "cancel")).toContain("/en/onpay/cancel?");
    await t.flushWebhooks();
    expect(await balance(userId)).toBe("0.00");
    // The player comes back to the pending payment and approves it.
    expect(await payOnSandboxPage(t.app, pending.redirectUrl, "approve")).toContain("/en/onpay/success?");
    await t.flushWebhooks();
    expect(await balance(userId)).toBe("500.00");
    const history = await t.app.inject({
      method: "GET",
      url: "/web-api/wallet/history?type=deposit",
      headers: asUser(userId),
    });
    expect(
      history
        .json()
        .items.map((i: { status: string }) => i.status)
        .sort(),
    ).toEqual(["cancelled", "failed", "succeeded"]);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });
});
