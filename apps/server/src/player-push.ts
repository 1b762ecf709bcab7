/**
 * Pushes to one signed-in player on the page's one live socket (/ws/live, docs/support.md "The
 * header's count, pushed"). The sportsbook's live route attaches a socket here when its upgrade
 * carried a live session; the support service delivers the player's frames (the unread count). The
 * registry is per process: which process holds a player's socket is found by publishing on the
 * support service's topic bus, which every process hears.
 */
import type { FastifyInstance } from "fastify";

export interface PlayerPush {
  /** A player's socket; answers the function that detaches it. */
  attach(userId: string, send: (frame: string) => void): () => void;
  /** Whether this process holds a socket of the player. */
  connected(userId: string): boolean;
  /** Sends one frame to every socket of the player in this process. */
  deliver(userId: string, frame: object): void;
  /** Hears each attach (to send the player's current state at once). */
  onAttach(listener: (userId: string) => void): () => void;
}

export function createPlayerPush(): PlayerPush {
  const sockets = new Map<string, Set<(frame: string) => void>>();
  const listeners = new Set<(userId: string) => void>();
  return {
    attach(userId, send) {
      let set = sockets.get(userId);
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(send);
      for (const listener of listeners) listener(userId);
      return () => {
        set.delete(send);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
      };
    },
    connected: (userId) => sockets.has(userId),
    deliver(userId, frame) {
      const set = sockets.get(userId);
      if (!set) return;
      const text = JSON.stringify(frame);
      for (const send of set) send(text);
    },
    onAttach(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    playerPush?: PlayerPush;
  }
}

/** The server's registry: made by whichever service asks first (services share the root instance). */
export function playerPushOf(app: FastifyInstance): PlayerPush {
  if (!app.hasDecorator("playerPush")) app.decorate("playerPush", createPlayerPush());
  return app.playerPush as PlayerPush;
}
