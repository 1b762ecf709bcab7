import { createHash } from "node:crypto";
import { BetStatus } from "@parlay/domain/betting";
import { describe, expect, test } from "vitest";
import { MarketType } from "../adapter/market-types.ts";
import type { FeedEvent, FeedMarket, GameResult } from "../adapter/types.ts";
import { GameStatus } from "../adapter/types.ts";
import { manualClock, scaledClock } from "../clock/clock.ts";
import { overround } from "../odds/margin.ts";
import { createRng } from "../random/prng.ts";
import { settleMarket } from "../settle/settle.ts";
import { SportId } from "../sports/catalog.ts";
import { DAY_MS } from "./calendar.ts";
import { createSimulator } from "./simulator.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

/** Runs a simulator from T0 for `ms`, advancing every `stepMs`; returns every event. */
function run(opts: { seed: number; sportIds: number[]; ms: number; stepMs: number }): FeedEvent[] {
  const clock = manualClock(T0);
  const sim = createSimulator({ clock, seed: opts.seed, sportIds: opts.sportIds, historyHours: 3, days: 1 });
  const events = sim.snapshot();
  for (let t = 0; t < opts.ms; t += opts.stepMs) {
    clock.advance(opts.stepMs);
    events.push(...sim.advance());
  }
  return events;
}

const digest = (events: FeedEvent[]) => createHash("sha256").update(JSON.stringify(events)).digest("hex");

const finishedOf = (events: FeedEvent[]) =>
  new Map(events.flatMap((e) => (e.type === "finished" ? [[e.gameId, e.result] as const] : [])));
const marketsOf = (events: FeedEvent[]) =>
  new Map(
    events.flatMap((e) => (e.type === "markets" ? e.markets.map((m) => [m.marketId, m] as const) : [])),
  );

describe("seeded PRNG", () => {
  test("same keys, same stream; different keys, different stream", () => {
    const a = createRng(7, "game", 1);
    const b = createRng(7, "game", 1);
    const c = createRng(7, "game", 2);
    const xs = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(xs);
    expect(c.next()).not.toBe(xs[0]);
    for (let i = 0; i < 1000; i++) expect(a.int(6)).toBeLessThan(6);
  });
});

describe("clocks", () => {
  test("manual clock moves only by hand; scaled clock runs faster", () => {
    const base = manualClock(1000);
    const fast = scaledClock(60, base, 0);
    base.advance(1000);
    expect(base.now()).toBe(2000);
    expect(fast.now()).toBe(60_000);
    expect(() => scaledClock(0, base)).toThrow(RangeError);
  });
});

