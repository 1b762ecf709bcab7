/**
 * Live football, ice hockey and e-football. Goals arrive as Poisson events at the model's rates;
 * each goal is preceded by a dangerous attack (markets suspended for ~20 s), and some dangerous
 * attacks come to nothing. A period ends at its length unless an attack is still running
 * (stoppage time). Hockey ties after regulation get sudden-death overtime, then a shoot-out.
 */
import { type GameResult, GameStatus, type Pair } from "../adapter/types.ts";
import { type GoalModel, goalOutlook } from "../models/goals.ts";
import type { Outlook } from "../odds/outlook.ts";
import type { Rng } from "../random/prng.ts";
import { type Engine, type GameView, sumPairs } from "./engine.ts";

export interface GoalTiming {
  periodSec: number;
  breakSec: number;
  /** Overtime length for tie-break sports (sudden death). */
  overtimeSec: number;
}

const DT = 10;
const DANGER_SEC = 20;
/** Extra dangerous attacks that do not end in a goal, per team per minute. */
const FALSE_ALARMS_PER_MIN = 0.04;

export class GoalEngine implements Engine {
  readonly dtSec = DT;
  private period = 1;
  private inPeriod = 0;
  private breakLeft = 0;
  private readonly scores: Pair[] = [[0, 0]];
  private danger: { left: number; team: -1 | 0 | 1 } | null = null;
  private finished = false;
  private reprice = true;
  private sinceReprice = 0;

  constructor(
    private readonly model: GoalModel,
    private readonly timing: GoalTiming,
    private readonly rng: Rng,
  ) {}

  private get regulation(): number {
    return this.model.weights.length;
  }

  private get inOvertime(): boolean {
    return this.period > this.regulation;
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
    if (this.sinceReprice >= 60) {
      this.sinceReprice = 0;
      this.reprice = true;
    }
    if (this.danger) {
      this.danger.left -= DT;
      if (this.danger.left <= 0) {
        if (this.danger.team >= 0) this.goal(this.danger.team as 0 | 1);
        this.danger = null;
        this.reprice = true;
      }
    } else {
      this.maybeAttack();
    }
    const length = this.inOvertime ? this.timing.overtimeSec : this.timing.periodSec;
    if (this.inPeriod >= length && !this.danger) this.endPeriod();
  }

  private maybeAttack(): void {
    const w = this.inOvertime ? (this.model.weights.at(-1) ?? 0) : (this.model.weights[this.period - 1] ?? 0);
    const scale = (w * DT) / this.timing.periodSec;
    const ph = this.model.lambda[0] * scale;
    const pa = this.model.lambda[1] * scale;
    const pf = (FALSE_ALARMS_PER_MIN * 2 * DT) / 60;
    const u = this.rng.next();
    if (u < ph) this.danger = { left: DANGER_SEC, team: 0 };
    else if (u < ph + pa) this.danger = { left: DANGER_SEC, team: 1 };
    else if (u < ph + pa + pf) this.danger = { left: 10 + this.rng.int(2) * 10, team: -1 };
  }

  private goal(team: 0 | 1): void {
    const current = this.scores.at(-1) as Pair;
    current[team] += 1;
    // Sudden death: an overtime goal ends the game at once.
    if (this.inOvertime) this.finish();
  }

  private endPeriod(): void {
    this.reprice = true;
    if (this.period < this.regulation) {
      this.breakLeft = this.timing.breakSec;
      return;
    }
    const [h, a] = sumPairs(this.scores);
    if (!this.model.tieBreak || h !== a) {
      this.finish();
      return;
    }
    if (!this.inOvertime) {
      this.breakLeft = this.timing.breakSec;
      return;
    }
    // Shoot-out: the winner gets one goal, as hockey leagues count it.
    const share = this.model.lambda[0] / (this.model.lambda[0] + this.model.lambda[1]);
    (this.scores.at(-1) as Pair)[this.rng.chance(share) ? 0 : 1] += 1;
    this.finish();
  }

  private finish(): void {
    this.finished = true;
    this.danger = null;
    this.reprice = true;
  }

  private timeSec(): number {
    const played = Math.min(this.period - 1, this.regulation) * this.timing.periodSec;
    const ot = this.inOvertime ? (this.period - 1 - this.regulation) * this.timing.overtimeSec : 0;
    return played + ot + this.inPeriod;
  }

  view(): GameView {
    const statusId = this.finished
      ? GameStatus.finished
      : this.breakLeft > 0
        ? GameStatus.break
        : GameStatus.live;
    return {
      statusId,
      timeSec: this.timeSec(),
      period: this.period,
      score: sumPairs(this.scores),
      periodScores: this.scores.map((p) => [p[0], p[1]]),
      info: this.breakLeft > 0 ? "break" : "",
      danger: this.danger !== null,
      finished: this.finished,
    };
  }

  outlook(): Outlook {
    const length = this.inOvertime ? this.timing.overtimeSec : this.timing.periodSec;
    return goalOutlook(this.model, {
      period: this.breakLeft > 0 ? this.period + 1 : this.period,
      elapsed: this.breakLeft > 0 ? 0 : Math.min(1, this.inPeriod / length),
      periodScores: this.scores.slice(0, this.regulation),
    });
  }

  result(): GameResult {
    const periodScores = this.scores.map((p): Pair => [p[0], p[1]]);
    const regulation = sumPairs(periodScores.slice(0, this.regulation));
    return { score: sumPairs(periodScores), periodScores, regulation, cancelled: false };
  }

  takeReprice(): boolean {
    const r = this.reprice;
    this.reprice = false;
    return r;
  }
}
