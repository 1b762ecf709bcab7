import type { Db } from "@parlay/db";
import { createPspSandbox } from "@parlay/psp-sandbox";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../app.ts";
import type { PayoutDispatcher } from "../../payments/payouts.ts";
import { createSessionAuthenticator, testOptions } from "../../session/index.ts";
import { staffService } from "../../staff/index.ts";
import type { LimitsHook } from "../limits.ts";
import { createWalletService } from "../service.ts";
import { headerTestAuthenticator } from "./test-auth.ts";

export interface WalletTestApp {
  app: FastifyInstance;
  /** Delivers the sandbox's due webhooks now. */
  flushWebhooks(): Promise<number>;
  /** Hands unsent withdrawals to the sandbox now. */
  sendPayouts(): Promise<number>;
}

/** The site with the wallet service and the in-process sandbox, authenticated by a test header. */
export async function walletTestApp(
  db: Db,
  options: { limits?: LimitsHook; now?: () => number; pspNow?: () => number } = {},
): Promise<WalletTestApp> {
  const psp = createPspSandbox({
    pollMs: 3_600_000,
    retryBaseMs: 50,
    ...(options.pspNow ? { now: options.pspNow } : {}),
  });
  let dispatcher: PayoutDispatcher | null = null;
  const wallet = createWalletService({
    payoutIntervalMs: 0,
    onPayoutDispatcher: (d) => {
      dispatcher = d;
    },
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  // The players runtime of the staff service (back-office payment decisions), with test secrets.
  createSessionAuthenticator(db, testOptions());
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [staffService, wallet, psp.service],
  });
  await app.ready();
  return {
    app,
    flushWebhooks: () => psp.flush(),
    sendPayouts: () => dispatcher?.runOnce() ?? Promise.resolve(0),
  };
}

/** Follows the deposit's redirect to the sandbox page and presses a button; answers the return URL. */
export async function payOnSandboxPage(
  app: FastifyInstance,
  redirectUrl: string,
  action: "approve" | "decline" | "pending" | "cancel",
): Promise<string> {
  const checkout = await app.inject({ method: "GET", url: redirectUrl });
  if (checkout.statusCode !== 303)
    throw new Error(`checkout answered ${checkout.statusCode}: ${checkout.body}`);
  const pagePath = String(checkout.headers.location);
  const page = await app.inject({ method: "GET", url: pagePath });
  if (page.statusCode !== 200) throw new Error(`pay page answered ${page.statusCode}`);
  const done = await app.inject({
    method: "POST",
    url: pagePath,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `action=${action}`,
  });
  if (done.statusCode !== 303) throw new Error(`pay action answered ${done.statusCode}: ${done.body}`);
  return String(done.headers.location);
}
