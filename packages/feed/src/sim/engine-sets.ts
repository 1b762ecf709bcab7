/**
 * Live set sports. Volleyball rallies, CS2 rounds and Dota 2 maps are "units" won with the
 * model's probability; tennis plays points inside games (server alternating every game, a
 * tie-break to 7 at 6:6). Markets are suspended on a break point (tennis) or a set point.
 */
import { type GameResult, GameStatus, type Pair } from "../adapter/types.ts";
import { type SetModel, setOutlook } from "../models/sets.ts";
import type { Outlook } from "../odds/outlook.ts";
import type { Rng } from "../random/prng.ts";
import { type Engine, type GameView, sumPairs } from "./engine.ts";

export interface SetTiming {
  /** Simulated seconds per step: one point (tennis) or one unit. */
  stepSec: number;
  breakSec: number;
  /** Reprice every this many steps (and at every set's end). */
  repriceEvery: number;
  /** Tennis: points inside games with these serve-point probabilities [home, away]. */
  tennis?: { serve: Pair };
}

const TENNIS_POINTS = ["0", "15", "30", "40"];

export class SetEngine implements Engine {
  readonly dtSec: number;
  private readonly sets: Pair[] = [[0, 0]];
  private points: Pair = [0, 0];
  /** Sets won so far: the match score. */
  private readonly won: Pair = [0, 0];
  private breakLeft = 0;
  private elapsed = 0;
  private steps = 0;
  private finished = false;
  private reprice = true;

  constructor(
    private readonly model: SetModel,
    private readonly timing: SetTiming,
    private readonly rng: Rng,
  ) {
    this.dtSec = timing.stepSec;
  }

  private get current(): Pair {
    return this.sets.at(-1) as Pair;
  }

  private get setIndex(): number {
    return this.sets.length - 1;
  }

  private gamesPlayed(): number {
    return this.sets.reduce((s, p) => s + p[0] + p[1], 0);
  }

  private inTiebreak(): boolean {
    const tb = this.model.rules.tiebreakAt;
    return tb !== undefined && this.current[0] === tb && this.current[1] === tb;
  }

  step(): void {
    if (this.finished) return;
    this.elapsed += this.dtSec;
    if (this.breakLeft > 0) {
      this.breakLeft -= this.dtSec;
      if (this.breakLeft <= 0) this.sets.push([0, 0]);
      return;
    }
    this.steps += 1;
    if (this.steps % this.timing.repriceEvery === 0) this.reprice = true;
    if (!this.timing.tennis) {
      const [a, b] = this.current;
      this.unitWon(this.rng.chance(this.model.unit(this.setIndex, a, b)) ? 0 : 1);
      return;
    }
    const serve = this.timing.tennis.serve;
    const homeServes = this.gamesPlayed() % 2 === 0;
    const p = this.inTiebreak() ? (serve[0] + 1 - serve[1]) / 2 : homeServes ? serve[0] : 1 - serve[1];
    const team = this.rng.chance(p) ? 0 : 1;
    this.points[team] += 1;
    const [x, y] = this.points;
    const need = this.inTiebreak() ? 7 : 4;
    if ((x >= need || y >= need) && Math.abs(x - y) >= 2) {
      this.points = [0, 0];
      this.unitWon(x > y ? 0 : 1);
    }
  }

  private unitWon(team: 0 | 1): void {
    this.current[team] += 1;
    if (this.timing.tennis) this.reprice = true;
    const [a, b] = this.current;
    const rules = this.model.rules;
    const target = rules.target(this.setIndex);
    const tb = rules.tiebreakAt;
    const tiebreakWon = tb !== undefined && Math.max(a, b) === tb + 1 && Math.min(a, b) === tb;
    const setOver = tiebreakWon || ((a >= target || b >= target) && (!rules.winBy2 || Math.abs(a - b) >= 2));
    if (!setOver) return;
    this.reprice = true;
    this.won[a > b ? 0 : 1] += 1;
    const need = Math.ceil(rules.bestOf / 2);
    if (this.won[0] >= need || this.won[1] >= need) this.finished = true;
    else this.breakLeft = this.timing.breakSec;
  }

  private danger(): boolean {
    if (this.finished || this.breakLeft > 0) return false;
    if (this.timing.tennis) {
      if (this.inTiebreak()) return false;
      const receiver = this.gamesPlayed() % 2 === 0 ? 1 : 0;
      const r = this.points[receiver];
      return r >= 3 && r > (this.points[1 - receiver] as number);
    }
    const [a, b] = this.current;
    const target = this.model.rules.target(this.setIndex);
    return target > 1 && Math.max(a, b) >= target - 1 && a !== b;
  }

  view(): GameView {
    const statusId = this.finished
      ? GameStatus.finished
      : this.breakLeft > 0
        ? GameStatus.break
        : GameStatus.live;
    let info = this.breakLeft > 0 ? "break" : "";
    if (this.timing.tennis && !this.finished && this.breakLeft <= 0) {
      const [x, y] = this.points;
      if (this.inTiebreak()) info = `${x}:${y}`;
      else if (x >= 3 && y >= 3) info = x === y ? "40:40" : x > y ? "A:40" : "40:A";
      else info = `${TENNIS_POINTS[x]}:${TENNIS_POINTS[y]}`;
    }
    return {
      statusId,
      timeSec: this.elapsed,
      period: this.sets.length,
      score: [this.won[0], this.won[1]],
      periodScores: this.sets.map((p) => [p[0], p[1]]),
      info,
      danger: this.danger(),
      finished: this.finished,
    };
  }

  outlook(): Outlook {
    return setOutlook(this.model, { periodScores: this.sets, inSet: this.breakLeft <= 0 && !this.finished });
  }

  result(): GameResult {
    const periodScores = this.sets.map((p): Pair => [p[0], p[1]]);
    return {
      score: [this.won[0], this.won[1]],
      periodScores,
      units: sumPairs(periodScores),
      cancelled: false,
    };
  }

  takeReprice(): boolean {
    const r = this.reprice;
    this.reprice = false;
    return r;
  }
}
