import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { createLocalBus } from "./live/bus.ts";
import { createSportsbook } from "./service.ts";
import { standingsOf } from "./store/pages.ts";
import { teamId } from "./store/presenters.ts";
import { CatalogueWriter } from "./store/write.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);
const P = "/web-api/sportsbook";

interface G {
  gameId: number;
  champId: number;
  sportId: number;
  statusId: number;
  startAt: string;
  opponents: [string, string];
  teamIds: [number, number];
  isRecommended: boolean;
  videoId: string | null;
  markets: { kind: number }[];
}

describe.each(testTargets())("sportsbook page reads on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const clock = manualClock(T0);
  const get = async (url: string) => {
    const res = await app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    handle = await createTestDb(target, { seed: false });
    // FIFA virtual plays every 10 minutes: its teams have a form after a few hours of history.
    const sim = createSimulator({
      clock,
      seed: 11,
      sportIds: [SportId.football, SportId.fifa, SportId.cs2],
      days: 2,
      historyHours: 12,
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

  test("games: pages through a section with a total, top championships, a sport, time filters server-side", async () => {
    const first = await get(`${P}/games?section=line&limit=10`);
    expect(first.status).toBe(200);
    expect(first.body.games).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(20);
    const second = await get(`${P}/games?section=line&limit=10&offset=10`);
    const ids = new Set(first.body.games.map((g: G) => g.gameId));
    expect(second.body.games.some((g: G) => ids.has(g.gameId))).toBe(false);
    const all = await get(`${P}/games?section=line&limit=200`);
    expect(all.body.games.length).toBe(Math.min(200, first.body.total));
    expect(all.body.games).not.toHaveLength(0);
    expect(all.body.games.every((g: G) => g.statusId === 1 && Date.parse(g.startAt) > T0)).toBe(true);

    const top = await get(`${P}/games?section=line&top=true&limit=200`);
    const champs = (await get(`${P}/champs?section=line`)).body as { champId: number; isTop: boolean }[];
    const topIds = new Set(champs.filter((c) => c.isTop).map((c) => c.champId));
    expect(top.body.total).toBeGreaterThan(0);
    expect(top.body.total).toBeLessThan(first.body.total);
    expect(top.body.games).not.toHaveLength(0);
    expect(top.body.games.every((g: G) => topIds.has(g.champId))).toBe(true);

    const cs = await get(`${P}/games?section=line&sportId=${SportId.cs2}&limit=200`);
    expect(cs.body.games.length).toBeGreaterThan(0);
    expect(cs.body.games).not.toHaveLength(0);
    expect(cs.body.games.every((g: G) => g.sportId === SportId.cs2)).toBe(true);

    const soon = await get(`${P}/games?section=line&timeFilter=1&limit=200`);
    expect(soon.body.total).toBeLessThan(first.body.total);
    expect(soon.body.games).not.toHaveLength(0);
    expect(soon.body.games.every((g: G) => Date.parse(g.startAt) <= T0 + 3 * 3_600_000)).toBe(true);
    const firstHalf = await get(`${P}/games?section=line&timeFilter=2&limit=5`);
    expect(firstHalf.body.games.some((g: G) => g.markets.length > 0)).toBe(true);
    expect(firstHalf.body.games).not.toHaveLength(0);
    expect(firstHalf.body.games.every((g: G) => g.markets.every((m) => m.kind === 1))).toBe(true);
    const recommended = await get(`${P}/games?section=line&timeFilter=6&limit=200`);
    expect(recommended.body.games).not.toHaveLength(0);
    expect(recommended.body.games.every((g: G) => g.isRecommended)).toBe(true);
    const video = await get(`${P}/games?section=line&onlyWithVideo=true&limit=200`);
    expect(video.body.games).not.toHaveLength(0);
    expect(video.body.games.every((g: G) => g.videoId !== null)).toBe(true);
  });

  test("cyber by type: real, virtual and stream championships", async () => {
    for (const [type, sportId] of [
      ["real", SportId.cs2],
      ["virtual", SportId.fifa],
      ["stream", SportId.fifa],
    ] as const) {
      const page = await get(`${P}/games?section=line&cyberType=${type}&limit=200`);
      expect(page.body.total, type).toBeGreaterThan(0);
      expect(page.body.games).not.toHaveLength(0);
      expect(page.body.games.every((g: G) => g.sportId === sportId)).toBe(true);
      const champs = (await get(`${P}/champs?section=line&cyberType=${type}`)).body as {
        cyberType: string;
      }[];
      expect(champs).not.toHaveLength(0);
      expect(champs.every((c) => c.cyberType === type)).toBe(true);
    }
    const classic = (await get(`${P}/champs?section=line&cyber=false`)).body as {
      isCyber: boolean;
      countryName: string;
      nameEng: string;
    }[];
    expect(classic.length).toBeGreaterThan(0);
    expect(classic.find((c) => c.nameEng === "England. Premier League")?.countryName).toBe("England");
    expect(classic).not.toHaveLength(0);
    expect(classic.every((c) => !c.isCyber)).toBe(true);
  });

  test("teams: an index with ids, a team's games and its name", async () => {
    const teams = (await get(`${P}/teams?section=line`)).body as {
      teamId: number;
      name: string;
      slug: string;
    }[];
    expect(teams.length).toBeGreaterThan(10);
    const team = teams[0];
    if (!team) throw new Error("no team");
    expect(team.teamId).toBe(teamId(team.name));
    const page = await get(`${P}/games?section=line&teamId=${team.teamId}`);
    expect(page.body.total).toBeGreaterThan(0);
    expect(page.body.games).not.toHaveLength(0);
    expect(
      page.body.games.every((g: G) => g.opponents.includes(team.name) && g.teamIds.includes(team.teamId)),
    ).toBe(true);
    expect((await get(`${P}/teams/${team.teamId}-${team.slug}`)).body).toEqual(team);
    expect((await get(`${P}/teams/1234`)).status).toBe(404);
    expect((await get(`${P}/games?section=line&teamId=1234`)).body.total).toBe(0);
  });

  test("multi live: games by id in the asked order, unknown ids left out", async () => {
    const page = (await get(`${P}/games?section=line&limit=3`)).body.games as G[];
    const ids = page.map((g) => g.gameId).reverse();
    const picked = await get(`${P}/games-by-id?ids=${[...ids, 77].join(",")}`);
    expect(picked.status).toBe(200);
    expect(picked.body.map((g: G) => g.gameId)).toEqual(ids);
    expect(picked.body[0].markets.length).toBeGreaterThan(0);
  });

  test("statistic: score by period and the form of both teams from past results", async () => {
    const day = new Date(T0).toISOString().slice(0, 10);
    const results = (await get(`${P}/results?date=${day}&tz=0&sportId=${SportId.fifa}`)).body.games as (G & {
      periodScores: [number, number][];
      score: [number, number];
    })[];
    // A finished game one of whose teams played an earlier finished game that day.
    const finished = results.filter((g) => g.statusId === 4);
    const game = finished.find((g) =>
      finished.some((h) => h.startAt < g.startAt && h.opponents.some((team) => g.opponents.includes(team))),
    );
    if (!game) throw new Error("no finished game");
    const stat = await get(`${P}/games/${game.gameId}/statistic`);
    expect(stat.status).toBe(200);
    expect(stat.body.periods.map((p: { home: number; away: number }) => [p.home, p.away])).toEqual(
      game.periodScores,
    );
    const form = [...stat.body.form.home, ...stat.body.form.away] as {
      startAt: string;
      score: [number, number];
      isHome: boolean;
      result: string;
    }[];
    expect(form.length).toBeGreaterThan(0);
    for (const f of form) {
      expect(Date.parse(f.startAt)).toBeLessThan(Date.parse(game.startAt));
      const [own, other] = f.isHome ? f.score : [f.score[1], f.score[0]];
      expect(f.result).toBe(own > other ? "W" : own < other ? "L" : "D");
    }
    expect((await get(`${P}/games/999999999/statistic`)).status).toBe(404);
  });

  test("final: a championship's results and the table they make", async () => {
    const champs = (await get(`${P}/champs?section=line&cyberType=virtual`)).body as { champId: number }[];
    const champId = champs[0]?.champId;
    const final = await get(`${P}/champs/${champId}/final`);
    expect(final.status).toBe(200);
    const results = final.body.results as { statusId: number; score: [number, number] }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results).not.toHaveLength(0);
    expect(results.every((g) => g.statusId === 4)).toBe(true);
    const table = final.body.standings as { played: number; points: number; won: number; drawn: number }[];
    expect(table.reduce((n, r) => n + r.played, 0)).toBe(2 * results.length);
    for (const r of table) expect(r.points).toBe(3 * r.won + r.drawn);
    for (let i = 1; i < table.length; i++)
      expect(table[i - 1]?.points).toBeGreaterThanOrEqual(table[i]?.points ?? 0);
    expect((await get(`${P}/champs/9999/final`)).status).toBe(404);
  });

  test("bad input is a 400 with a message", async () => {
    for (const url of [
      `${P}/games?limit=0`,
      `${P}/games?limit=500`,
      `${P}/games?offset=-1`,
      `${P}/games?top=maybe`,
      `${P}/games?teamId=x`,
      `${P}/games-by-id?ids=${Array.from({ length: 13 }, (_, i) => i + 1).join(",")}`,
      `${P}/games-by-id`,
      `${P}/champs?section=soon`,
      `${P}/teams/abc`,
      `${P}/games/abc/statistic`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
  });
});

describe("standingsOf", () => {
  test("3 points a win, 1 a draw; ties broken by goal difference, goals, then name", () => {
    const table = standingsOf([
      { opponents: ["A", "B"], score: [2, 0] },
      { opponents: ["C", "A"], score: [1, 1] },
      { opponents: ["B", "C"], score: [3, 1] },
      { opponents: ["D", "B"], score: [0, 0] },
    ]);
    expect(table.map((r) => [r.name, r.played, r.points, r.scored - r.conceded])).toEqual([
      ["A", 2, 4, 2],
      ["B", 3, 4, 0],
      ["D", 1, 1, 0],
      ["C", 2, 1, -2],
    ]);
  });
});
