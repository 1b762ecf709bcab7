import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnSandboxPage, type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

describe.each(testTargets())(
  "history, team cash, payment requests, paycheck on $name",
  (target: TestTarget) => {
    let h: DbHandle;
    let t: WalletTestApp;
    let userId: bigint;
    const ids: number[] = [];
    beforeAll(async () => {
      h = await createTestDb(target);
      t = await walletTestApp(h.db);
      userId = await createUser(h.db);
      const outcomes = ["approve", "approve", "decline", "approve", "pending"] as const;
      for (const [i, action] of outcomes.entries()) {
        const res = await t.app.inject({
          method: "POST",
          url: "/web-api/wallet/deposits",
          headers: asUser(userId),
          payload: {
            method: "card",
            amount: `${(i + 1) * 100}.00`,
            currency: "RUB",
            idempotencyKey: `office-dep-${i}-key`,
          },
        });
        ids.push(res.json().paymentId);
        await payOnSandboxPage(t.app, res.json().redirectUrl, action);
      }
      await t.flushWebhooks();
      await t.app.inject({
        method: "POST",
        url: "/web-api/wallet/withdrawals",
        headers: asUser(userId),
        payload: { method: "card", amount: "200.00", currency: "RUB", idempotencyKey: "office-wd-0-key" },
      });
    });
    afterAll(async () => {
      await t?.app.close();
      await h?.close();
    });
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: { ...asUser(userId), ...(cookie ? { cookie } : {}) } });

    it("history filters by type, status and dates, pages, and shows the balance", async () => {
      const all = (await get("/web-api/wallet/history")).json();
      expect(all.total).toBe(6);
      expect(all.items[0]).toMatchObject({ type: "withdrawal", status: "pending", amount: "200.00" });
      expect(all.balance).toMatchObject({
        currency: "RUB",
        balance: "700.00",
        held: "200.00",
        money: "500.00",
      });
      expect((await get("/web-api/wallet/history?type=deposit&status=succeeded")).json().total).toBe(3);
      const page = (await get("/web-api/wallet/history?page=2&pageSize=4")).json();
      expect(page).toMatchObject({ page: 2, pageSize: 4, total: 6 });
      expect(page.items).toHaveLength(2);
      expect((await get("/web-api/wallet/history?from=2000-01-01&to=2000-12-31")).json().total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await get(`/web-api/wallet/history?from=${today}&to=${today}`)).json().total).toBe(6);
      expect((await get("/web-api/wallet/history?from=2025-02-01&to=2025-01-01")).statusCode).toBe(400);
    });

    it("team cash lists main-account payments five a page with total_count", async () => {
      const first = (await get("/web-api/wallet/team-cash")).json();
      expect(first.total_count).toBe(6);
      expect(first.entities).toHaveLength(5);
      expect(Object.keys(first.entities[0]).sort()).toEqual(
        [
          "date_payment",
          "id",
          "message",
          "money_deposit_id",
          "skks_hash",
          "status_id",
          "status_title",
          "summ",
          "timestamp",
          "translate_message",
        ].sort(),
      );
      const paid =
        first.entities.find((e: { id: number }) => e.id === ids[0]) ??
        (await get("/web-api/wallet/team-cash?page=2")).json().entities[0];
      expect(paid).toMatchObject({ status_id: 2, status_title: "Paid", summ: "100.00" });
      expect(paid.money_deposit_id).toEqual(expect.any(Number));
      expect((await get("/web-api/wallet/team-cash?page=2")).json().entities).toHaveLength(1);
    });

    it("the team cash modal shows at exactly 3 paid items, once (cookie of 372 days)", async () => {
      const first = await get("/web-api/wallet/team-cash/modal");
      expect(first.json()).toEqual({ show: "first", paidCount: 3 });
      expect(String(first.headers["set-cookie"])).toMatch(
        /team_cash_modal_first=1; Max-Age=32140800; Path=\/; SameSite=Lax/,
      );
      expect((await get("/web-api/wallet/team-cash/modal", "team_cash_modal_first=1")).json()).toEqual({
        show: null,
        paidCount: 3,
      });
    });

    it("payment requests: topics, the player's transactions per topic, create and list", async () => {
      const topics = (await get("/web-api/wallet/payment-requests/topics")).json().topics;
      expect(topics.map((x: { id: number }) => x.id)).toEqual([1, 2, 3, 4]);
      const deposits = (await get("/web-api/wallet/payment-requests/topics/1/transactions")).json();
      expect(deposits.total).toBe(5);
      const one = await get(`/web-api/wallet/payment-requests/topics/1/transactions/${ids[4]}`);
      expect(one.json().transaction).toMatchObject({ id: ids[4], status: "pending" });
      expect((await get(`/web-api/wallet/payment-requests/topics/2/transactions/${ids[4]}`)).statusCode).toBe(
        404,
      );
      expect((await get("/web-api/wallet/payment-requests/topics/3/32")).json().subTopic.key).toBe(
        "amount_limits",
      );
      expect((await get("/web-api/wallet/payment-requests/topics/3/99")).statusCode).toBe(404);
      expect((await get("/web-api/wallet/payment-requests/topics/3/transactions")).statusCode).toBe(404);
      const create = (payload: object) =>
        t.app.inject({
          method: "POST",
          url: "/web-api/wallet/payment-requests",
          headers: asUser(userId),
          payload,
        });
      const created = await create({ topicId: 1, transactionId: ids[4], message: "Where is my money?" });
      expect(created.statusCode).toBe(201);
      expect(created.json().request).toMatchObject({ topicId: 1, paymentId: ids[4], status: "open" });
      expect((await create({ topicId: 3, subTopicId: 31, message: "I need a method" })).statusCode).toBe(201);
      expect((await create({ topicId: 3, message: "no sub-topic" })).statusCode).toBe(400);
      expect((await create({ topicId: 1, message: "no payment" })).statusCode).toBe(400);
      expect(
        (await create({ topicId: 4, transactionId: ids[0], message: "unexpected payment" })).statusCode,
      ).toBe(400);
      expect((await create({ topicId: 9, message: "unknown" })).statusCode).toBe(404);
      expect((await get("/web-api/wallet/payment-requests")).json().total).toBe(2);
      expect((await get("/web-api/wallet/payment-requests")).json().items[0]).toMatchObject({
        answer: null,
        answeredAt: null,
      });
    });

    it("a request answered by support carries the answer to the player's office", async () => {
      const [asked] = (await get("/web-api/wallet/payment-requests")).json().items;
      const at = new Date("2026-03-04T10:00:00.000Z");
      await h.db
        .updateTable("wallet_payment_request")
        .set({ answer: "It is on its way.", answered_at: at, status: "answered" })
        .where("id", "=", BigInt(asked.id))
        .execute();
      const [answered] = (await get("/web-api/wallet/payment-requests")).json().items;
      expect(answered).toMatchObject({
        id: asked.id,
        status: "answered",
        answer: "It is on its way.",
        answeredAt: at.toISOString(),
      });
    });

    it("paycheck shows the receipt of one payment", async () => {
      const res = await get(`/web-api/wallet/paycheck/${ids[0]}`);
      expect(res.json().receipt).toMatchObject({
        id: ids[0],
        status: "succeeded",
        amount: "100.00",
        pspPaymentId: expect.stringMatching(/^psp_/),
      });
      expect(res.json().receipt.receiptHash).toMatch(/^[0-9a-f]{32}$/);
    });

    it("the cashier answers methods, limits and quick amounts for a currency", async () => {
      const res = (await get("/web-api/wallet/cashier?currency=RUB")).json();
      expect(res.deposit.amounts).toEqual({
        min: "100.00",
        max: "600000.00",
        step: "100.00",
        presets: ["500.00", "1000.00", "3000.00", "5000.00", "10000.00"],
      });
      expect(res.withdrawal.methods.map((m: { id: string }) => m.id)).not.toContain("crypto");
      expect(res.balance.currency).toBe("RUB");
      expect((await get("/web-api/wallet/cashier?currency=JPY")).json().deposit.amounts.min).toBe("1000");
    });
  },
);
