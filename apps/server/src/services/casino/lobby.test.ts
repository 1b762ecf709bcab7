import { createHmac } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configStoreFor } from "../config/index.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { gameIdOf, registerLobbyCatalogue } from "./lobby-testing.ts";
import {
  type CasinoTestApp,
  casinoTestApp,
  launchedPlayer,
  TEST_GAME,
  TEST_KEY,
  walletCall,
} from "./testing.ts";

const names = (res: { json(): { games: { name: string }[] } }) => res.json().games.map((g) => g.name);

describe.each(testTargets())("casino lobby API on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  beforeAll(async () => {
    h = await createTestDb(target);
    // The seeded site config offers demo play to everyone (d.modules.casinoDemoPlay "open").
    t = await casinoTestApp(h.db, { lobby: { minSpinMs: 2500 } });
    await registerLobbyCatalogue(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("lists only enabled games of enabled providers, with provider, RTP and volatility", async () => {
    const res = await get("/web-api/casino/games?category=slots");
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Mega Vault", "Fruit Fiesta", "Reels of Test"]);
    const vault = res.json().games[0];
    expect(vault).toMatchObject({
      slug: "mega-vault-jackpot",
      provider: { id: "lobbyprov", name: "Lobby Games" },
      rtpBp: 9400,
      volatility: "medium",
      jackpot: true,
    });
    // A disabled game disappears from every list.
    await h.db
      .updateTable("casino_game")
      .set({ is_enabled: false })
      .where("code", "=", "fruit-fiesta")
      .execute();
    expect(names(await get("/web-api/casino/games?category=slots"))).toEqual(["Mega Vault", "Reels of Test"]);
    await h.db
      .updateTable("casino_game")
      .set({ is_enabled: true })
      .where("code", "=", "fruit-fiesta")
      .execute();
  });

  it("collections: new by release, jackpots, live, and a hand-picked one", async () => {
    expect(names(await get("/web-api/casino/games?collection=new"))).toEqual(["Fruit Fiesta"]);
    expect(names(await get("/web-api/casino/games?collection=jackpots"))).toEqual(["Mega Vault"]);
    expect(names(await get("/web-api/casino/games?collection=live"))).toEqual(["Live Wheel"]);
    expect(names(await get("/web-api/casino/games?category=slots&collection=vulkan"))).toEqual([
      "Fruit Fiesta",
    ]);
    expect(names(await get("/web-api/casino/games?category=other"))).toEqual([]);
    const lobby = await get("/web-api/casino/lobby");
    expect(
      lobby
        .json()
        .rows.popular.map((g: { name: string }) => g.name)
        .slice(0, 2),
    ).toEqual(["Mega Vault", "Fruit Fiesta"]);
  });

  it("providers list only providers with listed games", async () => {
    const res = await get("/web-api/casino/providers");
    expect(res.json().providers).toEqual([
      { id: "lobbyprov", name: "Lobby Games", games: 5 },
      { id: "testprov", name: "Test provider", games: 1 },
    ]);
  });

  it("search finds by name and by provider, case-insensitively, never a disabled provider's game", async () => {
    expect(names(await get("/web-api/casino/search?q=fruit"))).toEqual(["Fruit Fiesta"]);
    expect(names(await get("/web-api/casino/search?q=LOBBY%20GAMES"))).toHaveLength(5);
    // % and _ are literal characters, not wildcards.
    expect(names(await get("/web-api/casino/search?q=_1"))).toEqual(["Rocket_100%"]);
    expect(names(await get("/web-api/casino/search?q=%25%25"))).toEqual([]);
  });

  it("a game page in the asked language, English as the fallback; demo and spin time of the site", async () => {
    const id = await gameIdOf(h.db, "fruit-fiesta");
    const ru = (await get(`/web-api/casino/games/${id}?lang=ru`)).json();
    expect(ru).toMatchObject({
      name: "Fruit Fiesta",
      slug: "fruit-fiesta",
      rules: "Три и более символа на линии.",
      description: "A five-reel fruit slot.",
      demo: "open",
      minSpinMs: 2500,
      releasedOn: "2026-11-01",
    });
    const roulette = (await get(`/web-api/casino/games/${await gameIdOf(h.db, "euro-roulette")}`)).json();
    expect(roulette.demo).toBe("none");
  });

  it("bad input is a 400 VALIDATION and an unknown game a 404 NOT_FOUND", async () => {
    for (const url of [
      "/web-api/casino/games?category=bingo",
      "/web-api/casino/games?collection=%2Fetc",
      "/web-api/casino/games?x=1",
      "/web-api/casino/search?q=a",
      `/web-api/casino/search?q=${"a".repeat(61)}`,
      "/web-api/casino/games/abc",
      "/web-api/casino/games/99999999999",
      "/web-api/casino/games/1?lang=english",
      "/web-api/casino/sessions/0",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe("VALIDATION");
    }
    const unknown = await get("/web-api/casino/games/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
    const hidden = await get(`/web-api/casino/games/${await gameIdOf(h.db, "hidden-slot")}`);
    expect(hidden.statusCode).toBe(404);
  });

  it("a random game is one of the page's listed games", async () => {
    const res = await get("/web-api/casino/random?category=slots");
    expect(["Mega Vault", "Fruit Fiesta", "Reels of Test"]).toContain(res.json().game.name);
    expect((await get("/web-api/casino/random?category=scratch")).statusCode).toBe(404);
  });

  it("favourites: a signed-in player adds, lists and removes; guests get 401; unknown games 404", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const me = asUser(p.userId);
    const vault = await gameIdOf(h.db, "mega-vault");
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    expect(
      (await t.app.inject({ method: "PUT", url: `/web-api/casino/favorites/${vault}` })).statusCode,
    ).toBe(401);
    for (const id of [vault, fiesta, fiesta]) {
      const res = await t.app.inject({ method: "PUT", url: `/web-api/casino/favorites/${id}`, headers: me });
      expect(res.statusCode).toBe(204);
    }
    expect((await get("/web-api/casino/favorites/ids", me)).json().ids).toEqual(
      [fiesta, vault].sort((a, b) => a - b),
    );
    expect(names(await get("/web-api/casino/favorites", me)).sort()).toEqual(["Fruit Fiesta", "Mega Vault"]);
    const missing = await t.app.inject({
      method: "PUT",
      url: "/web-api/casino/favorites/999999",
      headers: me,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "PUT", url: "/web-api/casino/favorites/x", headers: me });
    expect(bad.json().error.code).toBe("VALIDATION");
    await t.app.inject({ method: "DELETE", url: `/web-api/casino/favorites/${vault}`, headers: me });
    expect(names(await get("/web-api/casino/favorites", me))).toEqual(["Fruit Fiesta"]);
    expect((await get("/web-api/casino/favorites")).statusCode).toBe(401);
    // Another player's favourites are theirs alone.
    const other = await launchedPlayer(h.db, t.app, 0n);
    expect((await get("/web-api/casino/favorites/ids", asUser(other.userId))).json().ids).toEqual([]);
  });

  it("recently played: the games launched, each once, newest first", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const me = asUser(p.userId);
    const vault = await gameIdOf(h.db, "mega-vault");
    t.clock.now += 1000;
    await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      headers: me,
      payload: { gameId: vault },
    });
    expect(names(await get("/web-api/casino/recent", me))).toEqual(["Mega Vault", "Reels of Test"]);
  });

  it("the launch URL carries the site's minimum spin time; the session's figures count its rounds", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const me = asUser(p.userId);
    const game = await gameIdOf(h.db, TEST_GAME);
    const launch = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      headers: me,
      payload: { gameId: game },
    });
    const { sessionId, url } = launch.json();
    expect(new URL(url).searchParams.get("min_spin_ms")).toBe("2500");
    const before = (await get(`/web-api/casino/sessions/${sessionId}`, me)).json();
    expect(before).toMatchObject({ staked: "0", won: "0", net: "0", rounds: 0, currency: "RUB" });
    const round = { user_id: p.user_id, currency: "RUB", game: TEST_GAME };
    await walletCall(t.app, "play", {
      ...round,
      game_id: "lobby-r1",
      finished: true,
      actions: [
        { action: "bet", action_id: "lobby-b1", amount: 500 },
        { action: "win", action_id: "lobby-w1", amount: 200 },
      ],
    });
    await walletCall(t.app, "play", {
      ...round,
      game_id: "lobby-r2",
      finished: false,
      actions: [{ action: "bet", action_id: "lobby-b2", amount: 300 }],
    });
    await walletCall(t.app, "rollback", {
      ...round,
      game_id: "lobby-r2",
      actions: [{ action: "rollback", action_id: "lobby-rb2", original_action_id: "lobby-b2" }],
    });
    const after = (await get(`/web-api/casino/sessions/${sessionId}`, me)).json();
    expect(after).toMatchObject({ staked: "500", won: "200", net: "-300", rounds: 1 });
    // Someone else's session is not found.
    const other = await launchedPlayer(h.db, t.app, 0n);
    expect((await get(`/web-api/casino/sessions/${sessionId}`, asUser(other.userId))).statusCode).toBe(404);
  });

  it("demo play: the provider's demo page where allowed, 403 where the game does not allow it", async () => {
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      payload: { gameId: fiesta },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe("https://lobby.example/play");
    const { token, ...rest } = Object.fromEntries(url.searchParams);
    expect(rest).toEqual({ game: "fruit-fiesta", mode: "demo", min_spin_ms: "2500" });
    // The demo token: claims for this game, 60 s, signed with the provider's key (docs/casino.md).
    const [payload = "", mac] = (token ?? "").split(".");
    expect(mac).toBe(createHmac("sha256", TEST_KEY).update(`parlay-demo:${payload}`).digest("hex"));
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    expect(claims).toMatchObject({ v: 1, game: "fruit-fiesta", exp: t.clock.now + 60_000 });
    expect(claims.nonce).toMatch(/^[0-9a-f]{32}$/);
    // The page's language travels to the provider; a language that is not two letters is a 400.
    const ar = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      payload: { gameId: fiesta, lang: "ar" },
    });
    expect(new URL(ar.json().url).searchParams.get("lang")).toBe("ar");
    const bad = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      payload: { gameId: fiesta, lang: "arabic" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION");
    // The game page says so.
    expect((await get(`/web-api/casino/games/${fiesta}`)).json().demo).toBe("open");
    const roulette = await gameIdOf(h.db, "euro-roulette");
    const refused = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      payload: { gameId: roulette },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
  });
});

