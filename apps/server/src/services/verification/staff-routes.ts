import { pageOf } from "@parlay/contracts/backoffice";
import {
  documentUploaded,
  reviewDecisionBody,
  reviewQueueQuery,
  reviewRow,
} from "@parlay/contracts/verification";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { int8Id } from "../../http/ids.ts";
import { actorOf, STAFF_API, staffAccess, writeAudit } from "../staff/index.ts";
import { sendDocument } from "./player-routes.ts";
import { decideDocument, reviewQueue } from "./review.ts";
import { documentContent } from "./store.ts";

const TAGS = ["backoffice"];
const idParam = z.object({ id: int8Id });

/**
 * Compliance review of identity documents (issue 17; docs/verification.md): the queue, the
 * document itself (each view audited: identity documents are the most sensitive data we hold), and
 * the decision, audited with the player's state before and after. Compliance only (players.verify).
 */
function verificationRoutes(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const V = `${STAFF_API}/verification`;

  app.get(
    `${V}/documents`,
    {
      config: staffAccess("players.verify"),
      schema: {
        tags: TAGS,
        description: "Documents by status (pending first-in first-out), paged on the server.",
        querystring: reviewQueueQuery,
        response: { 200: pageOf(reviewRow) },
      },
    },
    async (request) => reviewQueue(db, request.query),
  );

  app.get(
    `${V}/documents/:id/file`,
    {
      config: staffAccess("players.verify"),
      schema: {
        tags: TAGS,
        description: "The document's file (attachment, never cached); the view is audited.",
        params: idParam,
      },
    },
    async (request, reply) => {
      const doc = await documentContent(db, BigInt(request.params.id), null);
      if (!doc) throw new AppError("NOT_FOUND", "No such document");
      await writeAudit(
        db,
        actorOf(request),
        {
          action: "verification.view",
          targetType: "player",
          targetId: String(doc.user_id),
          after: { documentId: String(doc.id) },
        },
        now(),
      );
      return sendDocument(reply, doc);
    },
  );

  app.post(
    `${V}/documents/:id/decision`,
    {
      config: staffAccess("players.verify"),
      schema: {
        tags: TAGS,
        description:
          "approve (the player is verified), reject, or request_additional (another document is needed); 409 VERIFICATION_DECIDED for a decided document.",
        params: idParam,
        body: reviewDecisionBody,
        response: { 200: documentUploaded },
      },
    },
    async (request) =>
      decideDocument(
        db,
        actorOf(request),
        { documentId: BigInt(request.params.id), decision: request.body.decision, note: request.body.note },
        now(),
      ),
  );
}

/** The compliance review under /backoffice-api/v1 (mount the staff service first). */
export function createVerificationBackoffice(options: { now?: () => Date } = {}): Service {
  return async (fastify, ctx) => {
    const now = options.now ?? (() => new Date());
    if (!fastify.hasDecorator("staffRoutes"))
      throw new Error("The verification review needs the staff service mounted before it");
    await fastify.register(async (scope: FastifyInstance) => {
      scope.addHook("onSend", async (_request, reply) => {
        reply.header("cache-control", "no-store");
      });
      verificationRoutes(scope, ctx.db, now);
    });
  };
}
