/**
 * Support tickets and share-idea (docs/support.md "Tickets"): a player opens a ticket (subject, body,
 * attachments) and may add to it; a support agent answers from the back office. An answer writes the
 * player a `support_answered` message in the same transaction, with the agent's audit row.
 */

import type { TicketItem } from "@parlay/contracts/support";
import type { Database, Db } from "@parlay/db";
import type { Kysely, Selectable, Transaction } from "kysely";
import { AppError } from "../../http/errors.ts";
import { type StaffActor, writeAudit } from "../staff/index.ts";
import type { CheckedAttachment } from "./attachments.ts";
import { notifyPlayer } from "./messages.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewTicket {
  kind: "support" | "idea";
  subject: string;
  body: string;
  attachments: CheckedAttachment[];
}

async function addPost(
  trx: Executor,
  ticketId: bigint,
  body: string,
  attachments: CheckedAttachment[],
  staff: { id: bigint | null; name: string } | null,
  now: Date,
): Promise<bigint> {
  const post = await trx
    .insertInto("support_post")
    .values({
      ticket_id: ticketId,
      body,
      staff_id: staff?.id ?? null,
      staff_name: staff?.name ?? null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const a of attachments) {
    await trx
      .insertInto("support_attachment")
      .values({ post_id: post.id, mime: a.mime, name: a.name, size: a.bytes.length, bytes: a.bytes })
      .execute();
  }
  return post.id;
}

export async function openTicket(db: Db, userId: bigint, t: NewTicket, now: Date): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("support_ticket")
      .values({ user_id: userId, kind: t.kind, subject: t.subject, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addPost(trx, row.id, t.body, t.attachments, null, now);
    return row.id;
  });
}

/** The player adds to their own ticket; it goes back to the queue as open. */
export async function replyAsPlayer(
  db: Db,
  userId: bigint,
  ticketId: bigint,
  body: string,
  attachments: CheckedAttachment[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = await trx
      .selectFrom("support_ticket")
      .select("id")
      .where("id", "=", ticketId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!t) throw new AppError("NOT_FOUND");
    await addPost(trx, ticketId, body, attachments, null, now);
    await trx
      .updateTable("support_ticket")
      .set({ status: "open", updated_at: now })
      .where("id", "=", ticketId)
      .execute();
  });
}

/** A support agent answers: the post, the ticket's status, the player's message and the audit row, together. */
export async function answerTicket(
  db: Db,
  actor: StaffActor,
  staffName: string,
  ticketId: bigint,
  body: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = await trx
      .selectFrom("support_ticket")
      .selectAll()
      .where("id", "=", ticketId)
      .forUpdate()
      .executeTakeFirst();
    if (!t) throw new AppError("NOT_FOUND");
    const postId = await addPost(trx, ticketId, body, [], { id: actor.staffId, name: staffName }, now);
    await trx
      .updateTable("support_ticket")
      .set({ status: "answered", updated_at: now })
      .where("id", "=", ticketId)
      .execute();
    await notifyPlayer(trx, t.user_id, "support_answered", {
      ticketId: ticketId.toString(),
      subject: t.subject,
    });
    await writeAudit(
      trx,
      actor,
      {
        action: "support.answer",
        targetType: "support_ticket",
        targetId: ticketId.toString(),
        before: { status: t.status },
        after: { status: "answered", postId: postId.toString(), body },
      },
      now,
    );
  });
}

/** Tickets with their posts and attachment names (no bytes). */
async function withPosts(
  db: Executor,
  rows: readonly Selectable<Database["support_ticket"]>[],
): Promise<TicketItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((t) => t.id);
  const posts = await db
    .selectFrom("support_post")
    .selectAll()
    .where("ticket_id", "in", ids)
    .orderBy("id")
    .execute();
  const files =
    posts.length === 0
      ? []
      : await db
          .selectFrom("support_attachment")
          .select(["id", "post_id", "name", "mime", "size"])
          .where(
            "post_id",
            "in",
            posts.map((p) => p.id),
          )
          .orderBy("id")
          .execute();
  return rows.map((t) => ({
    id: t.id.toString(),
    kind: t.kind,
    subject: t.subject,
    status: t.status,
    createdAt: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
    posts: posts
      .filter((p) => p.ticket_id === t.id)
      .map((p) => ({
        id: p.id.toString(),
        staffName: p.staff_id === null ? null : (p.staff_name ?? "Support"),
        body: p.body,
        createdAt: p.created_at.toISOString(),
        attachments: files
          .filter((f) => f.post_id === p.id)
          .map((f) => ({ id: f.id.toString(), name: f.name, mime: f.mime, size: f.size })),
      })),
  }));
}

export async function playerTickets(
  db: Executor,
  userId: bigint,
  kind: "support" | "idea",
): Promise<TicketItem[]> {
  const tickets = await db
    .selectFrom("support_ticket")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return withPosts(db, tickets);
}

export async function ticketQueue(
  db: Executor,
  q: { status?: "open" | "answered" | undefined; page: number; pageSize: number },
): Promise<{ items: (TicketItem & { userId: string })[]; total: number; page: number; pageSize: number }> {
  let base = db.selectFrom("support_ticket");
  if (q.status) base = base.where("status", "=", q.status);
  const tickets = await base
    .selectAll()
    .orderBy("updated_at", "asc")
    .orderBy("id", "asc")
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
  const items = await withPosts(db, tickets);
  return {
    items: items.map((item, i) => ({ ...item, userId: String(tickets[i]?.user_id) })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One attachment's bytes, for the ticket's player (userId) or for staff (userId null). */
export async function readAttachment(
  db: Executor,
  id: bigint,
  userId: bigint | null,
): Promise<{ name: string; mime: string; bytes: Uint8Array }> {
  let q = db
    .selectFrom("support_attachment as a")
    .innerJoin("support_post as p", "p.id", "a.post_id")
    .innerJoin("support_ticket as t", "t.id", "p.ticket_id")
    .select(["a.name", "a.mime", "a.bytes"])
    .where("a.id", "=", id);
  if (userId !== null) q = q.where("t.user_id", "=", userId);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
