import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState } from "../../server/src/services/wallet/testing/fixtures.ts";
import { DEVELOPMENT_KEY, gameSandboxSettingsFromEnv } from "./index.ts";
import { launchParams } from "./plugin.ts";
import { SessionStore } from "./sessions.ts";
import { gameApi, launch, openGame, type SandboxSite, sandboxSite } from "./testing.ts";

describe("wallet calls lost on the network are retried with the same action ids", () => {
  let h: DbHandle;
  let site: SandboxSite;
  const calls: string[] = [];
  let loseNextAnswer = false;
  const holder: { app?: FastifyInstance } = {};
  beforeAll(async () => {
    h = await createTestDb({ name: "pglite" });
    site = await sandboxSite(h.db, {
      // Delivers the request, then (once) pretends the answer was lost, as a dropped connection would.
      transport: async (path, raw, headers) => {
        calls.push(raw);
        const res = await holder.app?.inject({
          method: "POST",
          url: `/casino-api/v1${path}`,
          headers,
          payload: raw,
        });
        if (loseNextAnswer && path === "/wallet/play" && raw.includes('"actions"')) {
          loseNextAnswer = false;
          throw new Error("socket hang up");
        }
        return { status: res?.statusCode ?? 500, body: res?.body ?? "" };
      },
    });
    holder.app = site.app;
  });
  afterAll(async () => {
    await site?.app.close();
    await h?.close();
  });

  it("the bet and win apply once; the player sees the round", async () => {
    const p = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    const { token } = await openGame(site.app, p.url);
    loseNextAnswer = true;
    const before = calls.length;
    const res = await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 5 });
    expect(res.statusCode).toBe(200);
    const sent = calls.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    const spin = res.json();
    expect(await accountState(h.db, p.accountId)).toMatchObject({ balance: BigInt(100_00 - 100 + spin.win) });
    const actions = await h.db
      .selectFrom("casino_action as a")
      .innerJoin("casino_round as r", "r.id", "a.round_id")
      .select("a.kind")
      .where("r.user_id", "=", p.userId)
      .execute();
    expect(actions.map((a) => a.kind)).toEqual(["bet", "win"]);
  });
});

describe("where the sandbox runs", () => {
  it("a launch parameter given twice: the first, but the largest min_spin_ms", () => {
    expect(launchParams({ token: "t", lang: ["ar", "en"], min_spin_ms: ["2500", "0"] })).toEqual({
      token: "t",
      lang: "ar",
      min_spin_ms: "2500",
    });
  });

  it("production: only with GAME_SANDBOX_KEY; development: the published key", () => {
    expect(gameSandboxSettingsFromEnv({}, true)).toBeNull();
    expect(gameSandboxSettingsFromEnv({ GAME_SANDBOX_KEY: "k".repeat(40) }, true)).toMatchObject({
      key: "k".repeat(40),
    });
    expect(gameSandboxSettingsFromEnv({}, false)).toMatchObject({ key: DEVELOPMENT_KEY });
    expect(
      gameSandboxSettingsFromEnv({ GAME_SANDBOX_URL: "http://games:4200/game-sandbox/" }, false),
    ).toMatchObject({
      externalUrl: "http://games:4200/game-sandbox",
    });
  });

  it("expired provider sessions are dropped; an open hand keeps its session", () => {
    const store = new SessionStore();
    const base = {
      userId: "1",
      currency: "RUB",
      game: "parlay-fruits" as const,
      lang: "en" as const,
      minSpinMs: 0,
      lastRoundAt: null,
      busy: false,
      blackjack: null,
      lastSeenAt: 0,
    };
    const old = store.open({ ...base, expiresAt: 1000 }, 0);
    store.open({ ...base, expiresAt: 5000 }, 2000);
    expect(store.size).toBe(1);
    expect(store.find(`Bearer ${old}`, 2000)).toBeNull();
  });
});
