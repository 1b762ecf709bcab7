import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { createLocalBus } from "./live/bus.ts";
import { createSportsbook } from "./service.ts";
import { CatalogueWriter } from "./store/write.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);
const P = "/web-api/sportsbook";

describe.each(testTargets())("sportsbook routes on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const clock = manualClock(T0);
  const get = async (url: string) => {
    const res = await app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    handle = await createTestDb(target, { seed: false });
    const sim = createSimulator({
      clock,
      seed: 11,
      sportIds: [SportId.football, SportId.cs2],
      days: 1,
      historyHours: 4,
    });
    await new CatalogueWriter(handle.db).apply(sim.snapshot());
    const sportsbook = createSportsbook({
      bus: createLocalBus(),
      feed: false,
      now: () => new Date(clock.now()),
    });
    app = await testApp(handle.db, [sportsbook.service]);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  test("sports list call: names to ids, the long-term sport 2999 always added", async () => {
    const all = await get(`${P}/sports?lng=en`);
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual({ sportId: 1, nameEng: "Football" });
    expect(all.body.at(-1)).toEqual({ sportId: 2999, nameEng: "Long-term bets" });
    const some = await get(`${P}/sports?lng=en&nameEng=football,Counter-Strike%202`);
    expect(some.body).toEqual([
      { sportId: 1, nameEng: "Football" },
      { sportId: 40, nameEng: "Counter-Strike 2" },
      { sportId: 2999, nameEng: "Long-term bets" },
    ]);
    expect((await get(`${P}/sports?nameEng=curling`)).body).toEqual([
      { sportId: 2999, nameEng: "Long-term bets" },
    ]);
    expect((await get(`${P}/sports?lng=english`)).status).toBe(400);
  });

  test("menu, champs by slug, games by {id}-{slug}, game, live, results, outcomes", async () => {
    const menu = await get(`${P}/menu?section=line&timeFilter=0`);
    expect(menu.status).toBe(200);
    expect(menu.body.map((s: { slug: string }) => s.slug)).toEqual(["football", "cs2"]);
    const champs = await get(`${P}/sports/football/champs?section=line`);
    expect(champs.status).toBe(200);
    const champ = champs.body.champs[0];
    const games = await get(`${P}/champs/${champ.champId}-${champ.slug}/games?section=line`);
    expect(games.status).toBe(200);
    expect(games.body.games.length).toBe(champ.gamesCount);
    const g = games.body.games[0];
    const game = await get(`${P}/games/${g.gameId}-${g.slug}`);
    expect(game.status).toBe(200);
    expect(game.body.markets.length).toBeGreaterThan(g.markets.length);
    const live = await get(`${P}/live`);
    expect(live.status).toBe(200);
    expect(live.body).not.toHaveLength(0);
    expect(live.body.every((x: { statusId: number }) => x.statusId === 2 || x.statusId === 3)).toBe(true);
    const results = await get(`${P}/results?date=2026-06-10&tz=0`);
    expect(results.status).toBe(200);
    expect(results.body.games.length).toBeGreaterThan(0);
    const finished = results.body.games.find((x: { statusId: number }) => x.statusId === 4);
    const resulted = await get(`${P}/games/${finished.gameId}/results`);
    expect(resulted.status).toBe(200);
    expect(resulted.body.outcomes.length).toBeGreaterThan(0);
    const outcomeId = game.body.markets[0].outcomes[0].outcomeId;
    const bets = await get(`${P}/outcomes?ids=${outcomeId},1`);
    expect(bets.status).toBe(200);
    expect(bets.body).toHaveLength(1);
    expect(bets.body[0].market.id).toBe(outcomeId);
  });

  test("bad input is a 4xx with a message, never a crash", async () => {
    for (const url of [
      `${P}/menu?section=soon`,
      `${P}/menu?timeFilter=4`,
      `${P}/menu?cyberType=arcade`,
      `${P}/champs/abc/games`,
      `${P}/games/12-Bad_Slug`,
      `${P}/results?date=2026-13-45`,
      `${P}/results?date=2026-06-10&tz=99`,
      `${P}/outcomes?ids=1,,2`,
      `${P}/outcomes`,
      `${P}/sports/${"x".repeat(60)}/champs`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    expect((await get(`${P}/games/999999999`)).status).toBe(404);
    expect((await get(`${P}/champs/9999/games`)).status).toBe(404);
    expect((await get(`${P}/sports/curling/champs`)).status).toBe(404);
    const notYet = await get(`${P}/live`);
    const liveId = notYet.body[0]?.gameId;
    if (liveId) expect((await get(`${P}/games/${liveId}/results`)).status).toBe(404);
  });
});
