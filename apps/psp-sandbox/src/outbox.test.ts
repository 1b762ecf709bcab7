import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratePsp } from "./migrations.ts";
import { backoffMs, createOutboxWorker } from "./outbox.ts";
import { applyAction, openPayment } from "./payments.ts";
import type { PspDb } from "./schema.ts";
import { SIGNATURE_HEADER, verifyWebhook } from "./signature.ts";

describe("backoff", () => {
  it("doubles from the base up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });
});

describe.each(testTargets())("webhook outbox on $name", (target: TestTarget) => {
  let h: DbHandle;
  let db: PspDb;
  beforeAll(async () => {
    h = await createTestDb(target, { seed: false });
    await migratePsp(h.db);
    db = h.db as unknown as PspDb;
  });
  afterAll(async () => h?.close());

  it("retries with exponential backoff until a 2xx, signing each attempt afresh", async () => {
    let clock = Date.UTC(2025, 0, 1);
    const calls: { at: number; status: number; signature: string; body: string }[] = [];
    const answers = [500, 0, 503, 200];
    const worker = createOutboxWorker({
      db,
      secret: "whsec",
      now: () => clock,
      baseDelayMs: 1000,
      transport: async (_url, headers, body) => {
        const status = answers[calls.length] ?? 200;
        calls.push({ at: clock, status, signature: headers[SIGNATURE_HEADER] ?? "", body });
        return status;
      },
    });
    const p = await openPayment(
      db,
      {
        merchant: "m",
        reference: "r-1",
        kind: "deposit",
        method: "card",
        amount: 100n,
        currency: "EUR",
        returnUrl: "/en/onpay",
      },
      "/hook",
      new Date(clock),
    );
    await applyAction(db, p.id, "approve", "/hook", new Date(clock));
    expect(await worker.tick()).toBe(0);
    expect(await worker.tick()).toBe(0); // not due yet: the first retry waits 1 s
    clock += 1000;
    expect(await worker.tick()).toBe(0);
    clock += 1999;
    expect(await worker.tick()).toBe(0);
    expect(calls).toHaveLength(2);
    clock += 1;
    expect(await worker.tick()).toBe(0);
    clock += 4000;
    expect(await worker.tick()).toBe(1);
    expect(calls.map((c) => c.status)).toEqual(answers);
    expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, 1000, 3000, 7000]);
    for (const c of calls)
      expect(verifyWebhook("whsec", c.body, c.signature, Math.floor(c.at / 1000))).toBe("ok");
    expect(new Set(calls.map((c) => c.signature)).size).toBe(4);
    expect(JSON.parse(calls[0]?.body ?? "null")).toMatchObject({
      type: "payment.succeeded",
      data: { reference: "r-1", amount: "100", sequence: 1 },
    });
    const row = await db
      .selectFrom("psp_webhook_outbox")
      .selectAll()
      .where("payment_id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 3, last_status: 200, dead: false });
    expect(row.delivered_at).not.toBeNull();
  });

  it("gives up after the last attempt and keeps the event as dead", async () => {
    let clock = Date.UTC(2025, 0, 2);
    const worker = createOutboxWorker({
      db,
      secret: "s",
      now: () => clock,
      baseDelayMs: 10,
      maxAttempts: 3,
      transport: async () => 500,
    });
    const p = await openPayment(
      db,
      {
        merchant: "m",
        reference: "r-2",
        kind: "payout",
        method: "card",
        amount: 5n,
        currency: "EUR",
        returnUrl: null,
      },
      "/hook",
      new Date(clock),
    );
    for (let i = 0; i < 5; i++) {
      await worker.tick();
      clock += 60_000;
    }
    const row = await db
      .selectFrom("psp_webhook_outbox")
      .selectAll()
      .where("payment_id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 3, dead: true, delivered_at: null });
  });

  it("one payment per merchant reference; a final payment does not change", async () => {
    const at = new Date();
    const input = {
      merchant: "m",
      reference: "r-3",
      kind: "deposit" as const,
      method: "card",
      amount: 7n,
      currency: "EUR",
      returnUrl: "/x",
    };
    const a = await openPayment(db, input, "/hook", at);
    const b = await openPayment(db, input, "/hook", at);
    expect(b.id).toBe(a.id);
    expect((await applyAction(db, a.id, "decline", "/hook", at))?.changed).toBe(true);
    expect((await applyAction(db, a.id, "approve", "/hook", at))?.changed).toBe(false);
    expect(await applyAction(db, "psp_0000000000000000", "approve", "/hook", at)).toBeNull();
  });
});