describe("simulator", () => {
  test("determinism: the same seed gives the same events, however time is chunked", () => {
    const sportIds = [SportId.football, SportId.tennis, SportId.basketball];
    const a = run({ seed: 42, sportIds, ms: 3 * 3_600_000, stepMs: 10_000 });
    const b = run({ seed: 42, sportIds, ms: 3 * 3_600_000, stepMs: 10_000 });
    // Tens of thousands of events: compared as one digest each (a deep toEqual of them took most of the
    // test's time), with the count first so a difference in length reads plainly.
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBe(a.length);
    expect(digest(b)).toBe(digest(a));
    const coarse = run({ seed: 42, sportIds, ms: 3 * 3_600_000, stepMs: 600_000 });
    expect(finishedOf(coarse)).toEqual(finishedOf(a));
    const other = run({ seed: 43, sportIds, ms: 3 * 3_600_000, stepMs: 600_000 });
    expect(finishedOf(other)).not.toEqual(finishedOf(a));
  });

  test("a rolling 7-day calendar of every sport, with unique ids and kick-offs in the window", () => {
    const clock = manualClock(T0);
    const sim = createSimulator({ clock, seed: 1 });
    const events = sim.snapshot();
    const games = events.flatMap((e) => (e.type === "game" ? [e.game] : []));
    const sports = new Set(games.map((g) => g.sportId));
    for (const id of Object.values(SportId)) expect(sports.has(id)).toBe(true);
    for (const g of games) {
      expect(g.startAt).toBeGreaterThanOrEqual(T0 - 24 * 3_600_000);
      expect(g.startAt).toBeLessThan(T0 + 7 * DAY_MS);
    }
    expect(games.some((g) => g.startAt > T0 + 6 * DAY_MS)).toBe(true);
    const live = games.filter((g) => g.statusId === GameStatus.live || g.statusId === GameStatus.break);
    expect(live.length).toBeGreaterThan(0);
    const ids = [...marketsOf(events).values()].flatMap((m) => m.outcomes.map((o) => o.outcomeId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("pre-match odds carry the margin; live games move odds and suspend markets", () => {
    const events = run({ seed: 5, sportIds: [SportId.football], ms: 2 * 3_600_000, stepMs: 5_000 });
    for (const m of marketsOf(events).values()) {
      if (m.isBlocked || m.outcomes.some((o) => o.coef <= 1001 || o.coef >= 500_000)) continue;
      expect(Math.abs(overround(m.outcomes.map((o) => o.coef)) - 1.06)).toBeLessThan(0.01);
    }
    expect(events.some((e) => e.type === "odds")).toBe(true);
    expect(events.some((e) => e.type === "blocked" && e.isBlocked)).toBe(true);
    expect(events.some((e) => e.type === "blocked" && !e.isBlocked)).toBe(true);
    expect(events.some((e) => e.type === "score")).toBe(true);
  });

  test.each([
    ["football", SportId.football],
    ["ice hockey", SportId.iceHockey],
    ["basketball", SportId.basketball],
    ["tennis", SportId.tennis],
    ["volleyball", SportId.volleyball],
    ["cs2", SportId.cs2],
    ["dota 2", SportId.dota2],
    ["fifa", SportId.fifa],
  ])(
    "%s: games finish with results consistent with the score and every outcome settled",
    (_name, sportId) => {
      const events = run({ seed: 9, sportIds: [sportId], ms: 8 * 3_600_000, stepMs: 60_000 });
      const finished = finishedOf(events);
      expect(finished.size).toBeGreaterThan(0);
      const markets = [...marketsOf(events).values()];
      for (const [gameId, result] of finished) {
        checkResult(result);
        for (const m of markets.filter((x) => x.gameId === gameId)) checkSettlement(m, result);
      }
    },
  );
});

function checkResult(result: GameResult): void {
  if (result.cancelled) return;
  const sum = result.periodScores.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  if (result.units) {
    // Set sports: the score counts sets won.
    const sets = result.periodScores.reduce(
      (s, [a, b]) => (a > b ? [s[0] + 1, s[1]] : [s[0], s[1] + 1]),
      [0, 0],
    );
    expect(result.score).toEqual(sets);
    expect(result.units).toEqual(sum);
    expect(result.score[0]).not.toBe(result.score[1]);
  } else {
    expect(result.score).toEqual(sum);
  }
}

function checkSettlement(m: FeedMarket, result: GameResult): void {
  const statuses = settleMarket({ ...m, codes: m.outcomes.map((o) => o.code) }, result).map(
    (s) => s.statusId,
  );
  for (const s of statuses) expect(s).toBeGreaterThanOrEqual(0);
  if (result.cancelled) {
    expect(statuses).not.toHaveLength(0);
    expect(statuses.every((s) => s === BetStatus.forcedReturn)).toBe(true);
    return;
  }
  const wins = statuses.filter((s) => s === BetStatus.win).length;
  if (
    m.typeId === MarketType.result ||
    m.typeId === MarketType.correctScore ||
    m.typeId === MarketType.bothScore
  ) {
    expect(wins).toBe(1);
  }
  if (m.typeId === MarketType.total || m.typeId === MarketType.handicap || m.typeId === MarketType.winner) {
    // Two sides mirror each other: win↔lose, half win↔half lose, return↔return.
    const mirror: Record<number, number> = { 0: 1, 1: 0, 2: 2, 4: 5, 5: 4 };
    expect(mirror[statuses[0] as number]).toBe(statuses[1]);
  }
}
