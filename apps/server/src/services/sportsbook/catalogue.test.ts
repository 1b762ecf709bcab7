import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import {
  createSimulator,
  type FeedSimulator,
  type GameResult,
  manualClock,
  SportId,
  settleMarket,
} from "@parlay/feed";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFeed } from "./feed/runner.ts";
import { createLocalBus } from "./live/bus.ts";
import type { LiveBatch } from "./live/protocol.ts";
import { gamesResultedSince, getOutcomes, resultedOutcomes } from "./store/coupon.ts";
import { getGame, listChamps, listGames, listSports, resultsByDate } from "./store/read.ts";
import { CatalogueWriter } from "./store/write.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

describe.each(testTargets())("sportsbook catalogue on $name", (target: TestTarget) => {
  let handle: DbHandle;
  const clock = manualClock(T0);
  let sim: FeedSimulator;
  const now = () => new Date(clock.now());

  beforeAll(async () => {
    handle = await createTestDb(target, { seed: false });
    sim = createSimulator({
      clock,
      seed: 3,
      sportIds: [SportId.football, SportId.tennis, SportId.fifa],
      days: 2,
      historyHours: 6,
    });
    await new CatalogueWriter(handle.db).apply(sim.snapshot());
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("sports with counts in line and live", async () => {
    const line = await listSports(handle.db, { section: "line", timeFilter: 0, now: now() });
    expect(line.map((s) => s.sportId).sort()).toEqual(
      [SportId.football, SportId.tennis, SportId.fifa].sort(),
    );
    expect(line).not.toHaveLength(0);
    expect(line.every((s) => s.gamesCount > 0)).toBe(true);
    const live = await listSports(handle.db, { section: "live", timeFilter: 0, now: now() });
    expect(live.length).toBeGreaterThan(0);
    const cyber = await listSports(handle.db, { section: "line", timeFilter: 0, cyber: true, now: now() });
    expect(cyber.map((s) => s.sportId)).toEqual([SportId.fifa]);
    const virtual = await listSports(handle.db, {
      section: "line",
      timeFilter: 0,
      cyberType: "virtual",
      now: now(),
    });
    expect(virtual.map((s) => s.sportId)).toEqual([SportId.fifa]);
  });

  test("championships per sport, games per championship with main markets, a game with all markets", async () => {
    const champs = await listChamps(handle.db, SportId.football, {
      section: "line",
      timeFilter: 0,
      now: now(),
    });
    expect(champs.length).toBeGreaterThan(1);
    const champ = champs[0];
    if (!champ) throw new Error("no champ");
    expect(champ.countryName).toBeTruthy();
    const games = await listGames(handle.db, {
      section: "line",
      timeFilter: 0,
      champId: champ.champId,
      now: now(),
    });
    expect(games.length).toBe(champ.gamesCount);
    const first = games[0];
    if (!first) throw new Error("no game");
    expect(first.statusId).toBe(1);
    expect(first.markets.length).toBeGreaterThan(0);
    expect(first.markets).not.toHaveLength(0);
    expect(first.markets.every((m) => m.isMain && m.kind === 0)).toBe(true);
    expect(first.markets.map((m) => m.typeId).sort()).toEqual([1, 3, 4]);
    const full = await getGame(handle.db, first.gameId);
    expect(full?.markets.length).toBeGreaterThan(10);
    expect(
      full?.markets.some((m) => m.param === 2.25 || m.param === 2.75 || m.param === 1.75 || m.param === 3.25),
    ).toBe(true);
    const period = await listGames(handle.db, {
      section: "line",
      timeFilter: 2,
      champId: champ.champId,
      now: now(),
    });
    expect(period[0]?.markets).not.toHaveLength(0);
    expect(period[0]?.markets.every((m) => m.kind === 1)).toBe(true);
  });

  test("time filters: upcoming within 3 hours, recommended, live periods", async () => {
    const upcoming = await listGames(handle.db, { section: "line", timeFilter: 1, now: now() });
    for (const g of upcoming) expect(Date.parse(g.startAt) - clock.now()).toBeLessThanOrEqual(3 * 3_600_000);
    const recommended = await listGames(handle.db, { section: "line", timeFilter: 6, now: now() });
    expect(recommended).not.toHaveLength(0);
    expect(recommended.every((g) => g.isRecommended)).toBe(true);
    const live = await listGames(handle.db, { section: "live", timeFilter: 0, now: now() });
    expect(live).not.toHaveLength(0);
    expect(live.every((g) => g.statusId === 2 || g.statusId === 3)).toBe(true);
    expect(live).not.toHaveLength(0);
    expect(live.every((g) => g.isLive && g.isLiveInLive)).toBe(true);
    const video = await listGames(handle.db, {
      section: "line",
      timeFilter: 0,
      onlyWithVideo: true,
      now: now(),
    });
    expect(video.length).toBeGreaterThan(0);
    expect(video).not.toHaveLength(0);
    expect(video.every((g) => g.videoId !== null)).toBe(true);
    const streamed = await listGames(handle.db, {
      section: "line",
      timeFilter: 0,
      cyberType: "stream",
      now: now(),
    });
    expect(streamed.length).toBeGreaterThan(0);
    expect(streamed).not.toHaveLength(0);
    expect(streamed.every((g) => g.videoId !== null)).toBe(true);
    const first = await listGames(handle.db, { section: "live", timeFilter: 2, now: now() });
    expect(first).not.toHaveLength(0);
    expect(first.every((g) => g.period === 1)).toBe(true);
  });

  test("coupon outcomes in the shape of a bet in a coupon", async () => {
    const [game] = await listGames(handle.db, { section: "live", timeFilter: 0, now: now() });
    const outcome = game?.markets[0]?.outcomes[0];
    if (!game || !outcome) throw new Error("no live outcome");
    const [bet] = await getOutcomes(handle.db, [outcome.outcomeId, 1]);
    expect(bet?.market).toMatchObject({
      id: outcome.outcomeId,
      coef: outcome.coef,
      sportId: game.sportId,
      isLive: true,
    });
    expect(bet?.game.opponents).toEqual(game.opponents);
    expect(bet?.statusId).toBe(-1);
  });

  test("finished games are resulted once, with statuses from the final score", async () => {
    const stored = await resultsByDate(handle.db, { date: "2026-06-10", tzHours: 0 });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toHaveLength(0);
    expect(stored.every((g) => g.isFinished)).toBe(true);
    const game =
      stored.find((g) => g.statusId === 4 && g.sportId === SportId.football) ??
      stored.find((g) => g.statusId === 4);
    if (!game) throw new Error("no finished game");
    const resulted = await resultedOutcomes(handle.db, game.gameId);
    expect(resulted?.outcomes.length).toBeGreaterThan(0);
    expect(resulted?.outcomes).not.toHaveLength(0);
    expect(resulted?.outcomes.every((o) => o.statusId >= 0 && o.statusId <= 6)).toBe(true);
    const full = await getGame(handle.db, game.gameId);
    const result = resulted?.result as GameResult;
    for (const m of full?.markets ?? []) {
      // Every football market settles on the score: recompute and compare.
      const expected = settleMarket(
        { ...m, basis: "score", codes: m.outcomes.map((o) => o.code), outcomes: m.outcomes },
        result,
      );
      if (full?.sportId === SportId.football) {
        for (const e of expected)
          expect(resulted?.outcomes.find((o) => o.outcomeId === e.outcomeId)?.statusId).toBe(e.statusId);
      }
    }
    const since = await gamesResultedSince(handle.db, new Date(0));
    expect(since.map((g) => g.gameId)).toContain(game.gameId);
    // Replaying the snapshot (a restart) changes no status and results nothing twice.
    const again = await new CatalogueWriter(handle.db).apply(
      createSimulator({
        clock,
        seed: 3,
        sportIds: [SportId.football, SportId.tennis, SportId.fifa],
        days: 2,
        historyHours: 6,
      }).snapshot(),
    );
    expect(again.resulted).toEqual([]);

    // A corrected result (the provider changes the score) recomputes the statuses and reports the
    // game again, so settlement can re-settle; the same correction twice does nothing more.
    const corrected: GameResult = {
      ...result,
      score: [result.score[0] + 3, result.score[1]],
      periodScores: [],
      units: [result.score[0] + 3, result.score[1]],
      regulation: [result.score[0] + 3, result.score[1]],
    };
    const writer = new CatalogueWriter(handle.db);
    const fixed = await writer.apply([{ type: "finished", gameId: game.gameId, result: corrected }]);
    expect(fixed.resulted).toEqual([game.gameId]);
    const after = await resultedOutcomes(handle.db, game.gameId);
    expect(after?.result).toEqual(corrected);
    expect(after?.outcomes).not.toEqual(resulted?.outcomes);
    const twice = await writer.apply([{ type: "finished", gameId: game.gameId, result: corrected }]);
    expect(twice.resulted).toEqual([]);
  });

  // A simulated feed run through the database: CPU-bound, over 30 s at load average 17-21.
  test("the runner applies live events, publishes diffs and calls onGameResulted", {
    timeout: 120_000,
  }, async () => {
    const bus = createLocalBus();
    const batches: LiveBatch[] = [];
    bus.subscribe((b) => batches.push(b));
    const resulted: number[] = [];
    const adapter = createSimulator({
      clock,
      seed: 3,
      sportIds: [SportId.football, SportId.tennis, SportId.fifa],
      days: 1,
      historyHours: 1,
      tickMs: 5,
    });
    const feed = await startFeed(
      { db: handle.db },
      { bus, adapter, flushMs: 60_000, onGameResulted: (id) => void resulted.push(id) },
    );
    for (let i = 0; i < 30; i++) {
      clock.advance(120_000);
      await new Promise((r) => setTimeout(r, 15));
      await feed.flush();
    }
    await feed.stop();
    const diffs = batches.flatMap((b) => b.d);
    expect(diffs.some((d) => d.o && d.o.length > 0)).toBe(true);
    expect(diffs.some((d) => d.b && d.b.length > 0)).toBe(true);
    expect(diffs).not.toHaveLength(0);
    expect(diffs.every((d) => d.sp > 0)).toBe(true);
    expect(resulted.length).toBeGreaterThan(0);
    const fin = diffs.find((d) => d.fin === 1 && d.res);
    expect(fin?.res?.length).toBeGreaterThan(0);
    const stored = await resultedOutcomes(handle.db, resulted[0] as number);
    expect(stored?.outcomes).not.toHaveLength(0);
    expect(stored?.outcomes.every((o) => o.statusId >= 0)).toBe(true);
    // Odds in the database are the last ones pushed.
    const lastOdds = new Map(diffs.flatMap((d) => d.o ?? []));
    const [someId, coef] = [...lastOdds][0] as [number, number];
    const [bet] = await getOutcomes(handle.db, [someId]);
    expect(bet?.market.coef).toBe(coef);
  });
});
