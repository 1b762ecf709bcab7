import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { PushHub } from "./hub.ts";
import { LIMITS } from "./protocol.ts";
import type { LiveSocket } from "./session.ts";

export const LIVE_PATH = "/ws/live";

/**
 * Mounts the hub at `path`. @fastify/websocket is registered here unless another service already
 * did (it must be registered once per server); ws itself then refuses frames above maxPayload.
 */
export async function registerLiveRoute(app: FastifyInstance, hub: PushHub, path = LIVE_PATH): Promise<void> {
  if (!app.hasDecorator("websocketServer")) {
    await app.register(websocket, { options: { maxPayload: LIMITS.messageBytes } });
  }
  app.get(path, { websocket: true, schema: { hide: true } }, (socket) => {
    hub.attach(socket as unknown as LiveSocket);
  });
}
