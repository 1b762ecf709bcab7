/**
 * The in-house provably fair games' answers (/web-api/originals, docs/casino.md "In-house games
 * service") and the crash round's push frames on /ws/live (docs/casino.md "Crash rounds, pushed").
 * The server validates its answers with these schemas; the casino remote reads the types
 * (`import type`).
 */
import { z } from "zod";

/** The games with seeded bets (crash has its own shared rounds). */
export const SEEDED_GAMES = ["dice", "limbo", "mines", "plinko", "keno"] as const;
export type SeededGame = (typeof SEEDED_GAMES)[number];

const publicPair = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type PublicPair = z.output<typeof publicPair>;
const revealedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  bets: z.number().int(),
  revealedAt: z.string(),
});
export type RevealedPair = z.output<typeof revealedPair>;
export const seedsAnswer = z.object({ active: publicPair, revealed: z.array(revealedPair) });
export type Seeds = z.output<typeof seedsAnswer>;
export const rotateAnswer = z.object({ active: publicPair, revealed: revealedPair });
export const pairAnswer = publicPair;

/** A seeded bet as the player sees it: everything needed to replay it, and its verifier link. */
export const betView = z.object({
  id: z.string(),
  game: z.enum(SEEDED_GAMES),
  params: z.record(z.string(), z.unknown()),
  /** Minor units. */
  stake: z.number().int(),
  currency: z.string(),
  state: z.enum(["pending", "open", "settled", "refused"]),
  /** A mines game in play keeps its board to itself (null). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Ten-thousandths. */
  multiplier: z.number().int(),
  payout: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  cursor: z.number().int(),
  placedAt: z.string(),
  /** The verifier page's fragment (with the server seed once the pair is revealed). */
  verify: z.string(),
  /** The player's available balance after the bet (only on the answer to an action). */
  balance: z.number().int().optional(),
});
export type BetView = z.output<typeof betView>;

export const crashBetView = z.object({
  id: z.string(),
  gameNumber: z.number().int(),
  stake: z.number().int(),
  currency: z.string(),
  /** Hundredths (2.00× = 200). */
  autoCashOut: z.number().int().nullable(),
  cashedOutAt: z.number().int().nullable(),
  payout: z.number().int(),
  state: z.enum(["pending", "open", "won", "lost", "refused"]),
  placedAt: z.string(),
  balance: z.number().int().optional(),
});
export type CrashBetView = z.output<typeof crashBetView>;

/** An ended round: its hash revealed, with the verifier's link. */
export const crashRoundView = z.object({
  gameNumber: z.number().int(),
  point: z.number().int(),
  gameHash: z.string(),
  crashedAt: z.string(),
  verify: z.string(),
});
export type CrashRoundView = z.output<typeof crashRoundView>;

export const crashChainView = z.object({
  chainId: z.number().int(),
  terminalHash: z.string(),
  salt: z.string(),
  games: z.number().int(),
});
export type CrashChainView = z.output<typeof crashChainView>;

/** The round now (times in ms since the epoch on the server's clock; the point only once crashed). */
export const crashRoundNow = z.object({
  gameNumber: z.number().int(),
  phase: z.enum(["betting", "flying", "crashed"]),
  serverNow: z.number(),
  /** Take-off: the client draws the curve from here on its own clock (corrected by `serverNow`). */
  bettingEndsAt: z.number(),
  multiplier: z.number().int(),
  point: z.number().int().optional(),
  gameHash: z.string().optional(),
  crashedAt: z.number().optional(),
  nextBettingAt: z.number().nullable(),
});
export type CrashRoundNow = z.output<typeof crashRoundNow>;

export const crashStateAnswer = z.object({
  chain: crashChainView,
  round: crashRoundNow.nullable(),
  history: z.array(crashRoundView),
  myBet: crashBetView.nullable(),
});
export type CrashState = z.output<typeof crashStateAnswer>;

/** A cash-out in the round: [bet id, hundredths]. */
const cashOut = z.tuple([z.string(), z.number().int()]);

/**
 * The crash topic's frames on /ws/live (a client subscribes with `{"type":"subscribe","topics":["crash"]}`):
 * - `round`: the round changed phase (a new betting phase, take-off, the crash). On subscribe the
 *   client gets one at once with the cash-outs so far. At the crash `ended` is the round for the
 *   history (its hash revealed).
 * - `cashouts`: players cashed out (by hand or automatically): bet ids and multipliers.
 */
export const crashFrame = z.discriminatedUnion("e", [
  z.object({
    t: z.literal("crash"),
    e: z.literal("round"),
    round: crashRoundNow,
    cashOuts: z.array(cashOut),
    ended: crashRoundView.optional(),
  }),
  z.object({
    t: z.literal("crash"),
    e: z.literal("cashouts"),
    gameNumber: z.number().int(),
    serverNow: z.number(),
    cashOuts: z.array(cashOut),
  }),
]);
export type CrashFrame = z.output<typeof crashFrame>;
