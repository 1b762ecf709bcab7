/** One entry point for the seeded games: how many floats a bet reads, its outcome and its multiplier. */
import { type FairSeeds, fairFloats } from "./bytes.ts";
import {
  type DiceOutcome,
  type DiceParams,
  diceMultiplier,
  diceOutcome,
  diceParamsValid,
  diceRtp,
} from "./dice.ts";
import {
  KENO_DRAWN,
  type KenoOutcome,
  type KenoParams,
  kenoMultiplier,
  kenoOutcome,
  kenoParamsValid,
  kenoRtp,
} from "./keno.ts";
import {
  type LimboOutcome,
  type LimboParams,
  limboMultiplier,
  limboOutcome,
  limboParamsValid,
  limboRtp,
} from "./limbo.ts";
import {
  type MinesOutcome,
  type MinesParams,
  minesMultiplier,
  minesOutcome,
  minesParamsValid,
  minesRtp,
} from "./mines.ts";
import {
  type PlinkoOutcome,
  type PlinkoParams,
  plinkoMultiplier,
  plinkoOutcome,
  plinkoParamsValid,
  plinkoRtp,
} from "./plinko.ts";
import type { Exact } from "./rational.ts";

export type FairBet =
  | { readonly game: "dice"; readonly params: DiceParams }
  | { readonly game: "limbo"; readonly params: LimboParams }
  | { readonly game: "mines"; readonly params: MinesParams }
  | { readonly game: "plinko"; readonly params: PlinkoParams }
  | { readonly game: "keno"; readonly params: KenoParams };

export type FairGame = FairBet["game"];
export const FAIR_GAMES: readonly FairGame[] = ["dice", "limbo", "mines", "plinko", "keno"];

export type FairOutcome =
  | { readonly game: "dice"; readonly outcome: DiceOutcome }
  | { readonly game: "limbo"; readonly outcome: LimboOutcome }
  | { readonly game: "mines"; readonly outcome: MinesOutcome }
  | { readonly game: "plinko"; readonly outcome: PlinkoOutcome }
  | { readonly game: "keno"; readonly outcome: KenoOutcome };

/** The result and the multiplier paid (ten-thousandths; 0 for a loss). */
export type FairResult = FairOutcome & { readonly multiplier: number };

export function fairBetValid(bet: FairBet): boolean {
  switch (bet.game) {
    case "dice":
      return diceParamsValid(bet.params);
    case "limbo":
      return limboParamsValid(bet.params);
    case "mines":
      return minesParamsValid(bet.params);
    case "plinko":
      return plinkoParamsValid(bet.params);
    case "keno":
      return kenoParamsValid(bet.params);
  }
}

export function floatsNeeded(bet: FairBet): number {
  switch (bet.game) {
    case "dice":
    case "limbo":
      return 1;
    case "mines":
      return bet.params.mines;
    case "plinko":
      return bet.params.rows;
    case "keno":
      return KENO_DRAWN;
  }
}

/** The result of a bet from its floats (the pure mapping, without the HMAC). */
export function settleFromFloats(bet: FairBet, floats: readonly number[]): FairResult {
  switch (bet.game) {
    case "dice": {
      const outcome = diceOutcome(bet.params, floats[0] as number);
      return { game: "dice", outcome, multiplier: outcome.win ? diceMultiplier(bet.params) : 0 };
    }
    case "limbo": {
      const outcome = limboOutcome(bet.params, floats[0] as number);
      return { game: "limbo", outcome, multiplier: outcome.win ? limboMultiplier(bet.params) : 0 };
    }
    case "mines": {
      const outcome = minesOutcome(bet.params, floats);
      const multiplier = outcome.win ? minesMultiplier(bet.params.mines, outcome.safeOpened) : 0;
      return { game: "mines", outcome, multiplier };
    }
    case "plinko": {
      const outcome = plinkoOutcome(bet.params, floats);
      return { game: "plinko", outcome, multiplier: plinkoMultiplier(bet.params, outcome.slot) };
    }
    case "keno": {
      const outcome = kenoOutcome(bet.params, floats);
      return { game: "keno", outcome, multiplier: kenoMultiplier(bet.params.picks.length, outcome.hits) };
    }
  }
}

/** The result of a bet from its seeds: HMAC-SHA256 bytes → floats → result. */
export function settleFairBet(seeds: FairSeeds, bet: FairBet): FairResult {
  if (!fairBetValid(bet)) throw new RangeError(`invalid ${bet.game} bet`);
  return settleFromFloats(bet, fairFloats(seeds, floatsNeeded(bet)));
}

/** The exact theoretical RTP of a bet's parameters (a mines bet cashes out after all its picks). */
export function fairBetRtp(bet: FairBet): Exact {
  switch (bet.game) {
    case "dice":
      return diceRtp(bet.params);
    case "limbo":
      return limboRtp(bet.params);
    case "mines":
      return minesRtp(bet.params.mines, bet.params.picks.length);
    case "plinko":
      return plinkoRtp(bet.params);
    case "keno":
      return kenoRtp(bet.params.picks.length);
  }
}
