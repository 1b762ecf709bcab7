import { decisionBody } from "@parlay/contracts/backoffice";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type { StaffAccess } from "../staff/index.ts";

// The staff service is loaded lazily here: importing it at module load from the wallet or betting
// service closes an import cycle (staff → session → users → wallet). Its guard is attached by its
// onRoute hook all the same.
const STAFF_API = "/backoffice-api/v1";
const staffAccess = (access: StaffAccess) => ({ staffAccess: access });
const staffModule = () => import("../staff/index.ts");

import type { WalletDeps } from "../wallet/index.ts";
import { idParam } from "../wallet/index.ts";
import { type AppliedEvent, applyPaymentEvent } from "./events.ts";
import { paymentView, presentPayment } from "./presenter.ts";

function answer(applied: AppliedEvent) {
  if (applied.outcome === "conflict")
    throw new AppError("PAYMENT_ALREADY_SETTLED", `The payment is already ${applied.payment.status}`);
  return { payment: presentPayment(applied.payment), outcome: applied.outcome, duplicate: applied.duplicate };
}

const result = z.object({ payment: paymentView, outcome: z.string().nullable(), duplicate: z.boolean() });

/** The staff guard runs first (staff service's onRoute hook); without a member here, refuse (fail closed). */
async function staffOf(request: FastifyRequest) {
  if (!request.staff) throw new AppError("STAFF_SIGN_IN");
  const { actorOf, writeAudit } = await staffModule();
  return { actor: actorOf(request), writeAudit };
}

/**
 * The back office's payment decisions (issue 16; they replace the OPERATOR_TOKEN routes): the
 * payments team approves (paid) or declines (released) a withdrawal, and reconciles any payment with
 * the provider's status query. They go through the same state machine as webhooks, so staff and the
 * provider cannot both settle; the audit row is written in the transaction of the change.
 */
export function staffPaymentRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const decide = async (
    status: "succeeded" | "failed",
    request: FastifyRequest,
    paymentId: bigint,
    reason: string | undefined,
  ) => {
    const { actor, writeAudit } = await staffOf(request);
    const p = await deps.db
      .selectFrom("wallet_payment")
      .selectAll()
      .where("id", "=", paymentId)
      .executeTakeFirst();
    if (p?.kind !== "withdrawal") throw new AppError("NOT_FOUND", "No such withdrawal");
    const applied = await applyPaymentEvent(
      deps.db,
      {
        eventId: `staff:${p.id}:${status}`,
        paymentId: p.id,
        pspPaymentId: null,
        kind: "withdrawal",
        status,
        amount: p.amount,
        currency: p.currency,
        sequence: 0,
        message: reason,
        body: { source: "staff", staffId: String(actor.staffId), reason: reason ?? null },
      },
      deps,
      (trx, done) =>
        writeAudit(
          trx,
          actor,
          {
            action: status === "succeeded" ? "payments.withdrawal_approve" : "payments.withdrawal_decline",
            targetType: "payment",
            targetId: String(p.id),
            before: { status: p.status },
            after: { status: done.payment.status, outcome: done.outcome, reason: reason ?? null },
          },
          new Date(),
        ),
    );
    return answer(applied);
  };
  const schema = (description: string) => ({
    tags: ["backoffice"],
    description,
    params: z.object({ paymentId: idParam }),
    body: decisionBody.nullish(),
    response: { 200: result },
  });
  app.post(
    `${STAFF_API}/payments/withdrawals/:paymentId/approve`,
    { config: staffAccess("payments.decide"), schema: schema("Staff: mark a withdrawal paid.") },
    async (request) => decide("succeeded", request, request.params.paymentId, request.body?.reason),
  );
  app.post(
    `${STAFF_API}/payments/withdrawals/:paymentId/decline`,
    {
      config: staffAccess("payments.decide"),
      schema: schema("Staff: decline a withdrawal (the hold is released)."),
    },
    async (request) => decide("failed", request, request.params.paymentId, request.body?.reason),
  );

  app.post(
    `${STAFF_API}/payments/:paymentId/reconcile`,
    {
      config: staffAccess("payments.decide"),
      schema: {
        tags: ["backoffice"],
        description: "Staff: apply the provider's current status (status query).",
        params: z.object({ paymentId: idParam }),
        response: { 200: result },
      },
    },
    async (request) => {
      const { actor, writeAudit } = await staffOf(request);
      const p = await deps.db
        .selectFrom("wallet_payment")
        .selectAll()
        .where("id", "=", request.params.paymentId)
        .executeTakeFirst();
      if (!p) throw new AppError("NOT_FOUND", "No such payment");
      const audit = (after: unknown) => ({
        action: "payments.reconcile",
        targetType: "payment",
        targetId: String(p.id),
        before: { status: p.status },
        after,
      });
      const view = await deps.psp.findByReference(p.id.toString());
      if (!view || view.status === "created") {
        await writeAudit(
          deps.db,
          actor,
          audit({ status: p.status, provider: view?.status ?? null }),
          new Date(),
        );
        return { payment: presentPayment(p), outcome: null, duplicate: false };
      }
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
        (trx, done) =>
          writeAudit(trx, actor, audit({ status: done.payment.status, outcome: done.outcome }), new Date()),
      );
      if (applied.duplicate)
        await writeAudit(deps.db, actor, audit({ status: p.status, duplicate: true }), new Date());
      return answer(applied);
    },
  );
}
