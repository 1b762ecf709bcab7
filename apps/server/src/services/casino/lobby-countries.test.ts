import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorCountry } from "../access/index.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { gameIdOf, registerLobbyCatalogue } from "./lobby-testing.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer } from "./testing.ts";

const names = (res: { json(): { games: { name: string }[] } }) => res.json().games.map((g) => g.name);

/**
 * A game staff blocked in some countries (casino_game.blocked_countries; docs/casino.md "Countries"):
 * the lobby leaves it out for visitors there and launches refuse it; elsewhere, and where the site
 * cannot tell the country, nothing changes.
 */
describe.each(testTargets())("the casino lobby by the visitor's country on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  let fiesta: number;
  const DE = { "x-country-code": "de" };
  const RU = { "x-country-code": "RU" };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    h = await createTestDb(target);
    // The CDN's header is trusted here; without it GeoIP knows no test address (unknown country).
    const countryOf = visitorCountry({
      trustCountryHeader: true,
      countries: { countryOf: async () => null },
    });
    t = await casinoTestApp(h.db, { countryOf });
    await registerLobbyCatalogue(h.db);
    fiesta = await gameIdOf(h.db, "fruit-fiesta");
    await h.db
      .updateTable("casino_game")
      // As the back office keeps them: lower-case (the resolver answers upper-case).
      .set({ blocked_countries: ["de", "fr"] })
      .where("id", "=", fiesta)
      .execute();
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("lists, search and random leave the game out only for a visitor from a blocked country", async () => {
    for (const headers of [RU, {}]) {
      expect(names(await get("/web-api/casino/games?category=slots", headers))).toContain("Fruit Fiesta");
      expect(names(await get("/web-api/casino/search?q=fruit", headers))).toEqual(["Fruit Fiesta"]);
      const random = await get("/web-api/casino/random?collection=new", headers);
      expect(random.json().game.name).toBe("Fruit Fiesta");
      const rows = (await get("/web-api/casino/lobby", headers)).json().rows;
      expect(rows.new.map((g: { name: string }) => g.name)).toEqual(["Fruit Fiesta"]);
    }
    const slots = await get("/web-api/casino/games?category=slots", DE);
    expect(names(slots)).toEqual(["Mega Vault", "Reels of Test"]);
    expect(names(await get("/web-api/casino/search?q=fruit", DE))).toEqual([]);
    expect((await get("/web-api/casino/random?collection=new", DE)).statusCode).toBe(404);
    expect((await get("/web-api/casino/lobby", DE)).json().rows.new).toEqual([]);
    // An answer that depends on the country is never kept by a shared cache.
    expect(slots.headers["cache-control"]).toBe("private, no-cache");
    expect(slots.headers.vary).toContain("x-country-code");
  });

  it("providers count only the games listed in the visitor's country", async () => {
    const lobbyGames = async (headers: Record<string, string>) =>
      (await get("/web-api/casino/providers", headers))
        .json()
        .providers.find((p: { id: string }) => p.id === "lobbyprov")?.games;
    expect(await lobbyGames(RU)).toBe(5);
    expect(await lobbyGames({})).toBe(5);
    expect(await lobbyGames(DE)).toBe(4);
  });

  it("the game's page stays, saying where it is not available; play and demo are refused there", async () => {
    const page = await get(`/web-api/casino/games/${fiesta}`, DE);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: "Fruit Fiesta", availableHere: false });
    expect((await get(`/web-api/casino/games/${fiesta}`, RU)).json().availableHere).toBe(true);
    expect((await get(`/web-api/casino/games/${fiesta}`)).json().availableHere).toBe(true);

    const demo = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/web-api/casino/demo", headers, payload: { gameId: fiesta } });
    expect((await demo(RU)).statusCode).toBe(200);
    const refusedDemo = await demo(DE);
    expect([refusedDemo.statusCode, refusedDemo.json().error.code]).toEqual([404, "NOT_FOUND"]);

    const p = await launchedPlayer(h.db, t.app, 0n);
    const launch = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/web-api/casino/launch",
        headers: { ...headers, ...asUser(p.userId) },
        payload: { gameId: fiesta },
      });
    const refused = await launch(DE);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toMatch(/not available in your country/);
    expect((await launch({ "x-country-code": "FR" })).statusCode).toBe(404);
    expect((await launch(RU)).statusCode).toBe(201);
    expect((await launch({})).statusCode).toBe(201);
  });

  it("a player's favourites and recently played leave it out in a blocked country", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const me = asUser(p.userId);
    t.clock.now += 1000;
    await t.app.inject({ method: "PUT", url: `/web-api/casino/favorites/${fiesta}`, headers: me });
    await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      headers: { ...RU, ...me },
      payload: { gameId: fiesta },
    });
    expect(names(await get("/web-api/casino/favorites", { ...RU, ...me }))).toEqual(["Fruit Fiesta"]);
    expect(names(await get("/web-api/casino/favorites", { ...DE, ...me }))).toEqual([]);
    expect(names(await get("/web-api/casino/recent", { ...RU, ...me }))).toEqual([
      "Fruit Fiesta",
      "Reels of Test",
    ]);
    expect(names(await get("/web-api/casino/recent", { ...DE, ...me }))).toEqual(["Reels of Test"]);
  });
});
