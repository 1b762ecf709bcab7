import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import { idParam } from "../wallet/index.ts";
import { type AppliedEvent, applyPaymentEvent } from "./events.ts";
import { paymentView, presentPayment } from "./presenter.ts";

function requireOperator(deps: WalletDeps, request: FastifyRequest): void {
  if (!deps.operatorToken)
    throw new AppError("FORBIDDEN", "Operator routes are disabled (OPERATOR_TOKEN is not set)");
  const given = Buffer.from(String(request.headers.authorization ?? ""));
  const expected = Buffer.from(`Bearer ${deps.operatorToken}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError("FORBIDDEN", "Wrong operator token");
}

function answer(applied: AppliedEvent) {
  if (applied.outcome === "conflict")
    throw new AppError("PAYMENT_ALREADY_SETTLED", `The payment is already ${applied.payment.status}`);
  return { payment: presentPayment(applied.payment), outcome: applied.outcome, duplicate: applied.duplicate };
}

const result = z.object({ payment: paymentView, outcome: z.string().nullable(), duplicate: z.boolean() });

/**
 * Internal routes for operators (Authorization: Bearer $OPERATOR_TOKEN): approve (paid) or reject
 * (released) a withdrawal, and reconcile any payment with the provider's status query. They go
 * through the same state machine as webhooks, so an operator and the provider cannot both settle.
 */
export function operatorRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const decide =
    (status: "succeeded" | "failed") =>
    async (
      request: FastifyRequest<{ Params: { paymentId: bigint }; Body: { reason?: string | undefined } }>,
    ) => {
      requireOperator(deps, request);
      const p = await deps.db
        .selectFrom("wallet_payment")
        .selectAll()
        .where("id", "=", request.params.paymentId)
        .executeTakeFirst();
      if (p?.kind !== "withdrawal") throw new AppError("NOT_FOUND", "No such withdrawal");
      const applied = await applyPaymentEvent(
        deps.db,
        {
          eventId: `operator:${p.id}:${status}`,
          paymentId: p.id,
          pspPaymentId: null,
          kind: "withdrawal",
          status,
          amount: p.amount,
          currency: p.currency,
          sequence: 0,
          message: request.body?.reason,
          body: { source: "operator", reason: request.body?.reason ?? null },
        },
        deps,
      );
      return answer(applied);
    };
  const schema = (description: string) => ({
    tags: ["payments"],
    description,
    params: z.object({ paymentId: idParam }),
    body: z.object({ reason: z.string().max(500).optional() }).nullish(),
    response: { 200: result },
  });
  app.post(
    "/web-api/internal/wallet/withdrawals/:paymentId/approve",
    { schema: schema("Operator: mark a withdrawal paid.") },
    decide("succeeded"),
  );
  app.post(
    "/web-api/internal/wallet/withdrawals/:paymentId/reject",
    { schema: schema("Operator: reject a withdrawal (the hold is released).") },
    decide("failed"),
  );

  app.post(
    "/web-api/internal/wallet/payments/:paymentId/reconcile",
    {
      schema: {
        tags: ["payments"],
        description: "Operator: apply the provider's current status (status query).",
        params: z.object({ paymentId: idParam }),
        response: { 200: result },
      },
    },
    async (request) => {
      requireOperator(deps, request);
      const p = await deps.db
        .selectFrom("wallet_payment")
        .selectAll()
        .where("id", "=", request.params.paymentId)
        .executeTakeFirst();
      if (!p) throw new AppError("NOT_FOUND", "No such payment");
      const view = await deps.psp.findByReference(p.id.toString());
      if (!view || view.status === "created")
        return { payment: presentPayment(p), outcome: null, duplicate: false };
      const applied = await applyPaymentEvent(
        deps.db,
        {
          eventId: `status:${view.id}:${view.sequence}`,
          paymentId: p.id,
          pspPaymentId: view.id,
          kind: view.kind === "payout" ? "withdrawal" : "deposit",
          status: view.status,
          amount: BigInt(view.amount),
          currency: view.currency,
          sequence: view.sequence,
          body: view,
        },
        deps,
      );
      return answer(applied);
    },
  );
}
