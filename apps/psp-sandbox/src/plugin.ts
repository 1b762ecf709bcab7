import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { migratePsp } from "./migrations.ts";
import { createOutboxWorker, fetchTransport, type OutboxWorker, type WebhookTransport } from "./outbox.ts";
import { messagePage, paymentPage } from "./page.ts";
import { applyAction, findByReference, getPayment, openPayment, statusView } from "./payments.ts";
import type { PspDb } from "./schema.ts";
import { verifyCheckout } from "./signature.ts";

export interface PspSandboxOptions {
  // biome-ignore lint/suspicious/noExplicitAny: the sandbox shares whatever database it is given
  db: Kysely<any>;
  /** The one merchant the sandbox serves. */
  merchant?: string;
  /** Bearer key of the merchant API; also signs checkout links. */
  apiKey: string;
  /** HMAC secret of webhooks. */
  webhookSecret: string;
  /** Absolute URL, or a path on this same server (delivered in-process with inject). */
  webhookUrl: string;
  now?: () => number;
  retryBaseMs?: number;
  pollMs?: number;
  /** How long a claimed webhook stays hidden from other workers (a crashed sender's claim expires). */
  leaseMs?: number;
  /** Receives the webhook worker (tests flush it; the plugin starts and stops it itself). */
  onWorker?: (worker: OutboxWorker) => void;
}

const RETURN_SUFFIX = {
  succeeded: "success",
  failed: "fail",
  pending: "pending",
  cancelled: "cancel",
  created: "pending",
} as const;

const checkoutQuery = z.object({
  merchant: z.string().min(1).max(40),
  reference: z.string().regex(/^[\w-]{1,64}$/),
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.string().regex(/^[a-z_]{2,30}$/),
  return: z.string().min(1).max(500),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
const idParams = z.object({ id: z.string().regex(/^psp_[0-9a-f]{16}$/) });
const actionBody = z.object({ action: z.enum(["approve", "decline", "pending", "cancel"]) });
const payoutBody = z.object({
  reference: z.string().regex(/^[\w-]{1,64}$/),
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  method: z.string().regex(/^[a-z_]{2,30}$/),
});

/**
 * The stand-in payment provider: hosted pay page (`/checkout` → `/pay/:id`), merchant API
 * (`/api/payouts`, `/api/payments/:id`, `/api/payments?reference=`) and the signed webhook sender.
 * Register it with a prefix (the site uses `/psp`); it migrates its own `psp_*` tables.
 */
export const pspSandboxPlugin: FastifyPluginAsync<PspSandboxOptions> = async (scope, opts) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    reply
      .status(status)
      .send({ error: { code: status === 400 ? "VALIDATION" : "PSP_ERROR", message: err.message } });
  });
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
  const db = opts.db as PspDb;
  await migratePsp(opts.db);
  const merchant = opts.merchant ?? "parlay";
  const now = opts.now ?? Date.now;
  const transport: WebhookTransport = async (url, headers, body) => {
    if (!url.startsWith("/")) return fetchTransport(url, headers, body);
    const res = await scope.inject({ method: "POST", url, headers, payload: body });
    return res.statusCode;
  };
  const worker = createOutboxWorker({
    db,
    transport,
    secret: opts.webhookSecret,
    now,
    baseDelayMs: opts.retryBaseMs ?? 1000,
    pollMs: opts.pollMs ?? 500,
    leaseMs: opts.leaseMs ?? 30_000,
    log: app.log,
  });
  opts.onWorker?.(worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.headers.authorization === `Bearer ${opts.apiKey}`) return true;
    reply.status(401).send({ error: { code: "UNAUTHORIZED", message: "Missing or wrong API key" } });
    return false;
  };
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);

  app.get("/checkout", { schema: { hide: true, querystring: checkoutQuery } }, async (request, reply) => {
    const { sig, ...params } = request.query;
    if (params.merchant !== merchant || !verifyCheckout(opts.apiKey, params, sig)) {
      return html(
        reply,
        400,
        messagePage("Payment link not valid", "This payment link is not signed by the merchant."),
      );
    }
    const payment = await openPayment(
      db,
      { ...params, kind: "deposit", amount: BigInt(params.amount), returnUrl: params.return },
      opts.webhookUrl,
      new Date(now()),
    );
    return reply.redirect(`${scope.prefix}/pay/${payment.id}`, 303);
  });

  app.get("/pay/:id", { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const payment = await getPayment(db, request.params.id);
    if (!payment)
      return html(reply, 404, messagePage("Payment not found", "There is no payment with this id."));
    return html(reply, 200, paymentPage(payment, `${scope.prefix}/pay/${payment.id}`));
  });

  app.post(
    "/pay/:id",
    { schema: { hide: true, params: idParams, body: actionBody } },
    async (request, reply) => {
      const result = await applyAction(
        db,
        request.params.id,
        request.body.action,
        opts.webhookUrl,
        new Date(now()),
      );
      if (!result)
        return html(reply, 404, messagePage("Payment not found", "There is no payment with this id."));
      if (result.changed) worker.kick();
      const p = result.payment;
      if (p.kind === "deposit" && p.return_url) {
        return reply.redirect(
          `${p.return_url}/${RETURN_SUFFIX[p.status]}?paymentId=${encodeURIComponent(p.reference)}`,
          303,
        );
      }
      return reply.redirect(`${scope.prefix}/pay/${p.id}`, 303);
    },
  );

  app.post("/api/payouts", { schema: { hide: true, body: payoutBody } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const b = request.body;
    const payment = await openPayment(
      db,
      {
        merchant,
        reference: b.reference,
        kind: "payout",
        method: b.method,
        amount: BigInt(b.amount),
        currency: b.currency,
        returnUrl: null,
      },
      opts.webhookUrl,
      new Date(now()),
    );
    worker.kick();
    return reply.status(201).send(statusView(payment));
  });

  app.get("/api/payments/:id", { schema: { hide: true, params: idParams } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const payment = await getPayment(db, request.params.id);
    if (!payment) return reply.status(404).send({ error: { code: "NOT_FOUND", message: "No such payment" } });
    return statusView(payment);
  });

  app.get(
    "/api/payments",
    { schema: { hide: true, querystring: z.object({ reference: z.string().regex(/^[\w-]{1,64}$/) }) } },
    async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const payment = await findByReference(db, merchant, request.query.reference);
      if (!payment)
        return reply.status(404).send({ error: { code: "NOT_FOUND", message: "No such payment" } });
      return statusView(payment);
    },
  );
};