describe.each(testTargets())("casino demo play on a UK-style site ($name)", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  const verified = new Set<bigint>();
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db, { ageVerified: async (id) => verified.has(id) });
    await registerLobbyCatalogue(h.db);
    // A site config row turns demo play off for Germany (the seed has gb → "verified").
    await configStoreFor(h.db).putRow({
      groupId: 1,
      group: "d.modules",
      country: "de",
      lang: "*",
      data: { casinoDemoPlay: "off" },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const demo = async (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      headers,
      payload: { gameId: await gameIdOf(h.db, "fruit-fiesta") },
    });

  it("from the UK (d.modules.casinoDemoPlay verified): only after age verification", async () => {
    const gb = { "x-country-code": "GB" };
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    expect((await t.app.inject({ url: `/web-api/casino/games/${fiesta}`, headers: gb })).json().demo).toBe(
      "verified",
    );
    expect((await demo(gb)).statusCode).toBe(401);
    const p = await launchedPlayer(h.db, t.app, 0n);
    const refused = await demo({ ...gb, ...asUser(p.userId) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
    verified.add(p.userId);
    expect((await demo({ ...gb, ...asUser(p.userId) })).statusCode).toBe(200);
    // Elsewhere the same site is open to guests.
    expect((await demo({ "x-country-code": "RU" })).statusCode).toBe(200);
  });

  it("the site's own answer for the country wins over the header a visitor sends (no picking another country's rules)", async () => {
    // main.ts gives the services the site's resolution (the CDN's trusted header, else GeoIP): here GB.
    const uk = await casinoTestApp(
      h.db,
      { ageVerified: async (id) => verified.has(id) },
      { countryOf: async () => "GB" },
    );
    try {
      const fiesta = await gameIdOf(h.db, "fruit-fiesta");
      const ru = { "x-country-code": "RU" };
      expect((await uk.app.inject({ url: `/web-api/casino/games/${fiesta}`, headers: ru })).json().demo).toBe(
        "verified",
      );
      const guest = await uk.app.inject({
        method: "POST",
        url: "/web-api/casino/demo",
        headers: ru,
        payload: { gameId: fiesta },
      });
      expect(guest.statusCode).toBe(401);
    } finally {
      await uk.app.close();
    }
  });

  it("the minimum spin time is the site's for the player's country (gb 2.5 s, UKGC RTS 14F), none elsewhere", async () => {
    const p = await launchedPlayer(h.db, t.app, 10_00n);
    const game = await gameIdOf(h.db, TEST_GAME);
    const spinOf = async (country: string) => {
      const headers = { "x-country-code": country, ...asUser(p.userId) };
      const page = (await t.app.inject({ url: `/web-api/casino/games/${game}`, headers })).json();
      const launch = await t.app.inject({
        method: "POST",
        url: "/web-api/casino/launch",
        headers,
        payload: { gameId: game },
      });
      expect(launch.statusCode).toBe(201);
      return { page: page.minSpinMs, url: new URL(launch.json().url).searchParams.get("min_spin_ms") };
    };
    expect(await spinOf("GB")).toEqual({ page: 2500, url: "2500" });
    expect(await spinOf("RU")).toEqual({ page: 0, url: "0" });
  });

  it("where the site config turns demo play off: 403 for everyone, and the game page says none", async () => {
    const de = { "x-country-code": "DE" };
    const p = await launchedPlayer(h.db, t.app, 0n);
    verified.add(p.userId);
    for (const headers of [de, { ...de, ...asUser(p.userId) }]) {
      const res = await demo(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
    const fiesta = await gameIdOf(h.db, "fruit-fiesta");
    expect((await t.app.inject({ url: `/web-api/casino/games/${fiesta}`, headers: de })).json().demo).toBe(
      "none",
    );
  });
});
