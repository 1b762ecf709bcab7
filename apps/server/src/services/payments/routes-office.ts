import {
  paged,
  paycheckAnswer,
  paymentRequestCreated,
  paymentRequestView,
  paymentView,
  subTopicAnswer,
  topicsAnswer,
  topicTransactionAnswer,
} from "@parlay/contracts/wallet";
import {
  checkPaymentRequestTarget,
  PAYMENT_REQUEST_TOPICS,
  paymentRequestTopic,
} from "@parlay/domain/wallet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import { idNumber, idParam, pageQuery } from "../wallet/index.ts";
import { presentPayment, receiptHash } from "./presenter.ts";
import { ownPayment } from "./routes-cashier.ts";

const topicId = z.coerce.number().int().min(1).max(1000);

function topicOr404(id: number) {
  const topic = paymentRequestTopic(id);
  if (!topic) throw new AppError("NOT_FOUND", "No such topic");
  return topic;
}

/**
 * Office payment/requests and payment/create-request/{topicId}[/transactions[/{transactionId}] |
 * /{subTopicId}] — a player's question to support about payments ("transactions" are the
 * player's payments) — and paycheck, the receipt of one payment.
 */
export function officeRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = "/web-api/wallet/payment-requests";

  app.get(
    `${base}/topics`,
    { schema: { tags: ["wallet"], response: { 200: topicsAnswer } } },
    async (request) => {
      await requireUser(deps.auth, request);
      return { topics: PAYMENT_REQUEST_TOPICS.map((t) => ({ ...t, subTopics: [...t.subTopics] })) };
    },
  );

  app.get(
    `${base}/topics/:topicId/transactions`,
    {
      schema: {
        tags: ["wallet"],
        description: "The player's payments a topic can be about.",
        params: z.object({ topicId }),
        querystring: z.object(pageQuery),
        response: { 200: paged(paymentView) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const topic = topicOr404(request.params.topicId);
      if (!topic.paymentKind) throw new AppError("NOT_FOUND", "This topic is not about a payment");
      const { page, pageSize } = request.query;
      const q = deps.db
        .selectFrom("wallet_payment")
        .where("user_id", "=", user.id)
        .where("kind", "=", topic.paymentKind);
      const rows = await q
        .selectAll()
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { count } = await q
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return { items: rows.map(presentPayment), page, pageSize, total: Number(count) };
    },
  );

  app.get(
    `${base}/topics/:topicId/transactions/:transactionId`,
    {
      schema: {
        tags: ["wallet"],
        params: z.object({ topicId, transactionId: idParam }),
        response: { 200: topicTransactionAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const topic = topicOr404(request.params.topicId);
      const p = await ownPayment(deps, user.id, request.params.transactionId);
      if (topic.paymentKind !== p.kind)
        throw new AppError("NOT_FOUND", "This payment does not fit the topic");
      return { topic: { ...topic, subTopics: [...topic.subTopics] }, transaction: presentPayment(p) };
    },
  );

  app.get(
    `${base}/topics/:topicId/:subTopicId`,
    {
      schema: {
        tags: ["wallet"],
        params: z.object({ topicId, subTopicId: z.coerce.number().int().min(1).max(100_000) }),
        response: { 200: subTopicAnswer },
      },
    },
    async (request) => {
      await requireUser(deps.auth, request);
      const topic = topicOr404(request.params.topicId);
      const sub = topic.subTopics.find((s) => s.id === request.params.subTopicId);
      if (!sub) throw new AppError("NOT_FOUND", "No such sub-topic");
      return { topic: { ...topic, subTopics: [...topic.subTopics] }, subTopic: sub };
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: ["wallet"],
        description: "Create a payment request (a question to support).",
        body: z.object({
          topicId: z.number().int().min(1),
          subTopicId: z.number().int().min(1).optional(),
          transactionId: z.number().int().min(1).optional(),
          message: z.string().trim().min(1).max(2000),
        }),
        response: { 201: paymentRequestCreated },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const b = request.body;
      const problem = checkPaymentRequestTarget({
        topicId: b.topicId,
        subTopicId: b.subTopicId,
        hasPayment: b.transactionId !== undefined,
      });
      if (problem === "unknown_topic" || problem === "unknown_sub_topic")
        throw new AppError("NOT_FOUND", `No such ${problem.slice(8).replace("_", "-")}`);
      if (problem) throw new AppError("VALIDATION", `body: ${problem.replaceAll("_", " ")}`);
      if (b.transactionId !== undefined) {
        const p = await ownPayment(deps, user.id, BigInt(b.transactionId));
        if (paymentRequestTopic(b.topicId)?.paymentKind !== p.kind)
          throw new AppError("NOT_FOUND", "This payment does not fit the topic");
      }
      const row = await deps.db
        .insertInto("wallet_payment_request")
        .values({
          user_id: user.id,
          topic_id: b.topicId,
          sub_topic_id: b.subTopicId ?? null,
          payment_id: b.transactionId === undefined ? null : BigInt(b.transactionId),
          message: b.message,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ request: presentRequest(row) });
    },
  );

  app.get(
    base,
    {
      schema: {
        tags: ["wallet"],
        querystring: z.object(pageQuery),
        response: { 200: paged(paymentRequestView) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const { page, pageSize } = request.query;
      const q = deps.db.selectFrom("wallet_payment_request").where("user_id", "=", user.id);
      const rows = await q
        .selectAll()
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { count } = await q
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return { items: rows.map(presentRequest), page, pageSize, total: Number(count) };
    },
  );

  app.get(
    "/web-api/wallet/paycheck/:paymentId",
    {
      schema: {
        tags: ["wallet"],
        description: "The receipt of one payment: what was paid, when, and the ledger transaction.",
        params: z.object({ paymentId: idParam }),
        response: { 200: paycheckAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const p = await ownPayment(deps, user.id, request.params.paymentId);
      return {
        receipt: { ...presentPayment(p), pspPaymentId: p.psp_payment_id, receiptHash: receiptHash(p) },
      };
    },
  );
}

function presentRequest(r: {
  id: bigint;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: bigint | null;
  message: string;
  status: "open" | "answered" | "closed";
  created_at: Date;
}) {
  return {
    id: idNumber(r.id),
    topicId: r.topic_id,
    subTopicId: r.sub_topic_id,
    paymentId: r.payment_id === null ? null : idNumber(r.payment_id),
    message: r.message,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  };
}
