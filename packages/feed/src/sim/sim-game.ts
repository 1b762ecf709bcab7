/**
 * One simulated game from listing to result: prices its planned markets from the engine's
 * outlook, suspends them around dangerous moments, and reports only what changed.
 */
import type { FeedEvent, FeedGame, FeedMarket, OddsChange } from "../adapter/types.ts";
import { GameStatus } from "../adapter/types.ts";
import type { MarginMethod } from "../odds/margin.ts";
import type { Outlook } from "../odds/outlook.ts";
import { type MarketPlan, planMarkets, priceOf } from "../odds/plan.ts";
import { createRng, stableHash } from "../random/prng.ts";
import { impossibleOutcomes } from "../settle/possible.ts";
import type { SportDef } from "../sports/defs.ts";
import type { ScheduledGame } from "./calendar.ts";
import type { Engine } from "./engine.ts";

export interface PricingOptions {
  seed: string;
  margin: number;
  liveMargin: number;
  method: MarginMethod;
  /** Share of games cancelled at kick-off (every outcome then a forced return). */
  cancelRate: number;
}

/** Pre-match prices wander a little every ten minutes (news, money coming in). */
const DRIFT_MS = 600_000;
const DRIFT_SD = 0.04;

export class SimGame {
  readonly header: FeedGame;
  readonly plans: MarketPlan[];
  private readonly engine: Engine;
  private readonly coefs = new Map<number, number>();
  private readonly blocked = new Set<number>();
  /** Outcomes the score has made impossible, suspended while the rest of their market trades. */
  private readonly impossible = new Set<number>();
  private simTime = 0;
  private started = false;
  private driftBucket = -1;
  private wasDanger = false;
  done = false;

  constructor(
    private readonly s: ScheduledGame,
    private readonly def: SportDef,
    private readonly opts: PricingOptions,
  ) {
    this.engine = def.engine(s.ratingDiff, createRng(opts.seed, "live", s.gameId));
    this.header = {
      gameId: s.gameId,
      number: s.number,
      champId: s.champ.champId,
      sportId: s.sportId,
      home: s.home,
      away: s.away,
      slug: s.slug,
      startAt: s.startAt,
      statusId: GameStatus.line,
      timeSec: 0,
      period: 0,
      score: [0, 0],
      periodScores: [],
      isFinished: false,
      isLiveInLive: false,
      isRecommended: s.isRecommended,
      videoId: s.videoId,
      info: "",
    };
    this.plans = planMarkets(s.gameId, s, def.rules, this.engine.outlook());
  }

  get startAt(): number {
    return this.s.startAt;
  }

  /** The listing: the game and its priced markets. */
  create(now: number): FeedEvent[] {
    const outlook = this.preMatchOutlook(now);
    const markets: FeedMarket[] = this.plans.map((plan) => {
      const coefs = priceOf(plan, outlook, this.opts.margin, this.opts.method);
      if (!coefs) this.blocked.add(plan.marketId);
      return {
        ...plan,
        isLive: false,
        isBlocked: !coefs,
        outcomes: plan.outcomes.map((o, i) => {
          const coef = coefs?.[i] ?? 1001;
          this.coefs.set(o.outcomeId, coef);
          return { ...o, coef };
        }),
      };
    });
    return [
      { type: "game", game: { ...this.header } },
      { type: "markets", gameId: this.s.gameId, markets },
    ];
  }

  /** Each game drifts on its own phase, so the whole line is not re-priced in one burst. */
  private bucketOf(now: number): number {
    return Math.floor((now + (stableHash("drift", this.s.gameId) % DRIFT_MS)) / DRIFT_MS);
  }

  private preMatchOutlook(now: number): Outlook {
    this.driftBucket = this.bucketOf(now);
    const noise = createRng(this.opts.seed, "drift", this.s.gameId, this.driftBucket).normal() * DRIFT_SD;
    return this.def
      .engine(this.s.ratingDiff + noise, createRng(this.opts.seed, "live", this.s.gameId))
      .outlook();
  }

