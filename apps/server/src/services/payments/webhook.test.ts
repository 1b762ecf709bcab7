import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { SIGNATURE_HEADER, signWebhook } from "@parlay/psp-sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../wallet/audit.ts";
import { type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { accountState, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

const SECRET = "sandbox-webhook-secret";
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe.each(testTargets())("payment webhook on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db, { now: () => NOW });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  async function deposit(amount = "1000.00") {
    const { userId, accountId } = await playerWithAccount(h.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(userId),
      payload: { method: "card", amount, currency: "RUB", idempotencyKey: `dep-${userId}-key` },
    });
    return { userId, accountId, paymentId: res.json().paymentId as number };
  }

  function event(paymentId: number, status: string, sequence: number, over: Record<string, unknown> = {}) {
    return JSON.stringify({
      id: `evt_psp_00000000000000${paymentId % 100}_${sequence}`,
      type: `payment.${status}`,
      created: NOW / 1000,
      data: {
        paymentId: `psp_${String(paymentId).padStart(16, "0")}`,
        reference: String(paymentId),
        kind: "deposit",
        status,
        amount: "100000",
        currency: "RUB",
        sequence,
        ...over,
      },
    });
  }

  function send(body: string, opts: { at?: number; secret?: string; header?: string } = {}) {
    const signature =
      opts.header ?? signWebhook(opts.secret ?? SECRET, body, Math.floor((opts.at ?? NOW) / 1000));
    return t.app.inject({
      method: "POST",
      url: "/web-api/payments/webhook",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
      payload: body,
    });
  }

  it("applies an event once; a duplicate answers 200 and changes nothing", async () => {
    const { accountId, paymentId } = await deposit();
    const body = event(paymentId, "succeeded", 1);
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: "applied" });
    const again = await send(body);
    expect(again.json()).toEqual({ received: true, duplicate: true, outcome: null });
    // Even a different event id saying the same thing cannot credit twice.
    const other = await send(
      event(paymentId, "succeeded", 1, {}).replace(/"id":"[^"]+"/, '"id":"evt_other"'),
    );
    expect(other.json().outcome).toBe("ignored");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 0n });
  });

  it("handles events out of order: a late pending after succeeded is ignored", async () => {
    const { accountId, paymentId } = await deposit();
    const r = await send(event(paymentId, "succeeded", 2));
    expect(r.json(), r.body).toMatchObject({ outcome: "applied" });
    expect((await send(event(paymentId, "pending", 1))).json().outcome).toBe("ignored");
    expect((await send(event(paymentId, "failed", 3))).json().outcome).toBe("conflict");
    const p = await h.db
      .selectFrom("wallet_payment")
      .select("status")
      .where("id", "=", BigInt(paymentId))
      .executeTakeFirstOrThrow();
    expect(p.status).toBe("succeeded");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 1000_00n, held: 0n });
  });

  it("pending then succeeded in order moves forward", async () => {
    const { accountId, paymentId } = await deposit();
    const pending = await send(event(paymentId, "pending", 1));
    expect(pending.json(), pending.body).toMatchObject({ outcome: "applied" });
    const r = await send(event(paymentId, "succeeded", 2));
    expect(r.json(), r.body).toMatchObject({ outcome: "applied" });
    expect((await accountState(h.db, accountId)).balance).toBe(1000_00n);
  });

  it("rejects a bad signature (401) and a stale or future timestamp (400), changing nothing", async () => {
    const { accountId, paymentId } = await deposit();
    const body = event(paymentId, "succeeded", 1);
    expect((await send(body, { secret: "wrong-secret" })).statusCode).toBe(401);
    expect((await send(body, { header: "t=1,v1=abc" })).statusCode).toBe(401);
    expect((await send(body, { header: "nonsense" })).statusCode).toBe(401);
    const tampered = signWebhook(SECRET, body, NOW / 1000);
    expect((await send(body.replace("100000", "900000"), { header: tampered })).statusCode).toBe(401);
    const stale = await send(body, { at: NOW - 301_000 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe("WEBHOOK_TIMESTAMP_STALE");
    expect((await send(body, { at: NOW + 301_000 })).statusCode).toBe(400);
    const fresh = await send(body, { at: NOW - 299_000 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await accountState(h.db, accountId)).balance).toBe(1000_00n);
    const missing = await t.app.inject({
      method: "POST",
      url: "/web-api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
  });

  it("records a mismatching amount without applying it; unknown payments are 404; bad bodies 400", async () => {
    const { accountId, paymentId } = await deposit();
    expect((await send(event(paymentId, "succeeded", 1, { amount: "999999" }))).json().outcome).toBe(
      "mismatch",
    );
    expect((await accountState(h.db, accountId)).balance).toBe(0n);
    expect((await send(event(99999999, "succeeded", 1))).statusCode).toBe(404);
    expect((await send("{not json")).statusCode).toBe(400);
    expect((await send(JSON.stringify({ id: "x" }))).statusCode).toBe(400);
    // A provider id already bound to another payment is recorded as a mismatch too.
    const second = await deposit();
    const stolen = event(second.paymentId, "succeeded", 1, {
      paymentId: `psp_${String(paymentId - 4).padStart(16, "0")}`,
    });
    expect((await send(stolen)).json().outcome).toBe("mismatch");
    expect((await runAudit(h.db)).problems).toEqual([]);
  });
});
