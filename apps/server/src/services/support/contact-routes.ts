/**
 * The support multi-button's forms (spec 000 §1, §4, §6; docs/support.md "Multi-button"): a callback
 * request (signed-in players) and the e-mail form. Both become a ticket in the agents' queue; a
 * guest's e-mail form has no account to hang a ticket on, so it goes to the support mailbox through
 * the outbox, with the guest's address to answer to.
 */
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Authenticator, requireUser } from "../../http/auth.ts";
import { sendEmail } from "../outbox/index.ts";
import { openTicket } from "./tickets.ts";

const ok = z.object({ success: z.literal(true) });

export function contactRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; auth: Authenticator; now: () => Date; mailbox: string },
): void {
  const { db, auth, now } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/web-api/support/callback",
    {
      schema: {
        tags: ["support"],
        description: "A signed-in player asks to be called back; it joins the agents' queue as a ticket.",
        body: z.object({
          phone: z
            .string()
            .trim()
            .regex(/^\+?[0-9 ()-]{6,24}$/, "must be a phone number"),
          when: z.string().trim().max(100).default(""),
        }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const { phone, when } = request.body;
      await openTicket(
        db,
        user.id,
        {
          kind: "support",
          subject: `Callback: ${phone}`,
          body: when ? `Please call ${phone} (${when}).` : `Please call ${phone}.`,
          attachments: [],
        },
        now(),
      );
      return { success: true as const };
    },
  );
  app.post(
    "/web-api/support/email",
    {
      schema: {
        tags: ["support"],
        description:
          "The e-mail form: a signed-in player's message becomes a ticket; a guest's goes to the support mailbox.",
        body: z.object({
          email: z.email().max(200),
          body: z.string().trim().min(1).max(4000),
        }),
        response: { 200: ok },
      },
    },
    async (request) => {
      const user = await auth.userFrom(request);
      const { email, body } = request.body;
      if (user) {
        await openTicket(
          db,
          user.id,
          { kind: "support", subject: `E-mail form (${email})`, body, attachments: [] },
          now(),
        );
      } else {
        await sendEmail(db, {
          to: deps.mailbox,
          subject: `Support form from ${email}`,
          text: `Reply to: ${email}\n\n${body}`,
          at: now(),
        });
      }
      return { success: true as const };
    },
  );
}