  /** Moves the game to `now` and returns what changed. */
  advance(now: number): FeedEvent[] {
    if (this.done) return [];
    const events: FeedEvent[] = [];
    if (!this.started) {
      if (now < this.s.startAt) {
        if (this.bucketOf(now) !== this.driftBucket) this.reprice(this.preMatchOutlook(now), false, events);
        return events;
      }
      this.started = true;
      this.simTime = this.s.startAt;
      if (createRng(this.opts.seed, "cancel", this.s.gameId).chance(this.opts.cancelRate))
        return this.cancel();
    }
    const dt = this.engine.dtSec * 1000;
    while (this.simTime + dt <= now && !this.engine.view().finished) {
      this.engine.step();
      this.simTime += dt;
    }
    const view = this.engine.view();
    const before = this.header;
    const scoreChanged =
      before.score.join() !== view.score.join() ||
      JSON.stringify(before.periodScores) !== JSON.stringify(view.periodScores);
    const stateChanged = scoreChanged || before.statusId !== view.statusId || before.period !== view.period;
    const headerChanged =
      stateChanged ||
      before.info !== view.info ||
      Math.floor(before.timeSec / 60) !== Math.floor(view.timeSec / 60);
    Object.assign(this.header, {
      statusId: view.statusId,
      timeSec: view.timeSec,
      period: view.period,
      score: view.score,
      periodScores: view.periodScores,
      isFinished: view.finished,
      isLiveInLive: !view.finished,
      info: view.info,
    });
    if (headerChanged) events.push({ type: "game", game: { ...this.header } });
    if (scoreChanged)
      events.push({
        type: "score",
        gameId: this.s.gameId,
        score: view.score,
        periodScores: view.periodScores,
      });
    // The same step that brings the goal suspends what it made impossible, before any price moves.
    if (stateChanged) this.suspendImpossible(events);
    if (view.finished) {
      this.setBlocked(new Set(this.plans.map((p) => p.marketId)), events);
      events.push({ type: "finished", gameId: this.s.gameId, result: this.engine.result() });
      this.done = true;
      return events;
    }
    // Prices move on the engine's cue, and once more when a suspension ends.
    const dangerEnded = this.wasDanger && !view.danger;
    this.wasDanger = view.danger;
    if (this.engine.takeReprice() || dangerEnded) {
      this.reprice(this.engine.outlook(), view.danger, events);
    } else if (view.danger) {
      this.setBlocked(new Set(this.plans.map((p) => p.marketId)), events);
    }
    return events;
  }

  private reprice(outlook: Outlook, danger: boolean, events: FeedEvent[]): void {
    const margin = this.started ? this.opts.liveMargin : this.opts.margin;
    const changes: OddsChange[] = [];
    const off = new Set<number>();
    for (const plan of this.plans) {
      const coefs = priceOf(plan, outlook, margin, this.opts.method);
      if (!coefs || danger) off.add(plan.marketId);
      if (!coefs) continue;
      plan.outcomes.forEach((o, i) => {
        const coef = coefs[i] as number;
        if (this.coefs.get(o.outcomeId) !== coef) {
          this.coefs.set(o.outcomeId, coef);
          changes.push({ outcomeId: o.outcomeId, coef });
        }
      });
    }
    if (changes.length > 0) events.push({ type: "odds", gameId: this.s.gameId, changes });
    this.setBlocked(off, events);
  }

  private setBlocked(wanted: Set<number>, events: FeedEvent[]): void {
    const block = [...wanted].filter((id) => !this.blocked.has(id));
    const unblock = [...this.blocked].filter((id) => !wanted.has(id));
    for (const id of block) this.blocked.add(id);
    for (const id of unblock) this.blocked.delete(id);
    if (block.length > 0)
      events.push({ type: "blocked", gameId: this.s.gameId, marketIds: block, isBlocked: true });
    if (unblock.length > 0)
      events.push({ type: "blocked", gameId: this.s.gameId, marketIds: unblock, isBlocked: false });
  }

  private suspendImpossible(events: FeedEvent[]): void {
    const game = { ...this.header, regulationPeriods: this.def.rules.regulationPeriods };
    const now = this.plans.flatMap((plan) => impossibleOutcomes(plan, game));
    // Scores never go down: an outcome once impossible stays so (no reopening).
    const fresh = now.filter((id) => !this.impossible.has(id));
    for (const id of fresh) this.impossible.add(id);
    if (fresh.length > 0)
      events.push({ type: "outcomesBlocked", gameId: this.s.gameId, outcomeIds: fresh, isBlocked: true });
  }

  private cancel(): FeedEvent[] {
    const events: FeedEvent[] = [];
    Object.assign(this.header, { statusId: GameStatus.cancelled, isFinished: true, info: "cancelled" });
    events.push({ type: "game", game: { ...this.header } });
    this.setBlocked(new Set(this.plans.map((p) => p.marketId)), events);
    events.push({
      type: "finished",
      gameId: this.s.gameId,
      result: { score: [0, 0], periodScores: [], cancelled: true },
    });
    this.done = true;
    return events;
  }

  /** Current offered odds of every outcome (tests, snapshots). */
  coefOf(outcomeId: number): number | undefined {
    return this.coefs.get(outcomeId);
  }

  isBlocked(marketId: number): boolean {
    return this.blocked.has(marketId);
  }

  isOutcomeBlocked(outcomeId: number): boolean {
    return this.impossible.has(outcomeId);
  }
}
