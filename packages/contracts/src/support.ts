/**
 * The support service's answers (docs/support.md): the inbox of system messages, tickets and
 * share-idea, and the consultant chat. The office and the back office read the types.
 */
import { z } from "zod";

const params = z.record(z.string(), z.string());

export const messageItem = z.object({
  id: z.string(),
  kind: z.string(),
  params,
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageItem = z.output<typeof messageItem>;

export const messagesAnswer = z.object({
  items: z.array(messageItem),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessagesAnswer = z.output<typeof messagesAnswer>;

/** After marking read: the unread count now (the header's user_msg_count). */
export const unreadAnswer = z.object({ unread: z.number().int() });
export type UnreadAnswer = z.output<typeof unreadAnswer>;

export const attachmentItem = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});
export const ticketPost = z.object({
  id: z.string(),
  /** null: the player wrote it; else the agent's display name. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentItem),
});
export const ticketItem = z.object({
  id: z.string(),
  kind: z.enum(["support", "idea"]),
  subject: z.string(),
  status: z.enum(["open", "answered"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  posts: z.array(ticketPost),
});
export type TicketItem = z.output<typeof ticketItem>;
export type TicketPost = z.output<typeof ticketPost>;
export const ticketsAnswer = z.object({ items: z.array(ticketItem) });
export type TicketsAnswer = z.output<typeof ticketsAnswer>;

/** The back office's queue: one row per ticket, with its player. */
export const queueRow = ticketItem.extend({ userId: z.string() });
export const queueAnswer = z.object({
  items: z.array(queueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QueueAnswer = z.output<typeof queueAnswer>;

export const chatLine = z.object({
  id: z.string(),
  staffName: z.string().nullable(),
  offline: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ChatLine = z.output<typeof chatLine>;
export const chatAnswer = z.object({ lines: z.array(chatLine), agentsOnline: z.number().int() });
export type ChatAnswer = z.output<typeof chatAnswer>;
