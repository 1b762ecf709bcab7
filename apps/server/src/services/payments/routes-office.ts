import { paymentRequestCreated, topicsAnswer, topicTransactionAnswer } from "@parlay/contracts/wallet";
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
import { idParam } from "../wallet/index.ts";
import {
  ownPayment,
  pageOnlyQuery,
  paymentRequestsAnswer,
  presentRequest,
  readPaymentRequests,
  readReceipt,
  readTopicTransaction,
  readTopicTransactions,
  receiptAnswer,
  subTopicView,
  topicId,
  topicOr404,
  topicTransactionsAnswer,
  topicView,
} from "./reads.ts";

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
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "The player's payments a topic can be about.",
        params: z.object({ topicId }),
        querystring: pageOnlyQuery,
        response: { 200: topicTransactionsAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readTopicTransactions(deps.db, user.id, request.params.topicId, request.query);
    },
  );

  app.get(
    `${base}/topics/:topicId/transactions/:transactionId`,
    {
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        params: z.object({ topicId, transactionId: idParam }),
        response: { 200: topicTransactionAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const { topicId, transactionId } = request.params;
      return readTopicTransaction(deps.db, user.id, topicId, transactionId);
    },
  );

  app.get(
    `${base}/topics/:topicId/:subTopicId`,
    {
      schema: {
        tags: ["wallet"],
        params: z.object({ topicId, subTopicId: z.coerce.number().int().min(1).max(100_000) }),
        response: { 200: z.object({ topic: topicView, subTopic: subTopicView }) },
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
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        querystring: pageOnlyQuery,
        response: { 200: paymentRequestsAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readPaymentRequests(deps.db, user.id, request.query);
    },
  );

  app.get(
    "/web-api/wallet/paycheck/:paymentId",
    {
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "The receipt of one payment: what was paid, when, and the ledger transaction.",
        params: z.object({ paymentId: idParam }),
        response: { 200: receiptAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readReceipt(deps.db, user.id, request.params.paymentId);
    },
  );
}
