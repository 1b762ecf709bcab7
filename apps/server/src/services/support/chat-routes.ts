/**
 * The consultant chat's routes (docs/support.md "Chat"): the player's history and offline form under
 * /web-api/support/chat and their socket at /ws/support; the agents' conversations under
 * /backoffice-api/v1/support/chats and their socket at /ws/support/agent, opened with a one-minute
 * ticket from a guarded staff route (a socket upgrade cannot carry the back office's CSRF header).
 */
import { randomBytes } from "node:crypto";
import websocket from "@fastify/websocket";
import { chatAnswer, chatLine } from "@parlay/contracts/support";
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Authenticator, requireUser } from "../../http/auth.ts";
import { sameOrigin } from "../../http/same-origin.ts";
import { actorOf, STAFF_API, type StaffActor, staffAccess, writeAudit } from "../staff/index.ts";
import {
  addLine,
  agentFrame,
  CHAT_MAX,
  type ChatHub,
  type ChatSocket,
  chatHistory,
  conversations,
  markChatRead,
  playerFrame,
  send,
} from "./chat.ts";

export const PLAYER_SOCKET = "/ws/support";
export const AGENT_SOCKET = "/ws/support/agent";
const TICKET_TTL_MS = 60_000;
const FRAME_BYTES = 8192;

function parse(raw: Buffer | string): unknown {
  const text = raw.toString();
  if (text.length > FRAME_BYTES) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function chatRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; auth: Authenticator; hub: ChatHub; now: () => Date; staff: boolean },
): Promise<void> {
  const { db, auth, hub, now } = deps;
  if (!fastify.hasDecorator("websocketServer")) {
    // Registered once per server: the live feed's frame limit (16 KiB) holds for both; a chat frame
    // is held to 8 KiB when it is read.
    await fastify.register(websocket, { options: { maxPayload: 16_384 } });
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["support"];

  app.get(
    "/web-api/support/chat",
    {
      schema: {
        tags,
        description: "The player's chat with support (the last 200 lines) and how many agents are online.",
        response: { 200: chatAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header("cache-control", "no-store");
      return { lines: await chatHistory(db, user.id), agentsOnline: hub.agentsOnline };
    },
  );

  app.post(
    "/web-api/support/chat/offline",
    {
      schema: {
        tags,
        description: "The offline form: a message left while no agent is online, answered in the chat.",
        body: z.object({ body: z.string().trim().min(1).max(CHAT_MAX) }),
        response: { 200: chatLine },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const line = await addLine(db, user.id, request.body.body, null, true, now());
      hub.toAgents({ t: "line", userId: user.id.toString(), line });
      return line;
    },
  );

  app.get(PLAYER_SOCKET, { websocket: true, schema: { hide: true } }, async (raw, request) => {
    const socket = raw as unknown as ChatSocket;
    const user = sameOrigin(request) ? await auth.userFrom(request).catch(() => null) : null;
    if (!user) {
      socket.close(4401, "sign in first");
      return;
    }
    const uid = user.id.toString();
    const leave = hub.addPlayer(uid, socket);
    socket.on("close", leave);
    socket.on("message", (data) => {
      const frame = playerFrame.safeParse(parse(data));
      if (!frame.success) return send(socket, { t: "error", code: "VALIDATION" });
      void (async () => {
        if (frame.data.type === "ping") return send(socket, { t: "pong", agents: hub.agentsOnline });
        if (frame.data.type === "read") {
          await markChatRead(db, user.id, "player", now());
          hub.toAgents({ t: "read", userId: uid, by: "player" });
          return;
        }
        const line = await addLine(db, user.id, frame.data.body, null, hub.agentsOnline === 0, now());
        hub.toPlayer(uid, { t: "line", line });
        hub.toAgents({ t: "line", userId: uid, line });
      })().catch(() => send(socket, { t: "error", code: "INTERNAL" }));
    });
    send(socket, { t: "hello", agents: hub.agentsOnline });
  });

  if (!deps.staff) return;

  const tickets = new Map<string, { actor: StaffActor; name: string; until: number }>();
  app.get(
    `${STAFF_API}/support/chats`,
    {
      config: staffAccess("support.chat"),
      schema: {
        tags: ["backoffice"],
        description: "The chat conversations, newest first, with the player's unread lines.",
        response: {
          200: z.object({
            conversations: z.array(z.object({ userId: z.string(), unread: z.number(), last: chatLine })),
            agentsOnline: z.number(),
          }),
        },
      },
    },
    async () => ({ conversations: await conversations(db), agentsOnline: hub.agentsOnline }),
  );
  app.get(
    `${STAFF_API}/support/chats/:userId`,
    {
      config: staffAccess("support.chat"),
      schema: {
        tags: ["backoffice"],
        description: "One player's chat history.",
        params: z.object({
          userId: z
            .string()
            .regex(/^[1-9]\d{0,15}$/)
            .transform((v) => BigInt(v)),
        }),
        response: { 200: chatAnswer },
      },
    },
    async (request) => ({
      lines: await chatHistory(db, request.params.userId),
      agentsOnline: hub.agentsOnline,
    }),
  );
  app.get(
    `${STAFF_API}/support/chat/ticket`,
    {
      config: staffAccess("support.chat"),
      schema: {
        tags: ["backoffice"],
        description:
          "A one-minute, one-use ticket that opens the agent's chat socket (/ws/support/agent?ticket=).",
        response: { 200: z.object({ ticket: z.string() }) },
      },
    },
    async (request) => {
      const ticket = randomBytes(24).toString("base64url");
      const t = now().getTime();
      for (const [k, v] of tickets) if (v.until < t) tickets.delete(k);
      tickets.set(ticket, {
        actor: actorOf(request),
        name: request.staff?.staff.displayName || "Support",
        until: t + TICKET_TTL_MS,
      });
      return { ticket };
    },
  );

  app.get(
    AGENT_SOCKET,
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(64).default("") }) },
    },
    (raw, request) => {
      const socket = raw as unknown as ChatSocket;
      const { ticket } = request.query as { ticket: string };
      const held = tickets.get(ticket);
      tickets.delete(ticket);
      if (!held || held.until < now().getTime() || !sameOrigin(request)) {
        socket.close(4401, "ticket");
        return;
      }
      const actor = { ...held.actor, ip: request.ip };
      const leave = hub.addAgent(socket);
      socket.on("close", leave);
      socket.on("message", (data) => {
        const frame = agentFrame.safeParse(parse(data));
        if (!frame.success) return send(socket, { t: "error", code: "VALIDATION" });
        void (async () => {
          if (frame.data.type === "ping") return send(socket, { t: "pong" });
          const userId = BigInt(frame.data.userId);
          if (frame.data.type === "read") {
            await markChatRead(db, userId, "agent", now());
            hub.toPlayer(frame.data.userId, { t: "read", by: "agent" });
            return;
          }
          const { body, userId: target } = frame.data;
          const line = await db.transaction().execute(async (trx) => {
            const l = await addLine(
              trx,
              userId,
              body,
              { staffId: actor.staffId ?? 0n, name: held.name },
              false,
              now(),
            );
            await writeAudit(
              trx,
              actor,
              {
                action: "support.chat",
                targetType: "player",
                targetId: target,
                after: { lineId: l.id, body },
              },
              now(),
            );
            return l;
          });
          hub.toPlayer(frame.data.userId, { t: "line", line });
          hub.toAgents({ t: "line", userId: frame.data.userId, line });
        })().catch(() => send(socket, { t: "error", code: "INTERNAL" }));
      });
      send(socket, { t: "hello", agents: hub.agentsOnline });
    },
  );
}
