import multipart from "@fastify/multipart";
import {
  documentKind,
  documentPurpose,
  documentUploaded,
  verificationAnswer,
} from "@parlay/contracts/verification";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { int8Id } from "../../http/ids.ts";
import { type PlayersRuntime, perMinute, playersFor, registerRateLimit } from "../session/index.ts";
import { personalDataRoutes, readState } from "./personal-data.ts";
import {
  documentContent,
  documentsOf,
  pendingCount,
  presentDocument,
  storeDocument,
  verificationSummary,
} from "./store.ts";
import { DEFAULT_MAX_BYTES, readDocument } from "./upload.ts";

const TAGS = ["verification"];
/** Documents a player may have waiting for review at once. */
export const MAX_PENDING_DOCUMENTS = 10;
const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** Sends a stored document: never inline-rendered as a page, never cached, never sniffed. */
export function sendDocument(reply: FastifyReply, doc: { id: bigint; mime: string; content: Uint8Array }) {
  return reply
    .header("content-type", doc.mime)
    .header(
      "content-disposition",
      `attachment; filename="document-${doc.id}.${EXTENSION[doc.mime] ?? "bin"}"`,
    )
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(Buffer.from(doc.content));
}

/** The largest document accepted (VERIFICATION_MAX_BYTES, default 10 MiB). */
export function verificationMaxBytes(): number {
  return Number(process.env.VERIFICATION_MAX_BYTES) || DEFAULT_MAX_BYTES;
}

/** GET /web-api/user/verification: the status and the player's documents (also the office's render). */
export async function readVerification(db: PlayersRuntime["db"], userId: bigint) {
  const state = await readState(db, userId);
  const documents = await documentsOf(db, userId);
  return {
    verification: verificationSummary(state),
    documents: documents.map(presentDocument),
    maxBytes: verificationMaxBytes(),
  };
}

async function siteConfigFor(rt: PlayersRuntime, request: FastifyRequest) {
  return (await rt.config.getAll({ host: rt.hostOf(request), country: "" })).data;
}

/**
 * The office's personal-data, verification and identification pages (issue 17; docs/verification.md):
 * the signed-in player's own data and documents only.
 */
export const verificationService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  const maxBytes = verificationMaxBytes();
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    personalDataRoutes(scope, auth, (request) => siteConfigFor(rt, request));

    app.get(
      "/web-api/user/verification",
      {
        config: { renderGrant: true },
        schema: {
          tags: TAGS,
          description: "The player's verification status (001 §4) and their uploaded documents.",
          response: { 200: verificationAnswer },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const s = await auth.requireSession(request);
        return readVerification(rt.db, s.row.user_id);
      },
    );

    app.post(
      "/web-api/user/verification/documents",
      {
        preHandler: auth.csrfGuard,
        config: perMinute(rt.rateLimits.login),
        schema: {
          tags: TAGS,
          description: `multipart/form-data with one file: a JPEG, PNG or WebP image or a PDF, at most ${maxBytes} bytes. The type is read from the bytes; image metadata is removed before it is stored. The player becomes pending (verification_status 1). Identification documents only when isShowIdentification.`,
          querystring: z.object({ kind: documentKind, purpose: documentPurpose.default("verification") }),
          response: { 201: documentUploaded },
        },
      },
      async (request, reply) => {
        const s = await auth.requireSession(request);
        if (s.via === "grant") throw new AppError("FORBIDDEN");
        const { kind, purpose } = request.query;
        if (purpose === "identification" && !(await siteConfigFor(rt, request)).isShowIdentification)
          throw new AppError("NOT_FOUND", "Identification is not offered on this site");
        if ((await pendingCount(rt.db, s.row.user_id)) >= MAX_PENDING_DOCUMENTS)
          throw new AppError("CONFLICT", `At most ${MAX_PENDING_DOCUMENTS} documents can wait for review`);
        const { mime, content } = await readDocument(request, maxBytes);
        const doc = await storeDocument(
          rt.db,
          { userId: s.row.user_id, purpose, kind, mime, content },
          rt.now(),
        );
        const state = await readState(rt.db, s.row.user_id);
        reply.code(201).header("cache-control", "no-store");
        return { document: presentDocument(doc), verification: verificationSummary(state) };
      },
    );

    app.get(
      "/web-api/user/verification/documents/:id",
      {
        schema: {
          tags: TAGS,
          description: "The player's own document, as an attachment. Another player's document is 404.",
          params: z.object({ id: int8Id }),
        },
      },
      async (request, reply) => {
        const s = await auth.requireSession(request);
        const doc = await documentContent(rt.db, BigInt(request.params.id), s.row.user_id);
        if (!doc) throw new AppError("NOT_FOUND", "No such document");
        return sendDocument(reply, doc);
      },
    );
  });
};
