import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../wallet/audit.ts";
import { type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

type Req = {
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: string | Record<string, unknown>;
  headers?: Record<string, string>;
};

function inject(t: WalletTestApp, req: Req, headers: Record<string, string>) {
  const { payload, ...rest } = req;
  return t.app.inject({
    ...rest,
    headers: { ...headers, ...req.headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}

describe.each(testTargets())("bad input and other players' ids on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  let me: { userId: bigint; accountId: bigint };
  let other: { userId: bigint; accountId: bigint };
  let foreignPayment: number;
  let foreignUsd: number;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db);
    me = await playerWithAccount(h.db);
    other = await playerWithAccount(h.db);
    await fund(h.db, me.accountId, "RUB", 1000_00n);
    await fund(h.db, other.accountId, "RUB", 1000_00n);
    const wd = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/withdrawals",
      headers: asUser(other.userId),
      payload: { method: "card", amount: "300.00", currency: "RUB", idempotencyKey: "other-wd-0001" },
    });
    foreignPayment = wd.json().paymentId;
    const usd = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/accounts",
      headers: asUser(other.userId),
      payload: { currency: "USD" },
    });
    foreignUsd = usd.json().account.id;
    // Let the payout reach the sandbox and its "pending" webhook land before measuring anything.
    await t.sendPayouts();
    await t.flushWebhooks();
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  /** Everything money-related; refusals may be stored as failed idempotency keys, by design. */
  async function snapshot() {
    const { rows } = await sql<Record<string, string>>`select
      (select count(*) from wallet_transaction)::text as tx, (select count(*) from wallet_entry)::text as entries,
      (select count(*) from wallet_hold)::text as holds, (select count(*) from wallet_payment)::text as payments,
      (select count(*) from wallet_payment_request)::text as requests, (select count(*) from wallet_payment_event)::text as events,
      (select string_agg(id || ':' || balance || ':' || held || ':' || is_active || ':' || (closed_at is null), ',' order by id)
        from wallet_account) as accounts`.execute(h.db);
    return rows[0];
  }

  const deposit = (over: Record<string, unknown>) => ({
    method: "POST" as const,
    url: "/web-api/wallet/deposits",
    payload: {
      method: "card",
      amount: "150.00",
      currency: "RUB",
      idempotencyKey: "bad-input-key-1",
      ...over,
    },
  });
  const withdrawal = (over: Record<string, unknown>) => ({
    ...deposit(over),
    url: "/web-api/wallet/withdrawals",
  });

  const bad: [string, Req, number][] = [
    ["deposit without body", { method: "POST", url: "/web-api/wallet/deposits" }, 400],
    ["deposit amount as number", deposit({ amount: 150 }), 400],
    ["deposit amount text", deposit({ amount: "abc" }), 400],
    ["deposit negative amount", deposit({ amount: "-5" }), 400],
    ["deposit exponent", deposit({ amount: "1e5" }), 400],
    ["deposit zero", deposit({ amount: "0" }), 400],
    ["deposit too many decimals", deposit({ amount: "150.001" }), 400],
    ["deposit JPY decimals", deposit({ amount: "1500.5", currency: "JPY" }), 400],
    ["deposit lowercase currency", deposit({ currency: "rub" }), 400],
    ["deposit unknown currency", deposit({ currency: "XYZ" }), 422],
    ["deposit unknown method", deposit({ method: "cash" }), 400],
    ["deposit short key", deposit({ idempotencyKey: "abc" }), 400],
    ["deposit key with spaces", deposit({ idempotencyKey: "has spaces in it" }), 400],
    ["deposit bad lng", deposit({ lng: "english" }), 400],
    ["deposit below minimum", deposit({ amount: "10.00", idempotencyKey: "bad-min-dep-1" }), 422],
    ["deposit above maximum", deposit({ amount: "600000.01", idempotencyKey: "bad-max-dep-1" }), 422],
    [
      "deposit in a currency without account",
      deposit({ currency: "EUR", idempotencyKey: "bad-eur-dep-1" }),
      422,
    ],
    ["withdrawal crypto", withdrawal({ method: "crypto" }), 400],
    ["withdrawal over balance", withdrawal({ amount: "5000.00", idempotencyKey: "bad-over-wd-1" }), 409],
    ["withdrawal below minimum", withdrawal({ amount: "199.99", idempotencyKey: "bad-min-wd-1" }), 422],
    ["payment id text", { method: "GET", url: "/web-api/wallet/payments/abc" }, 400],
    ["payment id zero", { method: "GET", url: "/web-api/wallet/payments/0" }, 400],
    ["payment id huge", { method: "GET", url: "/web-api/wallet/payments/99999999999999999999" }, 400],
    ["cancel bad id", { method: "POST", url: "/web-api/wallet/withdrawals/x/cancel" }, 400],
    [
      "add account number currency",
      { method: "POST", url: "/web-api/wallet/accounts", payload: { currency: 5 } },
      400,
    ],
    ["add account empty", { method: "POST", url: "/web-api/wallet/accounts", payload: {} }, 400],
    [
      "switch account text",
      { method: "POST", url: "/web-api/wallet/accounts/active", payload: { accountId: "x" } },
      400,
    ],
    [
      "switch account negative",
      { method: "POST", url: "/web-api/wallet/accounts/active", payload: { accountId: -1 } },
      400,
    ],
    ["remove account text id", { method: "DELETE", url: "/web-api/wallet/accounts/abc" }, 400],
    ["history page 0", { method: "GET", url: "/web-api/wallet/history?page=0" }, 400],
    ["history page size 1000", { method: "GET", url: "/web-api/wallet/history?pageSize=1000" }, 400],
    ["history bad type", { method: "GET", url: "/web-api/wallet/history?type=bet" }, 400],
    ["history bad date", { method: "GET", url: "/web-api/wallet/history?from=yesterday" }, 400],
    ["history impossible date", { method: "GET", url: "/web-api/wallet/history?from=2025-13-45" }, 400],
    ["team cash page -1", { method: "GET", url: "/web-api/wallet/team-cash?page=-1" }, 400],
    ["cashier lowercase currency", { method: "GET", url: "/web-api/wallet/cashier?currency=rub" }, 400],
    ["cashier unknown currency", { method: "GET", url: "/web-api/wallet/cashier?currency=XYZ" }, 422],
    [
      "request topic as text",
      { method: "POST", url: "/web-api/wallet/payment-requests", payload: { topicId: "1", message: "x" } },
      400,
    ],
    [
      "request empty message",
      { method: "POST", url: "/web-api/wallet/payment-requests", payload: { topicId: 4, message: "  " } },
      400,
    ],
    [
      "request long message",
      {
        method: "POST",
        url: "/web-api/wallet/payment-requests",
        payload: { topicId: 4, message: "x".repeat(2001) },
      },
      400,
    ],
    [
      "topic id text",
      { method: "GET", url: "/web-api/wallet/payment-requests/topics/abc/transactions" },
      400,
    ],
    ["paycheck text id", { method: "GET", url: "/web-api/wallet/paycheck/abc" }, 400],
    [
      "webhook as text",
      {
        method: "POST",
        url: "/web-api/payments/webhook",
        payload: "hello",
        headers: { "content-type": "text/plain" },
      },
      401,
    ],
    [
      "approval without a staff session",
      { method: "POST", url: "/backoffice-api/v1/payments/withdrawals/70000001/approve", payload: {} },
      401,
    ],
    [
      "approval with a bad id",
      { method: "POST", url: "/backoffice-api/v1/payments/withdrawals/abc/approve", payload: {} },
      400,
    ],
  ];

  it.each(bad.map(([name, req, status]) => ({ name, req, status })))(
    "$name → $status, nothing changes",
    async ({ req, status }) => {
      const before = await snapshot();
      const res = await inject(t, req, asUser(me.userId));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(expect.objectContaining({}));
      expect(await snapshot()).toEqual(before);
    },
  );

  it("another player's ids answer 404 and change nothing", async () => {
    const before = await snapshot();
    const mine = asUser(me.userId);
    const reqs: Req[] = [
      { method: "GET", url: `/web-api/wallet/payments/${foreignPayment}` },
      { method: "POST", url: `/web-api/wallet/withdrawals/${foreignPayment}/cancel` },
      { method: "GET", url: `/web-api/wallet/paycheck/${foreignPayment}` },
      { method: "GET", url: `/web-api/wallet/payment-requests/topics/2/transactions/${foreignPayment}` },
      {
        method: "POST",
        url: "/web-api/wallet/payment-requests",
        payload: { topicId: 2, transactionId: foreignPayment, message: "mine?" },
      },
      { method: "POST", url: "/web-api/wallet/accounts/active", payload: { accountId: foreignUsd } },
      { method: "DELETE", url: `/web-api/wallet/accounts/${foreignUsd}` },
    ];
    for (const req of reqs) {
      const res = await inject(t, req, mine);
      expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBe(404);
    }
    const mineList = (
      await t.app.inject({ method: "GET", url: "/web-api/wallet/history", headers: mine })
    ).json();
    expect(mineList.items.map((i: { id: number }) => i.id)).not.toContain(foreignPayment);
    expect(await snapshot()).toEqual(before);
  });

  it("every player route needs a signed-in player", async () => {
    for (const url of [
      "/web-api/wallet/accounts",
      "/web-api/wallet/balance",
      "/web-api/wallet/history",
      "/web-api/wallet/team-cash",
      "/web-api/wallet/cashier",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: "POST", url: "/web-api/wallet/deposits", payload: deposit({}).payload }))
        .statusCode,
    ).toBe(401);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });
});
