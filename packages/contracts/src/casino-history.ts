/**
 * The office's casino history (issue 18, docs/casino.md "History"): the player's rounds, newest
 * first, each with its bets, wins and rollbacks and the round's net. Money is a decimal string in
 * major units ("150.00"; the net is signed, "-5.00"), never a JSON float. The office reads the types.
 */
import { z } from "zod";
import { paged } from "./wallet.ts";

export const casinoActionView = z.object({
  id: z.string(),
  kind: z.enum(["bet", "win", "rollback"]),
  amount: z.string(),
  /** "void": nothing moved (rolled back before it arrived, or a rollback of nothing). */
  outcome: z.enum(["applied", "void"]),
  /** A bet or win that a later rollback undid. */
  rolledBack: z.boolean(),
  at: z.string(),
});
export type CasinoActionView = z.output<typeof casinoActionView>;

export const casinoRoundView = z.object({
  id: z.string(),
  /** The provider's round reference. */
  round: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  game: z.string(),
  gameName: z.string(),
  currency: z.string(),
  openedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Bets applied and not rolled back. */
  staked: z.string(),
  /** Wins applied and not rolled back. */
  won: z.string(),
  /** won − staked. */
  net: z.string(),
  actions: z.array(casinoActionView),
  /**
   * A provably fair round's link to the independent verifier (/fairness/verify.html#…, everything it
   * needs in the fragment): an in-house game's bet once its server seed is revealed, a crash round
   * once it has crashed. Absent for providers' games.
   */
  verifyUrl: z.string().optional(),
  /**
   * A provably fair round that cannot be verified yet: "seed" — its server seed is still secret (the
   * player reveals it by rotating the seed pair in the game); "round" — the crash round is still on.
   */
  verifyPending: z.enum(["seed", "round"]).optional(),
});
export type CasinoRoundView = z.output<typeof casinoRoundView>;

export const CASINO_HISTORY_PAGE_SIZE = 20;
export const casinoHistoryAnswer = paged(casinoRoundView);
export type CasinoHistoryAnswer = z.output<typeof casinoHistoryAnswer>;
