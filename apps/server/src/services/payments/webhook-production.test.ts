import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { SANDBOX_WEBHOOK_SECRET, SIGNATURE_HEADER, signWebhook } from "@parlay/psp-sandbox";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { productionTestEnv } from "../../config/testing.ts";
import { runAudit } from "../wallet/audit.ts";
import { walletOptionsFromEnv } from "../wallet/options.ts";
import { createWalletService } from "../wallet/service.ts";
import { accountState, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const REAL_SECRET = productionTestEnv().PSP_WEBHOOK_SECRET as string;

/** The wallet as main.ts mounts it, in a production site configured from `env`. */
function productionSite(db: DbHandle["db"], env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  return buildApp({
    ctx: { db, env: { production: true, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createWalletService({ ...walletOptionsFromEnv(env), payoutIntervalMs: 0, now: () => NOW })],
  });
}

describe.each(testTargets())("forged deposits in production on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await productionSite(h.db, productionTestEnv());
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it("a site without its own webhook secret (or with the published one) does not start", async () => {
    const { PSP_WEBHOOK_SECRET: _real, ...unset } = productionTestEnv();
    await expect(productionSite(h.db, unset)).rejects.toThrow(/PSP_WEBHOOK_SECRET is not set/);
    await expect(
      productionSite(h.db, productionTestEnv({ PSP_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET })),
    ).rejects.toThrow(/PSP_WEBHOOK_SECRET/);
    await expect(productionSite(h.db, productionTestEnv({ PSP_URL: "" }))).rejects.toThrow(/PSP_URL/);
  });

  it("a webhook signed with the published sandbox secret is refused and credits nothing", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    const created = await app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(userId),
      payload: { method: "card", amount: "100000.00", currency: "RUB", idempotencyKey: `forged-${userId}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json().paymentId as number;
    const body = JSON.stringify({
      id: `evt_forged_${paymentId}`,
      type: "payment.succeeded",
      created: NOW / 1000,
      data: {
        paymentId: `psp_forged_${paymentId}`,
        reference: String(paymentId),
        kind: "deposit",
        status: "succeeded",
        amount: "10000000",
        currency: "RUB",
        sequence: 1,
      },
    });
    const send = (secret: string) =>
      app.inject({
        method: "POST",
        url: "/web-api/payments/webhook",
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signWebhook(secret, body, NOW / 1000),
        },
        payload: body,
      });
    const ledgerRows = () =>
      h.db.selectFrom("wallet_entry").select("transaction_id").where("account_id", "=", accountId).execute();

    const forged = await send(SANDBOX_WEBHOOK_SECRET);
    expect(forged.statusCode, forged.body).toBe(401);
    expect(forged.json().error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 0n, held: 0n });
    expect(await ledgerRows()).toEqual([]);
    const payment = await h.db
      .selectFrom("wallet_payment")
      .select("status")
      .where("id", "=", BigInt(paymentId))
      .executeTakeFirstOrThrow();
    expect(payment.status).not.toBe("succeeded");

    // The same event signed with the site's own secret is credited: the refusal above was the signature's.
    const genuine = await send(REAL_SECRET);
    expect(genuine.json(), genuine.body).toMatchObject({ outcome: "applied" });
    expect((await accountState(h.db, accountId)).balance).toBe(100_000_00n);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });
});
