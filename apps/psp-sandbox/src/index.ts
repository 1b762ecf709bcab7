/**
 * @parlay/psp-sandbox — a stand-in payment provider that behaves like a real one: a hosted pay
 * page, a merchant API with a status query, and signed webhooks retried with backoff.
 * In-process: mount `createPspSandbox().service` in the site's app (routes under /psp).
 * Standalone: `node --import tsx apps/psp-sandbox/src/main.ts` (PORT, PSP_WEBHOOK_URL, …).
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { OutboxWorker } from "./outbox.ts";
import { type PspSandboxOptions, pspSandboxPlugin } from "./plugin.ts";

export { migratePsp } from "./migrations.ts";
export {
  backoffMs,
  createOutboxWorker,
  fetchTransport,
  type OutboxWorker,
  type WebhookTransport,
} from "./outbox.ts";
export { eventBody, type PageAction, type PspPayment } from "./payments.ts";
export { type PspSandboxOptions, pspSandboxPlugin } from "./plugin.ts";
export type { PspDatabase, PspKind, PspStatus } from "./schema.ts";
export * from "./signature.ts";

export const PSP_PREFIX = "/psp";

/** Sandbox defaults: fine for a sandbox; set PSP_API_KEY / PSP_WEBHOOK_SECRET anywhere shared. */
export const SANDBOX_API_KEY = "sandbox-api-key";
export const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret";
export const SITE_WEBHOOK_PATH = "/web-api/payments/webhook";

export type PspSandboxSettings = Partial<Omit<PspSandboxOptions, "db" | "onWorker">>;

export function pspSettingsFromEnv(env: NodeJS.ProcessEnv): PspSandboxSettings {
  return {
    apiKey: env.PSP_API_KEY ?? SANDBOX_API_KEY,
    webhookSecret: env.PSP_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
    webhookUrl: env.PSP_WEBHOOK_URL ?? SITE_WEBHOOK_PATH,
  };
}

export interface PspSandbox {
  /**
   * A site service (same signature as the server's `Service`): mounts the sandbox under /psp,
   * except in a production site, where it registers nothing (/psp answers 404).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the sandbox shares whatever database the site has
  service: (app: FastifyInstance, ctx: { db: Kysely<any>; env?: { production: boolean } }) => Promise<void>;
  /** Delivers every webhook due now (tests; the worker also runs on its own timer). */
  flush(): Promise<number>;
}

/** The sandbox as an in-process service of the site; settings default to the environment's. */
export function createPspSandbox(settings: PspSandboxSettings = {}): PspSandbox {
  let worker: OutboxWorker | null = null;
  return {
    async service(app, ctx) {
      // It approves any payment and signs with published credentials: whatever the wiring or the
      // variables say, a production site never serves it.
      if (ctx.env?.production) {
        app.log.warn("the PSP sandbox is not mounted in production");
        return;
      }
      const merged = { ...pspSettingsFromEnv(process.env), ...settings };
      await app.register(pspSandboxPlugin, {
        prefix: PSP_PREFIX,
        db: ctx.db,
        apiKey: merged.apiKey ?? SANDBOX_API_KEY,
        webhookSecret: merged.webhookSecret ?? SANDBOX_WEBHOOK_SECRET,
        webhookUrl: merged.webhookUrl ?? SITE_WEBHOOK_PATH,
        ...(merged.merchant ? { merchant: merged.merchant } : {}),
        ...(merged.now ? { now: merged.now } : {}),
        ...(merged.retryBaseMs !== undefined ? { retryBaseMs: merged.retryBaseMs } : {}),
        ...(merged.pollMs !== undefined ? { pollMs: merged.pollMs } : {}),
        ...(merged.leaseMs !== undefined ? { leaseMs: merged.leaseMs } : {}),
        onWorker: (w) => {
          worker = w;
        },
      });
    },
    flush: () => (worker ? worker.tick() : Promise.resolve(0)),
  };
}
