import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signCheckoutLink } from "../../server/src/services/payments/psp-protocol.ts";
import type { OutboxWorker } from "./outbox.ts";
import { pspSandboxPlugin } from "./plugin.ts";
import { SIGNATURE_HEADER, verifyWebhook } from "./signature.ts";

describe("the sandbox as a Fastify plugin", () => {
  let h: DbHandle;
  let app: FastifyInstance;
  let worker: OutboxWorker | undefined;
  const received: { body: string; signature: string }[] = [];
  beforeAll(async () => {
    h = await createTestDb({ name: "pglite" }, { seed: false });
    app = Fastify();
    app.post("/hook", async (request) => {
      received.push({
        body: JSON.stringify(request.body),
        signature: String(request.headers[SIGNATURE_HEADER]),
      });
      return { ok: true };
    });
    await app.register(pspSandboxPlugin, {
      prefix: "/psp",
      db: h.db,
      apiKey: "key",
      webhookSecret: "whsec",
      webhookUrl: "/hook",
      pollMs: 3_600_000,
      onWorker: (w) => {
        worker = w;
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const link = (over: Record<string, string> = {}) => {
    const params = {
      merchant: "parlay",
      reference: "123",
      amount: "2550",
      currency: "EUR",
      method: "card",
      return: "/en/onpay",
      ...over,
    };
    return `/psp/checkout?${new URLSearchParams({ ...params, sig: signCheckoutLink("key", params) })}`;
  };

  it("renders an accessible page that works without JavaScript and returns the browser", async () => {
    const checkout = await app.inject({ method: "GET", url: link() });
    expect(checkout.statusCode).toBe(303);
    const page = await app.inject({ method: "GET", url: String(checkout.headers.location) });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Payment to Parlay</h1>");
    expect(html).toContain("25.50 EUR");
    expect(html).toMatch(/<form method="post" action="\/psp\/pay\/psp_[0-9a-f]{16}">/);
    expect(html).toContain("<legend>Choose the outcome</legend>");
    for (const label of ["Approve payment", "Decline payment", "Leave pending", "Cancel and return"])
      expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain("<script");
    const done = await app.inject({
      method: "POST",
      url: String(checkout.headers.location),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pending",
    });
    expect(done.headers.location).toBe("/en/onpay/pending?paymentId=123");
    expect(await worker?.tick()).toBe(1);
    const [first] = received;
    if (!first) throw new Error("no webhook received");
    const event = JSON.parse(first.body);
    expect(event).toMatchObject({
      type: "payment.pending",
      data: { reference: "123", amount: "2550", status: "pending" },
    });
    expect(verifyWebhook("whsec", first.body, first.signature, Math.floor(Date.now() / 1000))).toBe("ok");
  });

  it("refuses a tampered link, a bad action, and the merchant API without its key", async () => {
    const tampered = link().replace("amount=2550", "amount=1");
    expect((await app.inject({ method: "GET", url: tampered })).statusCode).toBe(400);
    const checkout = await app.inject({ method: "GET", url: link({ reference: "124" }) });
    const bad = await app.inject({
      method: "POST",
      url: String(checkout.headers.location),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=steal",
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/psp/api/payments?reference=123" })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: "GET", url: "/psp/pay/psp_0000000000000000" })).statusCode).toBe(404);
  });

  it("payouts are idempotent on the reference and answer the status query", async () => {
    const auth = { authorization: "Bearer key" };
    const payload = { reference: "900", amount: "1000", currency: "EUR", method: "card" };
    const a = await app.inject({ method: "POST", url: "/psp/api/payouts", headers: auth, payload });
    const b = await app.inject({ method: "POST", url: "/psp/api/payouts", headers: auth, payload });
    expect(a.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(a.json()).toMatchObject({ kind: "payout", status: "pending", sequence: 1 });
    const status = await app.inject({
      method: "GET",
      url: `/psp/api/payments/${a.json().id}`,
      headers: auth,
    });
    expect(status.json()).toMatchObject({ reference: "900", status: "pending" });
    const page = await app.inject({ method: "GET", url: `/psp/pay/${a.json().id}` });
    expect(page.body).toContain("Payout from Parlay");
    expect(page.body).not.toContain("Cancel and return");
  });
});
