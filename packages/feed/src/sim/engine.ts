import type { GameResult, GameStatusId, Pair } from "../adapter/types.ts";
import type { Outlook } from "../odds/outlook.ts";

/** What a live game looks like after a step. */
export interface GameView {
  statusId: GameStatusId;
  timeSec: number;
  period: number;
  score: Pair;
  periodScores: Pair[];
  info: string;
  /** A dangerous moment (an attack, a break point, a set point): markets are suspended. */
  danger: boolean;
  finished: boolean;
}

/**
 * A game in play, advanced in fixed steps of simulated time. Each engine owns a random stream
 * derived from the seed and the game id, so a game's course does not depend on when the
 * simulator happens to run its steps.
 */
export interface Engine {
  /** Simulated seconds per step. */
  readonly dtSec: number;
  step(): void;
  view(): GameView;
  /** Fair probabilities from the current position. */
  outlook(): Outlook;
  /** Final figures; valid once `view().finished`. */
  result(): GameResult;
  /** True once after anything that moves prices (a goal, a game won, a minute played). */
  takeReprice(): boolean;
}

export const sumPairs = (pairs: readonly Pair[]): Pair =>
  pairs.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
