import {
  answerBody,
  pageOf,
  paymentQuery,
  paymentRequestQuery,
  paymentRequestRow,
  paymentRow,
} from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { actorOf, STAFF_API, staffAccess, toCsv, writeAudit } from "../staff/index.ts";
import { listPayments, presentPaymentRow } from "./payment-rows.ts";

const TAGS = ["backoffice"];

function presentRequest(
  r: Selectable<Database["wallet_payment_request"]>,
): z.infer<typeof paymentRequestRow> {
  return {
    id: String(r.id),
    userId: String(r.user_id),
    topicId: r.topic_id,
    paymentId: r.payment_id === null ? null : String(r.payment_id),
    message: r.message,
    status: r.status,
    answer: r.answer,
    answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * Payments: every payment (the withdrawal approval queue is `kind=withdrawal&status=pending`), CSV,
 * and the players' payment requests answered by support or payments. Approving and declining a
 * withdrawal are the payments service's staff routes (payments/routes-staff.ts).
 */
export function paymentRoutes(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${STAFF_API}/payments`,
    {
      config: staffAccess("payments.read"),
      schema: {
        tags: TAGS,
        description: "Payments, filtered, sorted and paged on the server.",
        querystring: paymentQuery,
        response: { 200: pageOf(paymentRow) },
      },
    },
    async (request) => {
      const page = await listPayments(db, request.query);
      return { ...page, items: page.items.map(presentPaymentRow) };
    },
  );

  app.get(
    `${STAFF_API}/payments.csv`,
    {
      config: staffAccess("payments.read"),
      schema: {
        tags: TAGS,
        description: "Payments as CSV (at most 50,000 rows).",
        querystring: paymentQuery,
      },
    },
    async (request, reply) => {
      const page = await listPayments(db, request.query, 50_000);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", 'attachment; filename="payments.csv"');
      const rows = page.items.map(presentPaymentRow);
      return toCsv(Object.keys(paymentRow.shape) as (keyof (typeof rows)[number])[], rows);
    },
  );

  app.get(
    `${STAFF_API}/payment-requests`,
    {
      config: staffAccess("payments.requests"),
      schema: {
        tags: TAGS,
        description: "The players' payment requests (questions about a payment).",
        querystring: paymentRequestQuery,
        response: { 200: pageOf(paymentRequestRow) },
      },
    },
    async (request) => {
      const q = request.query;
      let base = db.selectFrom("wallet_payment_request");
      if (q.status) base = base.where("status", "=", q.status);
      const total = Number(
        (await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
      );
      const rows = await base
        .selectAll()
        .orderBy(q.sort === "createdAt" ? "created_at" : "id", q.dir)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute();
      return { items: rows.map(presentRequest), total, page: q.page, pageSize: q.pageSize };
    },
  );

  app.post(
    `${STAFF_API}/payment-requests/:id/answer`,
    {
      config: staffAccess("payments.requests"),
      schema: {
        tags: TAGS,
        description: "Answers a player's payment request; the answer shows in the player's office.",
        params: z.object({ id: z.coerce.bigint().positive() }),
        body: answerBody,
        response: { 200: paymentRequestRow },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("wallet_payment_request")
          .selectAll()
          .where("id", "=", request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new AppError("NOT_FOUND", "No such payment request");
        const after = await trx
          .updateTable("wallet_payment_request")
          .set({
            answer: request.body.answer,
            answered_at: at,
            answered_by: request.staff?.staff.id ?? null,
            status: "answered",
          })
          .where("id", "=", before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(
          trx,
          actorOf(request),
          {
            action: "payments.request_answer",
            targetType: "payment_request",
            targetId: String(before.id),
            before: { status: before.status, answer: before.answer },
            after: { status: after.status, answer: after.answer },
          },
          at,
        );
        return presentRequest(after);
      });
    },
  );
}
