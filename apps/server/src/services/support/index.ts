/**
 * The support service (issue 17; docs/support.md): the player's inbox of system messages, support
 * tickets and share-idea, and the consultant chat. Other services reach it only through this file.
 *
 * ## Writing a message to a player
 *
 *     await notifyPlayer(trx, userId, "deposit_credited", { amount: "1000.00", currency: "RUB" });
 *
 * Call it inside the transaction that makes the event happen, so the message commits with it. Store
 * the kind and its parameters (strings), never text: the office renders the kind's text from its
 * dictionaries (`messages.kinds.<kind>`, `{param}` placeholders) in the reader's language. A new
 * kind is added to MESSAGE_KINDS and to the en, ru and ar dictionaries.
 */
import type { TicketItem } from "@parlay/contracts/support";
import type { Db } from "@parlay/db";
import type { Service } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { playerPushOf } from "../../player-push.ts";

export {
  listMessages,
  MESSAGE_KINDS,
  MESSAGES_PAGE_SIZE,
  type MessageKind,
  type MessageParams,
  notifyPlayer,
  unreadCount,
} from "./messages.ts";

/**
 * The player's tickets of one kind with every post (GET /web-api/support/tickets), for the office's
 * server render. Loaded when called, like the routes below: tickets.ts imports the staff service.
 */
export async function playerTickets(db: Db, userId: bigint, kind: "support" | "idea"): Promise<TicketItem[]> {
  const tickets = await import("./tickets.ts");
  return tickets.playerTickets(db, userId, kind);
}

export interface SupportOptions {
  now?: () => Date;
  /**
   * The site's shared Redis (deployment.ts): the chat's lines and the players' pushes reach every
   * process. Without it both stay in this process (the embedded database runs one).
   */
  sharedRedis?: SharedRedis | undefined;
  /** Where a guest's e-mail form goes (SUPPORT_MAILBOX; default support@ the site's default host). */
  mailbox?: string;
}

export function createSupportService(options: SupportOptions = {}): Service {
  return async (fastify, ctx) => {
    const now = options.now ?? (() => new Date());
    // Loaded when mounted: the users and payments services import this file for notifyPlayer, and
    // the routes import the staff service, which imports theirs (an import cycle at load time).
    const { playerRoutes, staffRoutes } = await import("./routes.ts");
    const { chatRoutes } = await import("./chat-routes.ts");
    const { ChatHub, parseChatNote } = await import("./chat.ts");
    const { contactRoutes } = await import("./contact-routes.ts");
    const { messagePushBus, startMessagePush } = await import("./push.ts");
    const { topicBus } = await import("../../topic-bus.ts");
    const staff = fastify.hasDecorator("staffRoutes");
    // The header's unread count on the page's live socket (push.ts), across processes.
    const pushBus = await messagePushBus(options.sharedRedis, fastify.log);
    const push = startMessagePush({ db: ctx.db, push: playerPushOf(fastify), bus: pushBus });
    const chatBus = await topicBus(options.sharedRedis, "support:chat", parseChatNote, fastify.log);
    const hub = new ChatHub(chatBus);
    fastify.addHook("onClose", async () => {
      push.stop();
      hub.close();
      await Promise.allSettled([pushBus.close(), chatBus.close()]);
    });
    playerRoutes(fastify, ctx.db, ctx.auth, now, push.changed);
    if (staff) staffRoutes(fastify, ctx.db, now);
    const mailbox = options.mailbox ?? `support@${ctx.env.defaultHost}`;
    contactRoutes(fastify, { db: ctx.db, auth: ctx.auth, now, mailbox });
    await chatRoutes(fastify, { db: ctx.db, auth: ctx.auth, hub, now, staff });
  };
}
