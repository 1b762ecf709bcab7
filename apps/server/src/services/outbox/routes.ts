import { listDevMail } from "@parlay/db/players";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { mailboxPage } from "./mailbox-page.ts";

const TAGS = ["dev"];
const mailboxQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const mailItem = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  deliveredAt: z.string(),
});

/**
 * The development mailbox at /dev/mailbox (HTML) and /dev/mailbox.json. In production the routes
 * are not registered at all, so both answer the ordinary 404.
 */
export const outboxService: Service = async (fastify, ctx) => {
  if (ctx.env.production) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex" };

  app.get(
    "/dev/mailbox",
    {
      schema: {
        tags: TAGS,
        description: "Development mailbox (HTML); 404 in production.",
        querystring: mailboxQuery,
      },
    },
    async (request, reply) => {
      const rows = await listDevMail(ctx.db, { recipient: request.query.to, limit: request.query.limit });
      reply.headers(noStore).type("text/html; charset=utf-8");
      return mailboxPage(rows);
    },
  );

  app.get(
    "/dev/mailbox.json",
    {
      schema: {
        tags: TAGS,
        description: "Development mailbox (JSON, newest first); 404 in production.",
        querystring: mailboxQuery,
        response: { 200: z.object({ messages: z.array(mailItem) }) },
      },
    },
    async (request, reply) => {
      const rows = await listDevMail(ctx.db, { recipient: request.query.to, limit: request.query.limit });
      reply.headers(noStore);
      return {
        messages: rows.map((r) => ({
          id: Number(r.id),
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          text: r.body_text,
          html: r.body_html,
          deliveredAt: r.delivered_at.toISOString(),
        })),
      };
    },
  );
};
