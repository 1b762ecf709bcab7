/**
 * TEST FIXTURES — a player's ticket to answer, and an example request for every back-office
 * support route (the staff policy table and audit enumeration of staff.test.ts).
 */
import type { Db } from "@parlay/db";
import { STAFF_API } from "../staff/index.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { openTicket } from "./tickets.ts";

/** A 1×1 PNG (the smallest valid one). */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export async function ticketOf(db: Db, userId?: bigint): Promise<{ userId: bigint; ticketId: bigint }> {
  const owner = userId ?? (await createUser(db));
  const ticketId = await openTicket(
    db,
    owner,
    {
      kind: "support",
      subject: "Deposit missing",
      body: "I paid yesterday",
      attachments: [{ name: "receipt.png", mime: "image/png", bytes: PNG_1PX }],
    },
    new Date(),
  );
  return { userId: owner, ticketId };
}

type Example = () => Promise<{ url: string; body?: unknown }>;

export function supportExamples(dbOf: () => Db): Record<string, Example> {
  const S = `${STAFF_API}/support`;
  return {
    [`GET ${S}/tickets`]: async () => ({ url: `${S}/tickets?status=open&page=1&pageSize=5` }),
    [`POST ${S}/tickets/:ticketId/answer`]: async () => ({
      url: `${S}/tickets/${(await ticketOf(dbOf())).ticketId}/answer`,
      body: { body: "We found it" },
    }),
    [`GET ${S}/chats`]: async () => ({ url: `${S}/chats` }),
    [`GET ${S}/chats/:userId`]: async () => ({ url: `${S}/chats/${await createUser(dbOf())}` }),
    [`GET ${S}/chat/ticket`]: async () => ({ url: `${S}/chat/ticket` }),
    [`GET ${S}/attachments/:attachmentId`]: async () => {
      const { ticketId } = await ticketOf(dbOf());
      const a = await dbOf()
        .selectFrom("support_attachment as a")
        .innerJoin("support_post as p", "p.id", "a.post_id")
        .select("a.id")
        .where("p.ticket_id", "=", ticketId)
        .executeTakeFirstOrThrow();
      return { url: `${S}/attachments/${a.id}` };
    },
  };
}
