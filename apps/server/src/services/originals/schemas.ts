/** The originals' request and answer schemas (zod; the routes validate every request with them). */
import { SEEDED_GAMES } from "@parlay/contracts/originals";
import { CLIENT_SEED_MAX_LENGTH, KENO_NUMBERS, MINES_CELLS } from "@parlay/domain/fair";
import { z } from "zod";

export const PREFIX = "/web-api/originals";

const clientSeed = z
  .string()
  .regex(/^[\x21-\x39\x3b-\x7e]+$/, "printable ASCII without spaces or ':'")
  .min(1)
  .max(CLIENT_SEED_MAX_LENGTH);
/** Minor units. */
const stake = z.number().int().min(1).max(1_000_000_000_000);

export const clientSeedBody = z.strictObject({ clientSeed });
export const rotateBody = z.strictObject({ clientSeed: clientSeed.optional() });

export const betBody = z.discriminatedUnion("game", [
  z.strictObject({
    game: z.literal("dice"),
    stake,
    params: z.strictObject({
      direction: z.enum(["over", "under"]),
      target: z.number().int().min(0).max(9_999),
    }),
  }),
  z.strictObject({
    game: z.literal("limbo"),
    stake,
    params: z.strictObject({ target: z.number().int().min(101).max(100_000_000) }),
  }),
  z.strictObject({
    game: z.literal("plinko"),
    stake,
    params: z.strictObject({
      rows: z.number().int().min(8).max(16),
      risk: z.enum(["low", "medium", "high"]),
    }),
  }),
  z.strictObject({
    game: z.literal("keno"),
    stake,
    params: z.strictObject({ picks: z.array(z.number().int().min(1).max(KENO_NUMBERS)).min(1).max(10) }),
  }),
]);

export const minesStartBody = z.strictObject({
  stake,
  mines: z
    .number()
    .int()
    .min(1)
    .max(MINES_CELLS - 1),
});
export const minesRevealBody = z.strictObject({
  cell: z
    .number()
    .int()
    .min(0)
    .max(MINES_CELLS - 1),
});
export const betIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
export const historyQuery = z.strictObject({
  game: z.enum(SEEDED_GAMES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const crashBetBody = z.strictObject({
  stake,
  autoCashOut: z.number().int().min(101).max(100_000_000).nullable().optional(),
});
export const limitQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

// The answers are the contract's (@parlay/contracts/originals): the remote reads the same types.
export {
  betView as betAnswer,
  crashBetView as crashBetAnswer,
  crashRoundView as crashRoundAnswer,
  crashStateAnswer,
  pairAnswer,
  rotateAnswer,
  seedsAnswer,
} from "@parlay/contracts/originals";
