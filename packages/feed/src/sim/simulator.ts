/**
 * The feed simulator: a FeedAdapter that keeps a rolling calendar (the next `days` days, plus the
 * last `historyHours` of results) alive. Deterministic by seed: the calendar, every game's course
 * and every price are functions of the seed and simulated time only.
 */
import type { FeedAdapter, FeedSink } from "../adapter/adapter.ts";
import type { FeedEvent } from "../adapter/types.ts";
import { type Clock, systemClock } from "../clock/clock.ts";
import type { MarginMethod } from "../odds/margin.ts";
import { CHAMPS, COUNTRIES, SPORTS } from "../sports/catalog.ts";
import { SPORT_DEFS, type SportDef } from "../sports/defs.ts";
import { type CalendarDays, DAY_MS, dayOf, gamesBetween } from "./calendar.ts";
import { SimGame } from "./sim-game.ts";

export interface SimulatorOptions {
  /** Same seed, same games, odds and results. Default "parlay". */
  seed?: string | number;
  /** Simulated time; a scaledClock speeds everything up. Default: the system clock. */
  clock?: Clock;
  /** Pre-match margin (overround − 1), default 0.06; live margin defaults to margin + 0.02. */
  margin?: number;
  liveMargin?: number;
  marginMethod?: MarginMethod;
  /** Calendar horizon in days (default 7) and results kept from the past (default 24 h). */
  days?: number;
  historyHours?: number;
  /** Real milliseconds between two advances while started (default 1000). */
  tickMs?: number;
  /** Only these sport ids (tests keep the simulator small). */
  sportIds?: number[];
  /** Share of games cancelled at kick-off (default 0.01). */
  cancelRate?: number;
}

const CALENDAR_EVERY_MS = 60_000;

export class FeedSimulator implements FeedAdapter {
  readonly name = "simulator";
  readonly clock: Clock;
  private readonly seed: string;
  private readonly defs: SportDef[];
  private readonly games = new Map<number, SimGame>();
  /** Finished games (by id, with kick-off) so the calendar does not list them again. */
  private readonly done = new Map<number, number>();
  /** The calendar's days, generated once each rather than every minute (dropped once past). */
  private readonly calendarDays: CalendarDays = new Map();
  private lastCalendar = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly days: number;
  private readonly historyMs: number;

  constructor(private readonly options: SimulatorOptions = {}) {
    this.seed = String(options.seed ?? "parlay");
    this.clock = options.clock ?? systemClock;
    this.days = options.days ?? 7;
    this.historyMs = (options.historyHours ?? 24) * 3_600_000;
    this.defs = SPORT_DEFS.filter((d) => !options.sportIds || options.sportIds.includes(d.sportId));
  }

  private pricing() {
    const margin = this.options.margin ?? 0.06;
    return {
      seed: this.seed,
      margin,
      liveMargin: this.options.liveMargin ?? margin + 0.02,
      method: this.options.marginMethod ?? "power",
      cancelRate: this.options.cancelRate ?? 0.01,
    };
  }

  /** The catalogue and every game the calendar holds at `now`, brought up to date. */
  snapshot(now = this.clock.now()): FeedEvent[] {
    const sportIds = new Set(this.defs.map((d) => d.sportId));
    const champs = CHAMPS.filter((c) => sportIds.has(c.sportId));
    const events: FeedEvent[] = [{ type: "catalog", sports: SPORTS, countries: COUNTRIES, champs }];
    return events.concat(this.advance(now));
  }

  /** Moves the simulation to `now` (never backwards) and returns everything that changed. */
  advance(now = this.clock.now()): FeedEvent[] {
    const events: FeedEvent[] = [];
    if (now - this.lastCalendar >= CALENDAR_EVERY_MS) {
      this.lastCalendar = now;
      const pricing = this.pricing();
      const from = now - this.historyMs;
      for (const day of this.calendarDays.keys()) if (day < dayOf(from)) this.calendarDays.delete(day);
      for (const s of gamesBetween(
        this.seed,
        this.defs,
        from,
        now + this.days * DAY_MS,
        now,
        this.calendarDays,
      )) {
        if (this.games.has(s.gameId) || this.done.has(s.gameId)) continue;
        const def = this.defs.find((d) => d.idBase === s.idBase);
        if (!def) continue;
        const game = new SimGame(s, def, pricing);
        this.games.set(s.gameId, game);
        events.push(...game.create(now));
      }
      for (const [id, startAt] of this.done)
        if (startAt < now - this.historyMs - DAY_MS) this.done.delete(id);
    }
    for (const [id, game] of this.games) {
      events.push(...game.advance(now));
      if (game.done) {
        this.games.delete(id);
        this.done.set(id, game.startAt);
      }
    }
    return events;
  }

  /** A game still in the calendar (line or live), for tests and diagnostics. */
  game(gameId: number): SimGame | undefined {
    return this.games.get(gameId);
  }

  get activeGames(): number {
    return this.games.size;
  }

  async start(sink: FeedSink): Promise<void> {
    if (this.timer) throw new Error("simulator already started");
    sink(this.snapshot());
    this.timer = setInterval(() => {
      const events = this.advance();
      if (events.length > 0) sink(events);
    }, this.options.tickMs ?? 1000);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

export function createSimulator(options: SimulatorOptions = {}): FeedSimulator {
  return new FeedSimulator(options);
}
