import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { gamePath } from "@parlay/domain/casino-lobby";
import { type CasinoApi, httpCasinoApi, httpCasinoPlayer, renderCasino } from "@parlay/remote-casino";
import { renderContext } from "@parlay/remote-protocol/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  call,
  fundedPlayer,
  type OriginalsTestApp,
  originalsTestApp,
} from "../services/originals/testing.ts";
import { inProcessCasinoData, inProcessCasinoPlayer } from "./casino-data.ts";
import { injectFetch as inject } from "./inject-fetch.ts";

/**
 * An in-house game's page is rendered with its data (docs/casino.md "The originals' UI"): the player's
 * seed pair (server seed hash, client seed, nonce) and recent bets, the crash round and the player's
 * crash bets — read in the server's process with the services' functions, or over HTTP by a remote in
 * its own process, alike — so the browser reads nothing on first view.
 */
describe.each(testTargets())("an original's page data on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: OriginalsTestApp;
  let data: CasinoApi;
  const settings = { demo: "open" as const, minSpinMs: 0 };
  const json = (v: unknown) => JSON.parse(JSON.stringify(v));
  const injectFetch = (headers: Record<string, string> = {}) => inject(() => t.app, headers);

  beforeAll(async () => {
    h = await createTestDb(target);
    t = await originalsTestApp(h.db);
    data = inProcessCasinoData(
      h.db,
      settings,
      () => 0,
      () => t.clock.now,
    );
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  async function pathOf(code: string): Promise<string> {
    const game = await h.db
      .selectFrom("casino_game")
      .select("id")
      .where("provider_id", "=", "parlay")
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    return gamePath(await data.game(game.id, "en"));
  }

  test("dice: the page comes with the player's seed pair and bets; in process and over HTTP alike", async () => {
    const p = await fundedPlayer(h.db, 100_00n);
    const placed = await call(t.app, "POST", "/bets", p.headers, {
      game: "dice",
      stake: 1_00,
      params: { direction: "over", target: 4999 },
    });
    expect(placed.statusCode).toBe(201);
    const here = inProcessCasinoPlayer(h.db, p.userId, () => t.clock.now);
    const there = httpCasinoPlayer("http://site.test", "grant", { fetch: injectFetch(p.headers) });
    const seeds = await here.originalSeeds();
    expect(json(seeds)).toEqual(await there.originalSeeds());
    expect(seeds.active.nonce).toBe(1);
    expect(json(await here.originalBets("dice"))).toEqual(await there.originalBets("dice"));

    const page = await renderCasino(renderContext("casino", await pathOf("dice"), { lang: "ar" }), [], {
      data,
      player: async () => here,
    });
    expect(page.status).toBe("ok");
    expect(page.body).toContain(`data-testid="server-seed-hash">${seeds.active.serverSeedHash}<`);
    expect(page.body).toContain(seeds.active.clientSeed);
    expect(page.body.match(/data-testid="bet-row"/g)).toHaveLength(1);
    expect(page.body).toContain('dir="rtl"');
    // A guest's page has the game and no seeds.
    const guest = await renderCasino(renderContext("casino", await pathOf("dice")), [], { data });
    expect(guest.body).not.toContain("server-seed-hash");
  });

  test("crash: the round, the chain and the player's bet in the round come with the page", async () => {
    const p = await fundedPlayer(h.db, 100_00n);
    await t.crash.tick();
    const bet = await call(t.app, "POST", "/crash/bets", p.headers, { stake: 2_00 });
    expect(bet.statusCode).toBe(201);
    const here = inProcessCasinoPlayer(h.db, p.userId, () => t.clock.now);
    const overHttp = httpCasinoApi("http://site.test", { fetch: injectFetch() });
    const there = httpCasinoPlayer("http://site.test", "grant", { fetch: injectFetch(p.headers) });
    // From the database, the round as the runner shows it.
    expect(json(await data.crash())).toEqual(await overHttp.crash());
    expect(json(await here.crashBets())).toEqual(await there.crashBets());

    const page = await renderCasino(renderContext("casino", await pathOf("crash")), [], {
      data,
      player: async () => here,
    });
    const state = await data.crash();
    expect(page.body).toContain(state.chain.terminalHash);
    expect(page.body).toContain('data-testid="crash-my-bet"');
    expect(page.body).toContain("Place your bets");
  });
});
