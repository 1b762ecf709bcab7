import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import { applyPaymentEvent } from "./events.ts";
import { checkWebhookSignature, PSP_SIGNATURE_HEADER } from "./psp-protocol.ts";

const webhookEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.string(),
  created: z.number().int(),
  data: z.object({
    paymentId: z.string().min(1).max(100),
    reference: z.string().regex(/^[1-9]\d{0,15}$/),
    kind: z.enum(["deposit", "payout"]),
    status: z.enum(["pending", "succeeded", "failed", "cancelled"]),
    amount: z.string().regex(/^\d{1,18}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    sequence: z.number().int().min(0),
    message: z.string().max(500).optional(),
  }),
});

/**
 * POST /web-api/payments/webhook — the provider's signed events. The signature covers the raw
 * bytes, so this route lives in its own encapsulated plugin whose JSON parser keeps the body as
 * text. Order of checks: signature (401), freshness within 5 minutes (400), shape (400), then the
 * event is applied once (duplicates answer 200 so the provider stops retrying).
 */
export function webhookRoutes(deps: WalletDeps) {
  return async (scope: FastifyInstance) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      "/web-api/payments/webhook",
      {
        schema: {
          tags: ["payments"],
          description:
            "Payment provider webhook (HMAC-SHA256 over `timestamp.body`, header x-psp-signature).",
          body: z.string(),
          response: {
            200: z.object({
              received: z.literal(true),
              duplicate: z.boolean(),
              outcome: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => {
        const raw = request.body;
        const header = request.headers[PSP_SIGNATURE_HEADER];
        const check = checkWebhookSignature(
          deps.webhookSecret,
          raw,
          typeof header === "string" ? header : undefined,
          Math.floor(deps.now() / 1000),
        );
        if (check === "bad_signature") throw new AppError("WEBHOOK_SIGNATURE_INVALID");
        if (check === "stale") throw new AppError("WEBHOOK_TIMESTAMP_STALE");
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError("VALIDATION", "The webhook body is not JSON");
        }
        const parsed = webhookEvent.safeParse(json);
        if (!parsed.success)
          throw new AppError(
            "VALIDATION",
            `The webhook body is not a payment event: ${parsed.error.message}`,
          );
        const e = parsed.data;
        const applied = await applyPaymentEvent(
          deps.db,
          {
            eventId: e.id,
            paymentId: BigInt(e.data.reference),
            pspPaymentId: e.data.paymentId,
            kind: e.data.kind === "payout" ? "withdrawal" : "deposit",
            status: e.data.status,
            amount: BigInt(e.data.amount),
            currency: e.data.currency,
            sequence: e.data.sequence,
            message: e.data.message,
            body: json,
          },
          deps,
        );
        return { received: true as const, duplicate: applied.duplicate, outcome: applied.outcome };
      },
    );
  };
}
