import { type Insertable, type Selectable, sql } from "kysely";
import type { Db } from "../connect.ts";
import type { DevMailboxTable, OutboxMessagesTable } from "./schema.ts";

export type OutboxRow = Selectable<OutboxMessagesTable>;
export type NewOutboxMessage = Omit<Insertable<OutboxMessagesTable>, "created_at" | "next_attempt_at"> & {
  created_at?: Date;
};
export type DevMailboxRow = Selectable<DevMailboxTable>;

/** Queues a message; call it inside the transaction that makes the message true. */
export async function enqueueMessage(db: Db, message: NewOutboxMessage): Promise<OutboxRow> {
  const at = message.created_at ?? new Date();
  return db
    .insertInto("outbox_messages")
    .values({ ...message, created_at: at, next_attempt_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Claims due messages: pushes their next attempt into the future so another worker (or a crash and
 * restart) does not send them twice while this one works; `skip locked` lets workers share the queue.
 */
export async function claimDueMessages(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const lease = new Date(now.getTime() + leaseMs);
  return db
    .updateTable("outbox_messages")
    .set({ next_attempt_at: lease, attempts: sql`attempts + 1` })
    .where(
      "id",
      "in",
      db
        .selectFrom("outbox_messages")
        .select("id")
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("next_attempt_at", "<=", now)
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markSent(db: Db, id: bigint, at: Date): Promise<void> {
  await db
    .updateTable("outbox_messages")
    .set({ sent_at: at, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markRetry(db: Db, id: bigint, nextAt: Date, error: string): Promise<void> {
  await db
    .updateTable("outbox_messages")
    .set({ next_attempt_at: nextAt, last_error: error })
    .where("id", "=", id)
    .execute();
}

export async function markFailed(db: Db, id: bigint, at: Date, error: string): Promise<void> {
  await db
    .updateTable("outbox_messages")
    .set({ failed_at: at, last_error: error })
    .where("id", "=", id)
    .execute();
}

export async function insertDevMail(db: Db, message: OutboxRow, at: Date): Promise<void> {
  await db
    .insertInto("dev_mailbox")
    .values({
      outbox_id: message.id,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body_text: message.body_text,
      body_html: message.body_html,
      delivered_at: at,
    })
    .execute();
}

/** The newest development mail first, optionally for one recipient. */
export async function listDevMail(
  db: Db,
  opts: { recipient?: string; limit?: number } = {},
): Promise<DevMailboxRow[]> {
  let q = db
    .selectFrom("dev_mailbox")
    .selectAll()
    .orderBy("id", "desc")
    .limit(opts.limit ?? 100);
  if (opts.recipient) q = q.where("recipient", "=", opts.recipient);
  return q.execute();
}
