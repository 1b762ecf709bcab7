/**
 * The support service's HTTP routes (docs/support.md): the player's inbox and tickets under
 * /web-api/support, the agents' queue under /backoffice-api/v1/support.
 */
import { messagesAnswer, queueAnswer, ticketsAnswer, unreadAnswer } from "@parlay/contracts/support";
import type { Db } from "@parlay/db";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Authenticator, requireUser } from "../../http/auth.ts";
import { actorOf, STAFF_API, staffAccess } from "../staff/index.ts";
import { ATTACHMENTS_PER_POST, checkAttachments } from "./attachments.ts";
import { listMessages, MESSAGES_PAGE_SIZE, markRead } from "./messages.ts";
import {
  answerTicket,
  openTicket,
  playerTickets,
  readAttachment,
  replyAsPlayer,
  ticketQueue,
} from "./tickets.ts";

export const SUPPORT_API = "/web-api/support";
const tags = ["support"];
const id = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, "must be a positive integer id")
  .transform((v) => BigInt(v));
const text = (max: number) => z.string().trim().min(1).max(max);
/** base64 of about 3 MB at most; the decoded bytes are held to 2 MiB with their own clear code. */
const attachment = z.object({
  name: z.string().trim().min(1).max(120),
  data: z
    .string()
    .max(4_000_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"),
});
const attachments = z.array(attachment).max(ATTACHMENTS_PER_POST).default([]);
/** Three base64 files and the texts. */
const BODY_LIMIT = 13 * 1024 * 1024;
const okAnswer = z.object({ success: z.literal(true), id: z.string() });

function sendFile(reply: FastifyReply, file: { name: string; mime: string; bytes: Uint8Array }) {
  reply.header("cache-control", "private, no-store");
  reply.header("x-content-type-options", "nosniff");
  reply.header("content-disposition", `attachment; filename="${encodeURIComponent(file.name)}"`);
  return reply.type(file.mime).send(Buffer.from(file.bytes));
}

export function playerRoutes(
  fastify: FastifyInstance,
  db: Db,
  auth: Authenticator,
  now: () => Date,
  /** Announces a changed unread count (the player's other pages follow; push.ts). */
  countChanged: (userId: bigint) => Promise<void> = async () => undefined,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${SUPPORT_API}/messages`,
    {
      config: { renderGrant: true },
      schema: {
        tags,
        description:
          "The player's system messages, newest first (kind and parameters; the office writes the text).",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: messagesAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header("cache-control", "no-store");
      return listMessages(db, user.id, request.query.page, MESSAGES_PAGE_SIZE);
    },
  );
  app.post(
    `${SUPPORT_API}/messages/read`,
    {
      schema: {
        tags,
        description: "Marks the listed messages (or all) read; answers the unread count now.",
        body: z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(id).min(1).max(100) })]),
        response: { 200: unreadAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const b = request.body;
      const unread = await markRead(db, user.id, "all" in b ? "all" : b.ids, now());
      await countChanged(user.id);
      return { unread };
    },
  );
  app.get(
    `${SUPPORT_API}/tickets`,
    {
      config: { renderGrant: true },
      schema: {
        tags,
        description: "The player's tickets of one kind (support or share-idea) with every post.",
        querystring: z.object({ kind: z.enum(["support", "idea"]).default("support") }),
        response: { 200: ticketsAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header("cache-control", "no-store");
      return { items: await playerTickets(db, user.id, request.query.kind) };
    },
  );
  app.post(
    `${SUPPORT_API}/tickets`,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        description:
          "Opens a ticket (or shares an idea) with up to 3 attachments: PNG, JPEG, WebP or PDF by their bytes, 2 MiB each.",
        body: z.object({
          kind: z.enum(["support", "idea"]),
          subject: text(200),
          body: text(4000),
          attachments,
        }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const b = request.body;
      const files = checkAttachments(b.attachments);
      const ticketId = await openTicket(db, user.id, { ...b, attachments: files }, now());
      return { success: true as const, id: ticketId.toString() };
    },
  );
  app.post(
    `${SUPPORT_API}/tickets/:ticketId/posts`,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        description: "Adds to the player's own ticket; it goes back to the agents' queue.",
        params: z.object({ ticketId: id }),
        body: z.object({ body: text(4000), attachments }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const files = checkAttachments(request.body.attachments);
      await replyAsPlayer(db, user.id, request.params.ticketId, request.body.body, files, now());
      return { success: true as const, id: request.params.ticketId.toString() };
    },
  );
  app.get(
    `${SUPPORT_API}/attachments/:attachmentId`,
    {
      schema: {
        tags,
        description: "An attachment of the player's own ticket.",
        params: z.object({ attachmentId: id }),
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      return sendFile(reply, await readAttachment(db, request.params.attachmentId, user.id));
    },
  );
}

export function staffRoutes(fastify: FastifyInstance, db: Db, now: () => Date): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${STAFF_API}/support/tickets`,
    {
      config: staffAccess("support.tickets"),
      schema: {
        tags: ["backoffice"],
        description: "The support queue, oldest change first, one page at a time.",
        querystring: z.object({
          status: z.enum(["open", "answered"]).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: queueAnswer },
      },
    },
    async (request) => ticketQueue(db, request.query),
  );
  app.post(
    `${STAFF_API}/support/tickets/:ticketId/answer`,
    {
      config: staffAccess("support.tickets"),
      schema: {
        tags: ["backoffice"],
        description: "Answers a ticket (audited); the player gets a support_answered message.",
        params: z.object({ ticketId: id }),
        body: z.object({ body: text(4000) }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const name = request.staff?.staff.displayName || "Support";
      await answerTicket(db, actorOf(request), name, request.params.ticketId, request.body.body, now());
      return { success: true as const, id: request.params.ticketId.toString() };
    },
  );
  app.get(
    `${STAFF_API}/support/attachments/:attachmentId`,
    {
      config: staffAccess("support.tickets"),
      schema: {
        tags: ["backoffice"],
        description: "A ticket's attachment.",
        params: z.object({ attachmentId: id }),
      },
    },
    async (request, reply) => sendFile(reply, await readAttachment(db, request.params.attachmentId, null)),
  );
}
