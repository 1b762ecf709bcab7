/**
 * The /ws/live protocol (docs/sportsbook.md "WebSocket protocol").
 *
 * Client → server (JSON text, validated by zod; at most 16 KiB):
 *   {"type":"subscribe","games":[…],"sports":[…],"outcomes":[…],"topics":[…]}   any of the lists
 *     (topics: named topics other services offer on this socket, live-topics.ts — e.g. "crash")
 *   {"type":"unsubscribe", same lists}
 *   {"type":"ping"}
 * Server → client (compact JSON):
 *   {"t":"hello","v":1,"limits":{…}}             on connect
 *   {"t":"ack","games":n,"sports":n,"outcomes":n} after (un)subscribe: the totals now held
 *   {"t":"d","at":ms,"d":[diff…]}                 changes, one frame per published batch
 *   {"t":"pong"} · {"t":"error","code":"…","message":"…"}
 */
import type { LiveDiff, LiveFrame } from "@parlay/contracts/live";
import { z } from "zod";

export const LIMITS = {
  games: 500,
  sports: 50,
  outcomes: 200,
  messageBytes: 16_384,
  /** Client messages per second (a burst of twice as many is allowed). */
  messagesPerSecond: 10,
} as const;

const ids = (max: number) => z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(max);

/** Named topics a socket may follow at once (live-topics.ts). */
export const MAX_TOPICS = 8;

const selection = {
  games: ids(LIMITS.games).optional(),
  sports: ids(LIMITS.sports).optional(),
  outcomes: ids(LIMITS.outcomes).optional(),
  topics: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{0,31}$/))
    .max(MAX_TOPICS)
    .optional(),
};

export const clientMessage = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("subscribe"), ...selection }),
  z.strictObject({ type: z.literal("unsubscribe"), ...selection }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** One game's changes (the contract's, @parlay/contracts/live). */
export type { LiveDiff, LiveFrame };

/** What travels on the bus: diffs and the moment they were published (ms since the epoch). */
export interface LiveBatch {
  at: number;
  d: LiveDiff[];
}

export const liveBatch = z.object({
  at: z.number(),
  d: z.array(z.looseObject({ g: z.number(), sp: z.number() })),
});
