/**
 * The player's inbox of system messages (issue 17; docs/support.md "Messages"). A message is its
 * kind and parameters; the office renders the text in the reader's language, so a message written
 * while the player read Russian reads in Arabic after they switch.
 */
import type { Database } from "@parlay/db";
import type { Kysely, Transaction } from "kysely";

/** The kinds of system message and the parameters each carries (all strings: they go into texts). */
export const MESSAGE_KINDS = [
  "deposit_credited", // amount, currency, paymentId
  "withdrawal_decided", // amount, currency, paymentId, outcome: paid | refused
  "bet_settled", // couponId, status: won | lost | returned | …, amount (the return), currency
  "limit_changed", // limitType
  "support_answered", // ticketId, subject
  "verification_decided", // outcome (the personal-data branch writes it)
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageParams = Record<string, string>;

type Executor = Kysely<Database> | Transaction<Database>;

type Written = (userId: bigint, messageId: bigint) => void;
const written = new Set<Written>();

/**
 * Hears every message written, as it is written (inside its transaction, before the commit): the
 * support service's push (push.ts) announces it to the processes, which deliver the player's count
 * once the message is committed. Answers the function that stops listening.
 */
export function onMessageWritten(listener: Written): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

/**
 * Writes one message to the player's inbox. Call it inside the transaction that makes the event
 * happen (the deposit's credit, the coupon's settlement …): the message commits with it or not at
 * all. The kind's texts are in the office dictionaries (`messages.kinds`), with `{param}` placeholders.
 */
export async function notifyPlayer(
  db: Executor,
  userId: bigint,
  kind: MessageKind,
  params: MessageParams = {},
): Promise<void> {
  const row = await db
    .insertInto("player_message")
    .values({ user_id: userId, kind, params: JSON.stringify(params) })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const listener of written) listener(userId, row.id);
}

export async function unreadCount(db: Executor, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom("player_message")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface MessageRow {
  id: string;
  kind: string;
  params: MessageParams;
  createdAt: string;
  read: boolean;
}

/** The inbox's page size (GET /web-api/support/messages). */
export const MESSAGES_PAGE_SIZE = 20;

export async function listMessages(
  db: Executor,
  userId: bigint,
  page: number,
  pageSize: number,
): Promise<{ items: MessageRow[]; total: number; unread: number }> {
  const rows = await db
    .selectFrom("player_message")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await db
    .selectFrom("player_message")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    items: rows.map((r) => ({
      id: r.id.toString(),
      kind: r.kind,
      params: stringParams(r.params),
      createdAt: r.created_at.toISOString(),
      read: r.read_at !== null,
    })),
    total: Number(total?.n ?? 0),
    unread: await unreadCount(db, userId),
  };
}

function stringParams(p: unknown): MessageParams {
  const out: MessageParams = {};
  if (p && typeof p === "object")
    for (const [k, v] of Object.entries(p)) if (typeof v === "string") out[k] = v;
  return out;
}

/** Marks the player's messages read: the listed ones, or all. Another player's ids change nothing. */
export async function markRead(
  db: Executor,
  userId: bigint,
  ids: readonly bigint[] | "all",
  now: Date,
): Promise<number> {
  let q = db
    .updateTable("player_message")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (ids !== "all") {
    if (ids.length === 0) return unreadCount(db, userId);
    q = q.where("id", "in", [...ids]);
  }
  await q.execute();
  return unreadCount(db, userId);
}
