/**
 * The live push on /ws/live (docs/sportsbook.md "WebSocket protocol"): the frames the server sends.
 * The server writes them (the diff frame by hand, for speed); the browser toolkit's socket, the
 * betting remote and the shell's coupon read the types (`import type`).
 */
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "./errors.ts";
import { crashFrame } from "./originals.ts";

const pairs = z.array(z.tuple([z.number(), z.number()]));
const flags = z.array(z.tuple([z.number(), z.union([z.literal(0), z.literal(1)])]));

/**
 * One game's changes. Only the keys that changed are present:
 * g game id · sp sport id · o [[outcomeId, coef]] odds in thousandths · b [[marketId, 1|0]]
 * blocked/unblocked · ob [[outcomeId, 1|0]] single outcomes blocked/unblocked (the score made them
 * impossible) · st statusId · sc [home, away] · ps period scores · tm game time (s) ·
 * p period · inf info text · mk 1 when markets were (re)listed (refetch the game) ·
 * fin 1 finished · res [[outcomeId, statusId]] settlement statuses.
 */
export const liveDiff = z.object({
  g: z.number(),
  sp: z.number(),
  o: pairs.optional(),
  b: flags.optional(),
  ob: flags.optional(),
  st: z.number().optional(),
  sc: z.tuple([z.number(), z.number()]).optional(),
  ps: pairs.optional(),
  tm: z.number().optional(),
  p: z.number().optional(),
  inf: z.string().optional(),
  mk: z.literal(1).optional(),
  fin: z.literal(1).optional(),
  res: pairs.optional(),
});
export type LiveDiff = z.output<typeof liveDiff>;

/** Server → client frames. */
export const liveFrame = z.discriminatedUnion("t", [
  /** On connect: the protocol version and the subscription limits. */
  z.object({
    t: z.literal("hello"),
    v: z.literal(1),
    limits: z.object({
      games: z.number(),
      sports: z.number(),
      outcomes: z.number(),
      messageBytes: z.number(),
      messagesPerSecond: z.number(),
    }),
  }),
  /** After (un)subscribe: the totals now held. */
  z.object({ t: z.literal("ack"), games: z.number(), sports: z.number(), outcomes: z.number() }),
  /** Changes, one frame per published batch (`at`: ms since the epoch). */
  z.object({ t: z.literal("d"), at: z.number(), d: z.array(liveDiff) }),
  z.object({ t: z.literal("pong") }),
  /**
   * The signed-in player's own news, only on a socket whose upgrade carried their session
   * (docs/support.md "The header's count, pushed"): `msgs` is the unread messages (user_msg_count).
   */
  z.object({ t: z.literal("u"), msgs: z.number() }),
  /** The crash rounds, on a socket that subscribed to topic `crash` (./originals.ts). */
  crashFrame,
  z.object({
    t: z.literal("error"),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
]);
export type LiveFrame = z.output<typeof liveFrame>;
