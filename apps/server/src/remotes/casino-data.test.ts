import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import {
  type CasinoApi,
  type CasinoPlayerApi,
  httpCasinoApi,
  httpCasinoPlayer,
  renderCasino,
} from "@parlay/remote-casino";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameIdOf, registerLobbyCatalogue } from "../services/casino/lobby-testing.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer } from "../services/casino/testing.ts";
import type { RenderGrants } from "../services/session/index.ts";
import { asUser } from "../services/wallet/testing/test-auth.ts";
import { inProcessCasinoData, inProcessCasinoPlayer, inProcessCasinoPlayerSource } from "./casino-data.ts";
import { injectFetch as inject } from "./inject-fetch.ts";

/**
 * The casino remote's two transports (docs/casino.md "Lobby"): in the server's process (the service's
 * functions behind the routes' own schemas) and as its own process (the API over HTTP) answer alike,
 * and a page renders with its games in the HTML.
 */
describe.each(testTargets())("the casino remote's data on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  let inProcess: CasinoApi;
  let overHttp: CasinoApi;
  const settings = { demo: "open" as const, minSpinMs: 2500 };
  const injectFetch = (headers: Record<string, string> = {}) => inject(() => t.app, headers);

  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db, { lobby: settings });
    await registerLobbyCatalogue(h.db);
    inProcess = inProcessCasinoData(h.db, settings, () => 0);
    overHttp = httpCasinoApi("http://site.test", { fetch: injectFetch() });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const json = (v: unknown) => JSON.parse(JSON.stringify(v));

  test("in-process and HTTP clients give the same answers for every read", async () => {
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    const reads: [string, (api: CasinoApi) => Promise<unknown>][] = [
      ["games", (a) => a.games({ category: "slots" }, "en")],
      ["collection", (a) => a.games({ collection: "jackpots" }, "en")],
      ["provider", (a) => a.games({ provider: "lobbyprov" }, "ar")],
      ["lobby", (a) => a.lobby({}, "ru")],
      ["game", (a) => a.game(fiesta, "ru")],
      ["providers", (a) => a.providers()],
      ["search", (a) => a.search("fruit", "ru")],
    ];
    for (const [name, read] of reads) expect(json(await read(inProcess)), name).toEqual(await read(overHttp));
    // An unknown game is a rejection on both (the page becomes a 404).
    await expect(inProcess.game(999_999, "en")).rejects.toThrow(/not found/);
    await expect(overHttp.game(999_999, "en")).rejects.toThrow(/not found/);
  });

  test("the lists name a game in the page's language where content staff gave it one, English otherwise", async () => {
    await h.db
      .updateTable("casino_game")
      .set({ names: { ru: "Фруктовая фиеста" } })
      .where("code", "=", "fruit-fiesta")
      .execute();
    for (const api of [inProcess, overHttp]) {
      const named = (games: { name: string }[]) => games.map((g) => g.name);
      expect(named((await api.games({ category: "slots" }, "ru")).games)).toContain("Фруктовая фиеста");
      expect(named((await api.games({ category: "slots" }, "en")).games)).toContain("Fruit Fiesta");
      expect(named((await api.search("fruit", "ru")).games)).toContain("Фруктовая фиеста");
      const rows = Object.values((await api.lobby({}, "ru")).rows).flat();
      expect(named(rows)).not.toContain("Fruit Fiesta");
    }
  });

  test("the player's reads: in process by user id, over HTTP with the player's credentials", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const vault = await gameIdOf(h.db, "mega-vault");
    await t.app.inject({
      method: "PUT",
      url: `/web-api/casino/favorites/${vault}`,
      headers: asUser(p.userId),
    });
    const here: CasinoPlayerApi = inProcessCasinoPlayer(h.db, p.userId);
    const there = httpCasinoPlayer("http://site.test", "grant", { fetch: injectFetch(asUser(p.userId)) });
    expect(json(await here.favorites())).toEqual(await there.favorites());
    expect(json(await here.favoriteIds())).toEqual({ ids: [vault] });
    expect(json(await here.recent())).toEqual(await there.recent());
  });

  test("only a grant issued to the casino names a player; a guest or another remote's grant does not", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const grants = {
      issue: async () => null,
      verify: async (token: string) =>
        token === "casino" || token === "office" ? { app: token, userId: p.userId } : null,
    } as unknown as RenderGrants;
    const source = inProcessCasinoPlayerSource(h.db, grants);
    expect(await source(renderContext("casino", "/my-casino"))).toBeNull();
    expect(await source(renderContext("casino", "/my-casino", { grant: "office" }))).toBeNull();
    expect(await source(renderContext("casino", "/my-casino", { grant: "forged" }))).toBeNull();
    const player = await source(renderContext("casino", "/my-casino", { grant: "casino" }));
    expect(await player?.favorites()).toEqual({ games: [] });
  });

  test("a page renders with its games from the in-process data", async () => {
    const answer = await renderCasino(renderContext("casino", "/slots"), [], { data: inProcess });
    expect(answer.status).toBe("ok");
    expect(answer.body).toContain("Fruit Fiesta");
    expect(answer.body).toContain("Mega Vault");
    expect(answer.body).not.toContain("Fruit Hidden");
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    const moved = await renderCasino(renderContext("casino", `/casino/game/${fiesta}/x`), [], {
      data: inProcess,
    });
    expect(moved).toMatchObject({ status: "moved", location: `/slots/game/${fiesta}/fruit-fiesta` });
  });

  test("a render reads for the visitor's country: a game blocked there is left out, its page says so", async () => {
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    const block = (countries: string[]) =>
      h.db
        .updateTable("casino_game")
        .set({ blocked_countries: countries })
        .where("id", "=", fiesta)
        .execute();
    await block(["de"]);
    try {
      const data = (ctx: RemoteRenderContext) =>
        inProcessCasinoData(h.db, settings, () => 0, Date.now, ctx.country ?? null);
      const slots = async (country?: string) =>
        (await renderCasino(renderContext("casino", "/slots", country ? { country } : {}), [], { data }))
          .body;
      expect(await slots("DE")).not.toContain("Fruit Fiesta");
      expect(await slots("DE")).toContain("Mega Vault");
      expect(await slots("GB")).toContain("Fruit Fiesta");
      expect(await slots()).toContain("Fruit Fiesta");
      const page = (country: string) =>
        renderCasino(renderContext("casino", `/slots/game/${fiesta}/fruit-fiesta`, { country }), [], {
          data,
        });
      const blocked = await page("DE");
      expect(blocked.status).toBe("ok");
      // The message in place of play (the dictionary travels in the props: the element says it).
      expect(blocked.body).toMatch(/data-unavailable[^>]*>This game is not available in your country\./);
      expect((await page("GB")).body).not.toContain("data-unavailable");
      // The player's favourites read for the render's country too.
      const p = await launchedPlayer(h.db, t.app, 0n);
      await t.app.inject({
        method: "PUT",
        url: `/web-api/casino/favorites/${fiesta}`,
        headers: asUser(p.userId),
      });
      const grants = { verify: async () => ({ app: "casino", userId: p.userId }) } as unknown as RenderGrants;
      const source = inProcessCasinoPlayerSource(h.db, grants);
      const favorites = async (country: string) =>
        (await (await source(renderContext("casino", "/my-casino", { grant: "g", country })))?.favorites())
          ?.games;
      expect(await favorites("GB")).toHaveLength(1);
      expect(await favorites("DE")).toEqual([]);
    } finally {
      await block([]);
    }
  });
});
