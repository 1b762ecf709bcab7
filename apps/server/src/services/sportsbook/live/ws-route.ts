import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { liveTopicsOf } from "../../../live-topics.ts";
import { playerPushOf } from "../../../player-push.ts";
import type { PushHub } from "./hub.ts";
import { LIMITS } from "./protocol.ts";
import type { LiveSocket } from "./session.ts";

export const LIVE_PATH = "/ws/live";

/**
 * Mounts the hub at `path`. @fastify/websocket is registered here unless another service already
 * did (it must be registered once per server); ws itself then refuses frames above maxPayload.
 *
 * `identify` names the signed-in player of an upgrade (its session cookie, same origin only): their
 * socket is then also the way the server reaches that player (player-push.ts: the header's unread
 * count), so a page keeps one socket. A guest's socket carries the feed and the named topics
 * (live-topics.ts: the crash rounds).
 */
export async function registerLiveRoute(
  app: FastifyInstance,
  hub: PushHub,
  path = LIVE_PATH,
  identify?: (request: FastifyRequest) => Promise<string | null>,
): Promise<void> {
  if (!app.hasDecorator("websocketServer")) {
    await app.register(websocket, { options: { maxPayload: LIMITS.messageBytes } });
  }
  const players = identify ? playerPushOf(app) : null;
  // Named topics other services offer on this socket (the originals' crash rounds).
  const topics = liveTopicsOf(app);
  app.get(path, { websocket: true, schema: { hide: true } }, async (raw, request) => {
    const socket = raw as unknown as LiveSocket;
    const session = hub.attach(socket, topics);
    if (!identify || !players) return;
    const userId = await identify(request).catch(() => null);
    if (userId === null || socket.readyState !== 1) return;
    const detach = players.attach(userId, (frame) => hub.sendTo(session, frame));
    socket.on("close", detach);
  });
}
