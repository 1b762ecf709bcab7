/**
 * Named topics on the page's one live socket (/ws/live): a service offers a topic (the originals
 * offer `crash`), a client subscribes with `{"type":"subscribe","topics":["crash"]}` and from then on
 * gets the topic's frames on the same socket as the feed's diffs. The registry is per process: each
 * process hands what it hears on its topic bus (topic-bus.ts) to its own sockets here.
 */
import type { FastifyInstance } from "fastify";

export interface LiveTopic {
  /** Sends one frame to every socket of this process subscribed to the topic. */
  publish(frame: object): void;
  /** Sockets subscribed in this process. */
  readonly subscribers: number;
}

export interface LiveTopics {
  /**
   * Offers a topic. `snapshot` answers the frame a new subscriber gets at once (the state now), or
   * null for none.
   */
  offer(name: string, snapshot?: () => object | null): LiveTopic;
  /** A socket subscribes; answers the function that unsubscribes it, or null for an unknown topic. */
  join(name: string, send: (frame: string) => void): (() => void) | null;
}

export function createLiveTopics(): LiveTopics {
  const topics = new Map<string, { sockets: Set<(frame: string) => void>; snapshot?: () => object | null }>();
  return {
    offer(name, snapshot) {
      const entry = topics.get(name) ?? { sockets: new Set<(frame: string) => void>() };
      if (snapshot) entry.snapshot = snapshot;
      topics.set(name, entry);
      return {
        publish(frame) {
          if (entry.sockets.size === 0) return;
          const text = JSON.stringify(frame);
          for (const send of [...entry.sockets]) send(text);
        },
        get subscribers() {
          return entry.sockets.size;
        },
      };
    },
    join(name, send) {
      const entry = topics.get(name);
      if (!entry) return null;
      entry.sockets.add(send);
      const first = entry.snapshot?.();
      if (first) send(JSON.stringify(first));
      return () => {
        entry.sockets.delete(send);
      };
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    liveTopics?: LiveTopics;
  }
}

/** The server's registry: made by whichever service asks first (services share the root instance). */
export function liveTopicsOf(app: FastifyInstance): LiveTopics {
  if (!app.hasDecorator("liveTopics")) app.decorate("liveTopics", createLiveTopics());
  return app.liveTopics as LiveTopics;
}
