/**
 * Live basketball: every 10 s each team may score two or three points at rates that add up to the
 * model's expected points; quarters with breaks, five-minute overtimes until the tie is broken.
 * Markets are suspended briefly around free throws and in the last seconds of a quarter.
 */
import { type GameResult, GameStatus, type Pair } from "../adapter/types.ts";
import { type PointsModel, pointsOutlook } from "../models/points.ts";
import type { Outlook } from "../odds/outlook.ts";
import type { Rng } from "../random/prng.ts";
import { type Engine, type GameView, sumPairs } from "./engine.ts";

export interface PointsTiming {
  periodSec: number;
  /** Break after each regulation period (the last entry is used before overtimes). */
  breaksSec: number[];
  overtimeSec: number;
}

const DT = 10;

export class PointsEngine implements Engine {
  readonly dtSec = DT;
  private period = 1;
  private inPeriod = 0;
  private breakLeft = 0;
  private readonly scores: Pair[] = [[0, 0]];
  private dangerLeft = 0;
  private finished = false;
  private reprice = true;
  private sinceReprice = 0;

  constructor(
    private readonly model: PointsModel,
    private readonly timing: PointsTiming,
    private readonly rng: Rng,
  ) {}

  private length(): number {
    return this.period > this.model.periods ? this.timing.overtimeSec : this.timing.periodSec;
  }

  step(): void {
    if (this.finished) return;
    if (this.breakLeft > 0) {
      this.breakLeft -= DT;
      if (this.breakLeft <= 0) {
        this.period += 1;
        this.inPeriod = 0;
        this.scores.push([0, 0]);
        this.reprice = true;
      }
      return;
    }
    this.inPeriod += DT;
    this.sinceReprice += DT;
    if (this.dangerLeft > 0) this.dangerLeft -= DT;
    else if (this.rng.chance(0.02)) this.dangerLeft = 20;
    const current = this.scores.at(-1) as Pair;
    const steps = (this.model.periods * this.timing.periodSec) / DT;
    for (const team of [0, 1] as const) {
      const rate = this.model.mean[team] / steps;
      const u = this.rng.next();
      if (u < 0.1 * rate) current[team] += 3;
      else if (u < 0.45 * rate) current[team] += 2;
    }
    if (this.sinceReprice >= 30) {
      this.sinceReprice = 0;
      this.reprice = true;
    }
    if (this.inPeriod >= this.length()) this.endPeriod();
  }

  private endPeriod(): void {
    this.reprice = true;
    this.dangerLeft = 0;
    const [h, a] = sumPairs(this.scores);
    if (this.period >= this.model.periods && h !== a) {
      this.finished = true;
      return;
    }
    const breaks = this.timing.breaksSec;
    this.breakLeft = breaks[this.period - 1] ?? breaks.at(-1) ?? 60;
  }

  private timeSec(): number {
    const reg = Math.min(this.period - 1, this.model.periods) * this.timing.periodSec;
    const ot = Math.max(0, this.period - 1 - this.model.periods) * this.timing.overtimeSec;
    return reg + ot + this.inPeriod;
  }

  view(): GameView {
    const statusId = this.finished
      ? GameStatus.finished
      : this.breakLeft > 0
        ? GameStatus.break
        : GameStatus.live;
    const endOfQuarter = this.length() - this.inPeriod <= 30;
    return {
      statusId,
      timeSec: this.timeSec(),
      period: this.period,
      score: sumPairs(this.scores),
      periodScores: this.scores.map((p) => [p[0], p[1]]),
      info: this.breakLeft > 0 ? "break" : "",
      danger: !this.finished && this.breakLeft <= 0 && (this.dangerLeft > 0 || endOfQuarter),
      finished: this.finished,
    };
  }

  outlook(): Outlook {
    const inBreak = this.breakLeft > 0;
    return pointsOutlook(this.model, {
      period: inBreak ? this.period + 1 : this.period,
      elapsed: inBreak ? 0 : Math.min(1, this.inPeriod / this.length()),
      periodScores: this.scores,
      overtimeShare: this.timing.overtimeSec / this.timing.periodSec,
    });
  }

  result(): GameResult {
    const periodScores = this.scores.map((p): Pair => [p[0], p[1]]);
    return { score: sumPairs(periodScores), periodScores, cancelled: false };
  }

  takeReprice(): boolean {
    const r = this.reprice;
    this.reprice = false;
    return r;
  }
}
