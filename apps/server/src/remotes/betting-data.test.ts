import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import {
  httpSportsbookApi,
  loadBettingPage,
  renderBetting,
  type SportsbookApi,
} from "@parlay/remote-betting";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../services/config/testing.ts";
import {
  CatalogueWriter,
  cachedReads,
  createLocalBus,
  createSportsbook,
  type Sportsbook,
  sportsbookReads,
} from "../services/sportsbook/index.ts";
import { inProcessBettingData } from "./betting-data.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

describe.each(testTargets())("the betting remote's data on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let sportsbook: Sportsbook;
  let inProcess: SportsbookApi;
  let overHttp: SportsbookApi;
  const clock = manualClock(T0);

  beforeAll(async () => {
    handle = await createTestDb(target, { seed: false });
    const sim = createSimulator({ clock, seed: 5, sportIds: [SportId.football, SportId.cs2], days: 1 });
    await new CatalogueWriter(handle.db).apply(sim.snapshot());
    sportsbook = createSportsbook({ bus: createLocalBus(), feed: false, now: () => new Date(clock.now()) });
    app = await testApp(handle.db, [sportsbook.service]);
    inProcess = inProcessBettingData(() => sportsbook.reads);
    // The remote as its own process: the public routes over HTTP (inject stands in for the network).
    overHttp = httpSportsbookApi("http://site.test", {
      fetch: (async (input: string | URL | Request) => {
        const res = await app.inject({ method: "GET", url: String(input).replace("http://site.test", "") });
        return new Response(res.body, {
          status: res.statusCode,
          headers: { "content-type": "application/json" },
        });
      }) as typeof fetch,
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** As the answer travels in a page: JSON (undefined fields drop out). */
  const json = (v: unknown) => JSON.parse(JSON.stringify(v));

  test("in-process and HTTP clients give the same answers for every page read", async () => {
    const line = await overHttp.gamePage({ section: "line", timeFilter: "0" }, 0);
    expect(line.games.length).toBeGreaterThan(0);
    const game = line.games[0];
    if (!game) throw new Error("no game");
    const reads: [string, (api: SportsbookApi) => Promise<unknown>][] = [
      ["menu", (a) => a.menu({ section: "line", timeFilter: "0" })],
      ["champs", (a) => a.champs({ section: "line", timeFilter: "0", cyberType: "real" })],
      ["games", (a) => a.gamePage({ section: "line", timeFilter: "1", sportId: game.sportId }, 0)],
      ["game", (a) => a.game(`${game.gameId}-${game.slug}`)],
      ["gamesById", (a) => a.gamesById([game.gameId])],
      ["live", (a) => a.live()],
      ["teams", (a) => a.teams("line")],
      ["team", (a) => a.team(String(game.teamIds?.[0]))],
      ["results", (a) => a.results("2026-06-10")],
      ["final", (a) => a.final(String(game.champId))],
      ["statistic", (a) => a.statistic(String(game.gameId))],
    ];
    for (const [name, read] of reads) expect(json(await read(inProcess)), name).toEqual(await read(overHttp));
  });

  test("a read the route refuses or does not find rejects in both (the page then loads it in the browser)", async () => {
    await expect(inProcess.game("999999999")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(overHttp.game("999999999")).rejects.toThrow(/HTTP 404/);
    await expect(inProcess.results("not-a-date")).rejects.toThrow();
  });

  test("the line page renders its games into the body, with the data in its props under the component's key", async () => {
    const answer = await renderBetting(renderContext("betting", "/line"), [], {
      directory: null,
      data: inProcess,
    });
    const line = await inProcess.gamePage({ section: "line", timeFilter: "0" }, 0);
    expect(answer.body).toContain(line.games[0]?.opponents[0]);
    expect(answer.body).toContain('class="pb-odds');
    expect(answer.body).not.toMatch(/class="pb-note" role="status"/);
    const initial = await loadBettingPage(
      {
        route: { page: "game", section: "line", sport: "football", champ: "1", game: "1" },
        timeFilter: "0",
        date: null,
        games: null,
      },
      inProcess,
    );
    // A game that does not exist is left out: the browser shows its error as before.
    expect(initial).toEqual({});
  });

  test("kept reads: one catalogue read per distinct query until the feed writes or the answer ages", async () => {
    let now = 0;
    const reads = cachedReads(
      sportsbookReads(handle.db, () => new Date(clock.now())),
      {
        maxAgeMs: 1000,
        clock: () => now,
      },
    );
    const q = { section: "line", timeFilter: 0 } as const;
    const [a, b] = await Promise.all([reads.menu(q), reads.menu(q)]);
    expect(a).toBe(b);
    expect(reads.misses).toBe(1);
    await reads.menu({ ...q, section: "live" });
    expect(reads.misses).toBe(2);
    reads.invalidate();
    await reads.menu(q);
    expect(reads.misses).toBe(3);
    now = 999;
    await reads.menu(q);
    expect(reads.misses).toBe(3);
    now = 2000;
    await reads.menu(q);
    expect(reads.misses).toBe(4);
    // A failed read is not kept.
    await expect(reads.game(999_999_999)).rejects.toThrow();
    await expect(reads.game(999_999_999)).rejects.toThrow();
    expect(reads.misses).toBe(6);
  });
});
