import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import { buildApp } from "../../app.ts";
import { shareInvalidations } from "../config/index.ts";
import { createSessionAuthenticator, type PlayersRuntime, playersFor } from "../session/index.ts";
import { TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { staffCaller } from "../staff/testing.ts";
import { catalogueChanges } from "./changes.ts";
import {
  gameIdOf,
  HIDDEN_PROVIDER,
  LOBBY_GAMES,
  LOBBY_PROVIDER,
  registerLobbyCatalogue,
} from "./lobby-testing.ts";
import { registerProvider } from "./providers.ts";
import { createCasinoService } from "./service.ts";
import { TEST_KEY } from "./testing.ts";

const C = `${STAFF_API}/casino`;
const REDIS_URL = process.env.REDIS_URL;
const names = (res: { json(): { games: { name: string }[] } }) => res.json().games.map((g) => g.name);

describe.each(testTargets())("the casino catalogue in the back office on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let rt: PlayersRuntime;
  const clock = testClock(Date.parse("2026-11-27T09:00:00Z"));
  const changes = catalogueChanges();
  let invalidations = 0;
  changes.onInvalidate(() => invalidations++);
  let content: Awaited<ReturnType<typeof staffCaller>>;

  beforeAll(async () => {
    h = await createTestDb(target);
    const auth = createSessionAuthenticator(h.db, testOptions({ now: clock.now }));
    const ctx = { db: h.db, env: { production: false, defaultHost: "localhost" }, auth };
    rt = playersFor(ctx).rt;
    await registerLobbyCatalogue(h.db);
    app = await buildApp({
      ctx,
      services: [staffService, createCasinoService({ now: clock.now, catalogue: changes })],
      trustProxy: TEST_TRUST_PROXY,
    });
    await app.ready();
    content = await staffCaller(app, rt, ["content"]);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  const audits = (action: string) =>
    h.db.selectFrom("staff_audit").selectAll().where("action", "=", action).orderBy("id").execute();

  it("lists and searches every game, enabled or not, with the provider's maths and why it is hidden", async () => {
    const all = await content.call("GET", `${C}/games?pageSize=200&sort=name`);
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.total).toBe(LOBBY_GAMES.length + 1);
    const hidden = page.items.find((g: { code: string }) => g.code === "hidden-slot");
    expect(hidden).toMatchObject({ providerId: HIDDEN_PROVIDER, enabled: true, hidden: "provider_disabled" });
    const vault = page.items.find((g: { code: string }) => g.code === "mega-vault");
    expect(vault).toMatchObject({ rtpBp: 9400, volatility: "medium", hidden: null, hasLauncher: true });
    const found = await content.call("GET", `${C}/games?q=HIDDEN`);
    expect(found.json().items.map((g: { code: string }) => g.code)).toEqual(["hidden-slot"]);
    const providers = await content.call("GET", `${C}/providers`);
    expect(providers.json().items).toEqual([
      expect.objectContaining({ id: HIDDEN_PROVIDER, enabled: false, games: 1 }),
      expect.objectContaining({ id: LOBBY_PROVIDER, enabled: true, games: LOBBY_GAMES.length }),
    ]);
  });

  it("refuses roles without the permission with 403 STAFF_FORBIDDEN, and changes nothing", async () => {
    const support = await staffCaller(app, rt, ["support"]);
    const read = await support.call("GET", `${C}/games`);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.code).toBe("STAFF_FORBIDDEN");
    const compliance = await staffCaller(app, rt, ["compliance"]);
    expect((await compliance.call("GET", `${C}/providers`)).statusCode).toBe(200);
    const id = await gameIdOf(h.db, "mega-vault");
    const write = await compliance.call("PATCH", `${C}/games/${id}`, { name: "Hacked" });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe("STAFF_FORBIDDEN");
    const provider = await compliance.call("PATCH", `${C}/providers/${LOBBY_PROVIDER}`, { enabled: false });
    expect(provider.statusCode).toBe(403);
    expect(names(await get("/web-api/casino/search?q=vault"))).toEqual(["Mega Vault"]);
    expect(await audits("casino.game_update")).toHaveLength(0);
    // Signed out: 401.
    const anonymous = await app.inject({ method: "GET", url: `${C}/games` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses invalid edits with 400 VALIDATION or 404, writing nothing", async () => {
    const id = await gameIdOf(h.db, "mega-vault");
    for (const body of [
      { name: "" },
      { name: "x".repeat(81) },
      { category: "bingo" },
      { tileOrder: -1 },
      { tileOrder: 1.5 },
      { collections: ["Not A Slug"] },
      { collections: ["new", "new"] },
      { blockedCountries: ["GBR"] },
      { names: { english: "x" } },
      { enabled: "yes" },
      { rtpBp: 9999 },
    ]) {
      const res = await content.call("PATCH", `${C}/games/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect((await content.call("PATCH", `${C}/games/0`, { name: "x" })).statusCode).toBe(400);
    const missing = await content.call("PATCH", `${C}/games/999999`, { name: "x" });
    expect(missing.statusCode).toBe(404);
    expect((await content.call("PATCH", `${C}/providers/NOPE`, { enabled: true })).statusCode).toBe(400);
    expect((await content.call("PATCH", `${C}/providers/nope`, { enabled: true })).statusCode).toBe(404);
    expect(await audits("casino.game_update")).toHaveLength(0);
    expect(await audits("casino.provider_update")).toHaveLength(0);
  });

  it("renames a game per language, audited before and after; the lobby, game page and search show it", async () => {
    const id = await gameIdOf(h.db, "fruit-fiesta");
    const before = invalidations;
    const res = await content.call("PATCH", `${C}/games/${id}`, {
      name: "Fruit Carnival",
      names: { ru: "Фруктовый карнавал", ar: "كرنفال الفاكهة" },
      collections: ["vulkan", "popular"],
      tileOrder: 0,
      blockedCountries: ["GB", "us"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Fruit Carnival",
      names: { ar: "كرنفال الفاكهة", ru: "Фруктовый карнавал" },
      tileOrder: 0,
      blockedCountries: ["gb", "us"],
      rtpBp: 9615,
    });
    expect(invalidations).toBe(before + 1);
    const [row] = await audits("casino.game_update");
    expect(row).toMatchObject({
      target_type: "casino_game",
      target_id: String(id),
      staff_email: content.email,
    });
    expect(row?.before).toMatchObject({ name: "Fruit Fiesta", names: {}, tileOrder: null });
    expect(row?.after).toMatchObject({
      name: "Fruit Carnival",
      tileOrder: 0,
      blockedCountries: ["gb", "us"],
    });
    // The tile order puts it first, ahead of more popular games.
    expect(names(await get("/web-api/casino/games?category=slots"))[0]).toBe("Fruit Carnival");
    expect(names(await get("/web-api/casino/search?q=carnival"))).toEqual(["Fruit Carnival"]);
    expect(names(await get("/web-api/casino/search?q=fiesta"))).toEqual([]);
    expect(names(await get(`/web-api/casino/search?q=${encodeURIComponent("карнавал")}&lang=ru`))).toEqual([
      "Фруктовый карнавал",
    ]);
    expect((await get(`/web-api/casino/games/${id}?lang=ar`)).json().name).toBe("كرنفال الفاكهة");
    expect((await get(`/web-api/casino/games/${id}?lang=en`)).json().name).toBe("Fruit Carnival");
    // An empty text removes a language's name.
    const cleared = await content.call("PATCH", `${C}/games/${id}`, { names: { ar: "" } });
    expect(cleared.json().names).toEqual({ ru: "Фруктовый карнавал" });
  });

  it("disabling a game removes it from the lobby API, its page and search; enabling brings it back", async () => {
    const id = await gameIdOf(h.db, "mega-vault");
    const off = await content.call("PATCH", `${C}/games/${id}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, hidden: "disabled" });
    expect(names(await get("/web-api/casino/games"))).not.toContain("Mega Vault");
    expect(names(await get("/web-api/casino/search?q=vault"))).toEqual([]);
    expect((await get("/web-api/casino/lobby")).json().rows.jackpots).toEqual([]);
    expect((await get(`/web-api/casino/games/${id}`)).statusCode).toBe(404);
    const on = await content.call("PATCH", `${C}/games/${id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, hidden: null });
    expect(names(await get("/web-api/casino/search?q=vault"))).toEqual(["Mega Vault"]);
    const rows = await audits("casino.game_update");
    expect(rows.at(-2)).toMatchObject({ before: expect.objectContaining({ enabled: true }) });
    expect(rows.at(-2)?.after).toMatchObject({ enabled: false });
  });

  it("refuses to enable a game of a disabled provider or without a launcher (409 CASINO_GAME_NOT_PLAYABLE)", async () => {
    const hidden = await gameIdOf(h.db, "hidden-slot");
    await content.call("PATCH", `${C}/games/${hidden}`, { enabled: false });
    const refused = await content.call("PATCH", `${C}/games/${hidden}`, { enabled: true, name: "Never" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "CASINO_GAME_NOT_PLAYABLE",
      details: { reason: "provider_disabled" },
    });
    // Nothing of the refused edit applied.
    expect((await content.call("GET", `${C}/games/${hidden}`)).json()).toMatchObject({
      name: "Fruit Hidden",
      enabled: false,
    });
    // A provider without a launch URL that the site does not play itself: its games lead nowhere.
    await registerProvider(h.db, {
      id: "nolauncher",
      name: "No Launcher",
      signingKey: TEST_KEY,
      launchUrl: null,
      games: [{ code: "orphan", name: "Orphan Slot" }],
    });
    const orphan = await gameIdOf(h.db, "orphan");
    expect(names(await get("/web-api/casino/search?q=orphan"))).toEqual([]);
    expect((await content.call("GET", `${C}/games/${orphan}`)).json().hidden).toBe("no_launcher");
    await content.call("PATCH", `${C}/games/${orphan}`, { enabled: false });
    const noLauncher = await content.call("PATCH", `${C}/games/${orphan}`, { enabled: true });
    expect(noLauncher.statusCode).toBe(409);
    expect(noLauncher.json().error.details).toEqual({ reason: "no_launcher" });
  });

  it("edits a provider: renamed and disabled, audited; its games leave the lobby; enabling brings them back", async () => {
    const res = await content.call("PATCH", `${C}/providers/${LOBBY_PROVIDER}`, {
      name: "Lobby Studios",
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Lobby Studios", enabled: false });
    expect(names(await get("/web-api/casino/games"))).toEqual([]);
    expect((await get("/web-api/casino/providers")).json().providers).toEqual([]);
    const [row] = await audits("casino.provider_update");
    expect(row).toMatchObject({
      target_id: LOBBY_PROVIDER,
      before: { name: "Lobby Games", enabled: true },
      after: { name: "Lobby Studios", enabled: false },
    });
    await content.call("PATCH", `${C}/providers/${LOBBY_PROVIDER}`, { enabled: true });
    expect(names(await get("/web-api/casino/search?q=lobby%20studios"))).toHaveLength(LOBBY_GAMES.length);
  });

  it("a provider's registration at start-up keeps what staff edited and updates its maths", async () => {
    await registerLobbyCatalogue(h.db);
    const id = await gameIdOf(h.db, "fruit-fiesta");
    const game = (await content.call("GET", `${C}/games/${id}`)).json();
    expect(game).toMatchObject({ name: "Fruit Carnival", tileOrder: 0, collections: ["vulkan", "popular"] });
    expect(game.blockedCountries).toEqual(["gb", "us"]);
    await registerProvider(h.db, {
      id: LOBBY_PROVIDER,
      name: "Lobby Games",
      signingKey: TEST_KEY,
      launchUrl: "https://lobby.example/play",
      games: [{ ...(LOBBY_GAMES[0] as (typeof LOBBY_GAMES)[number]), rtpBp: 9500, blockedCountries: ["fr"] }],
    });
    const again = (await content.call("GET", `${C}/games/${id}`)).json();
    expect(again).toMatchObject({ name: "Fruit Carnival", rtpBp: 9500, providerName: "Lobby Studios" });
    // A provider's own restriction is added to the staff's, never lost.
    expect(again.blockedCountries).toEqual(["fr", "gb", "us"]);
    // An unedited game follows its provider.
    const untouched = (await content.call("GET", `${C}/games/${await gameIdOf(h.db, "live-wheel")}`)).json();
    expect(untouched.editedAt).toBeNull();
  });
});

test.skipIf(!REDIS_URL)(
  "with the site's Redis, a catalogue edit in one process drops the others' pages",
  async () => {
    const shared = { url: REDIS_URL as string, prefix: `parlay:test-${randomBytes(6).toString("hex")}:` };
    const quiet = { error: () => {} };
    const [a, b] = [catalogueChanges(), catalogueChanges()];
    let heard!: () => void;
    const bHeard = new Promise<void>((resolve) => {
      heard = resolve;
    });
    let aHeard = 0;
    a.onInvalidate(() => aHeard++);
    b.onInvalidate(() => heard());
    const syncs = [
      await shareInvalidations(a, shared, { logger: quiet, topic: "casino-catalogue" }),
      await shareInvalidations(b, shared, { logger: quiet, topic: "casino-catalogue" }),
    ];
    try {
      await a.written();
      await bHeard;
      // The writer dropped its own pages once, not again on hearing itself.
      expect(aHeard).toBe(1);
    } finally {
      for (const s of syncs) await s.close();
    }
  },
);
