import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ban, setLimit } from "../../server/src/services/limits/testing-enforce.ts";
import { accountState } from "../../server/src/services/wallet/testing/fixtures.ts";
import { gameApi, launch, openGame, type SandboxSite, sandboxSite } from "./testing.ts";

/**
 * The provider sandbox against the real site app: the launch redeems the single-use token through
 * the signed wallet, and every round moves the site's balance only through the wallet API.
 */
describe.each(testTargets())("game sandbox on $name", (target: TestTarget) => {
  let h: DbHandle;
  let site: SandboxSite;
  beforeAll(async () => {
    h = await createTestDb(target);
    site = await sandboxSite(h.db);
  });
  afterAll(async () => {
    await site?.app.close();
    await h?.close();
  });
  const balanceOf = async (accountId: bigint) => (await accountState(h.db, accountId)).balance;
  const actionsOf = (userId: bigint) =>
    h.db
      .selectFrom("casino_action as a")
      .innerJoin("casino_round as r", "r.id", "a.round_id")
      .select(["a.kind", "a.amount", "r.finished_at", "r.round_ref"])
      .where("r.user_id", "=", userId)
      .orderBy("a.id")
      .execute();

  it("registers itself as provider parlay-games with its playable games", async () => {
    const games = await h.db
      .selectFrom("casino_game")
      .select(["code", "rtp_bp", "category", "slug", "demo_allowed", "collections"])
      .where("provider_id", "=", "parlay-games")
      .orderBy("code")
      .execute();
    expect(games.map((g) => g.code)).toEqual([
      "blackjack",
      "european-roulette",
      "live-roulette",
      "parlay-fruits",
    ]);
    expect(games.find((g) => g.code === "parlay-fruits")?.rtp_bp).toBe(9614);
    expect(games.find((g) => g.code === "european-roulette")?.rtp_bp).toBe(9729);
    // The lobby's fields come with the registration.
    expect(games.find((g) => g.code === "live-roulette")).toMatchObject({
      slug: "live-roulette",
      demo_allowed: false,
      collections: ["live"],
    });
  });

  it("launch: the token is redeemed once; the page has its own CSP and may be framed by the site", async () => {
    const p = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    expect(p.url).toMatch(/^\/game-sandbox\/launch\?token=[\w-]+&game=parlay-fruits(&|$)/);
    const first = await openGame(site.app, p.url, "&lang=ar&min_spin_ms=0");
    expect(first.res.statusCode).toBe(200);
    expect(first.token).toMatch(/^[\w-]{40,}$/);
    expect(first.balance).toBe(100_00);
    const csp = String(first.res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(first.res.headers["x-frame-options"]).toBeUndefined();
    expect(first.res.body).toContain('<html lang="ar" dir="rtl">');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(first.res.body).toContain(`<script nonce="${nonce}">`);
    const again = await openGame(site.app, p.url);
    expect(again.res.statusCode).toBe(403);
    expect(again.token).toBeNull();
  });

  it("the API answers the frame's opaque origin with CORS, without credentials", async () => {
    const pre = await site.app.inject({
      method: "OPTIONS",
      url: "/game-sandbox/api/slot/spin",
      headers: {
        origin: "null",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe("*");
    expect(String(pre.headers["access-control-allow-headers"])).toContain("authorization");
    expect(pre.headers["access-control-allow-credentials"]).toBeUndefined();
    const anonymous = await gameApi(site.app, "x".repeat(43), "POST", "/slot/spin", { lineBet: 5 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("session");
  });

  it("a slot round moves the site's balance through the signed wallet: bet, win, round finished", async () => {
    const p = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    const { token } = await openGame(site.app, p.url);
    const res = await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 10 });
    expect(res.statusCode).toBe(200);
    const spin = res.json();
    expect(spin.stake).toBe(200);
    expect(spin.base.grid).toHaveLength(5);
    expect(spin.balance).toBe(100_00 - 200 + spin.win);
    expect(await balanceOf(p.accountId)).toBe(BigInt(spin.balance));
    const actions = await actionsOf(p.userId);
    expect(actions.map((a) => [a.kind, Number(a.amount)])).toEqual([
      ["bet", 200],
      ["win", spin.win],
    ]);
    expect(actions[0]?.finished_at).not.toBeNull();
    expect(actions[0]?.round_ref).toBe(spin.roundId);
    // A bad line bet is a 400 and moves nothing.
    const bad = await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 7 });
    expect(bad.statusCode).toBe(400);
    expect(await balanceOf(p.accountId)).toBe(BigInt(spin.balance));
  });

  it("not enough funds: code 100, nothing moves", async () => {
    const p = await launch(h.db, site.app, "parlay-fruits", 50n);
    const { token } = await openGame(site.app, p.url);
    const res = await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "100", balance: 50 });
    expect(await balanceOf(p.accountId)).toBe(50n);
    expect(await actionsOf(p.userId)).toEqual([]);
  });

  it("responsible gaming: a wagering limit refuses with 105, a ban with 110; nothing moves", async () => {
    const limited = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    await setLimit(h.db, limited.userId, 1, 1, { currency: "RUB", since: new Date(site.clock.now - 60_000) });
    const lt = (await openGame(site.app, limited.url)).token ?? "";
    const refused = await gameApi(site.app, lt, "POST", "/slot/spin", { lineBet: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("105");
    expect(await balanceOf(limited.accountId)).toBe(100_00n);
    const banned = await launch(h.db, site.app, "european-roulette", 100_00n);
    const bt = (await openGame(site.app, banned.url)).token ?? "";
    await ban(h.db, banned.userId, 3);
    const red = await gameApi(site.app, bt, "POST", "/roulette/spin", {
      bets: [{ bet: { kind: "red" }, stake: 100 }],
    });
    expect(red.json().error.code).toBe("110");
    expect(await balanceOf(banned.accountId)).toBe(100_00n);
    expect([...(await actionsOf(limited.userId)), ...(await actionsOf(banned.userId))]).toEqual([]);
  });

  it("the minimum spin time is enforced by the provider's server", async () => {
    const p = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    const { token } = await openGame(site.app, p.url, "&min_spin_ms=2500");
    const spin = () => gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 5 });
    expect((await spin()).statusCode).toBe(200);
    site.clock.now += 2499;
    const early = await spin();
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({ code: "too_soon", waitMs: 1 });
    site.clock.now += 1;
    expect((await spin()).statusCode).toBe(200);
    expect((await actionsOf(p.userId)).filter((a) => a.kind === "bet")).toHaveLength(2);
  });

  it("roulette: a layout of bets is one round; returns follow the pocket", async () => {
    const p = await launch(h.db, site.app, "european-roulette", 100_00n);
    const { token } = await openGame(site.app, p.url);
    const bets = [
      { bet: { kind: "red" }, stake: 100 },
      { bet: { kind: "split", numbers: [17, 20] }, stake: 50 },
      { bet: { kind: "dozen", index: 3 }, stake: 100 },
    ];
    const res = await gameApi(site.app, token ?? "", "POST", "/roulette/spin", { bets });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.stake).toBe(250);
    expect(r.win).toBe(r.returns.reduce((a: number, b: number) => a + b, 0));
    expect(await balanceOf(p.accountId)).toBe(BigInt(100_00 - 250 + r.win));
    const notAdjacent = await gameApi(site.app, token ?? "", "POST", "/roulette/spin", {
      bets: [{ bet: { kind: "split", numbers: [1, 5] }, stake: 50 }],
    });
    expect(notAdjacent.statusCode).toBe(400);
    // A roulette session cannot spin the slot.
    expect((await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 5 })).statusCode).toBe(401);
  });

  it("blackjack keeps the wallet round open until the hand ends", async () => {
    const p = await launch(h.db, site.app, "blackjack", 100_00n);
    const { token } = await openGame(site.app, p.url);
    let view = (await gameApi(site.app, token ?? "", "POST", "/blackjack/deal", { bet: 200 })).json();
    expect(view.roundId).toMatch(/^bj-/);
    if (view.phase !== "done") {
      expect(view.dealer[1]).toBeNull();
      const open = await actionsOf(p.userId);
      expect(open.map((a) => a.kind)).toEqual(["bet"]);
      expect(open[0]?.finished_at).toBeNull();
      expect((await gameApi(site.app, token ?? "", "POST", "/blackjack/deal", { bet: 200 })).statusCode).toBe(
        409,
      );
    }
    while (view.phase !== "done") {
      const move = view.phase === "insurance" ? "decline-insurance" : "stand";
      view = (await gameApi(site.app, token ?? "", "POST", "/blackjack/move", { move })).json();
    }
    expect(view.dealer.every((c: unknown) => c !== null)).toBe(true);
    const s = view.settlement;
    expect(view.balance).toBe(100_00 - s.staked + s.returned);
    expect(await balanceOf(p.accountId)).toBe(BigInt(view.balance));
    const done = await actionsOf(p.userId);
    expect(done.at(-1)).toMatchObject({ kind: "win" });
    expect(done.every((a) => a.finished_at !== null)).toBe(true);
  });

  it("the live table's shared round pays two seated players at its result", async () => {
    const live = site.sandbox.live();
    if (!live) throw new Error("no live table");
    // The start of a round's betting phase on the test clock.
    const length = 30_000;
    site.clock.now = Math.ceil(site.clock.now / length) * length + 1000;
    const a = await launch(h.db, site.app, "live-roulette", 100_00n);
    const b = await launch(h.db, site.app, "live-roulette", 100_00n);
    const ta = (await openGame(site.app, a.url)).token ?? "";
    const tb = (await openGame(site.app, b.url)).token ?? "";
    const state = (await gameApi(site.app, ta, "GET", "/live")).json();
    expect(state.phase).toBe("betting");
    const round = state.round;
    const betA = await gameApi(site.app, ta, "POST", "/live/bet", {
      round,
      bets: [{ bet: { kind: "red" }, stake: 100 }],
    });
    const betB = await gameApi(site.app, tb, "POST", "/live/bet", {
      round,
      bets: [
        { bet: { kind: "straight", numbers: [0] }, stake: 100 },
        { bet: { kind: "black" }, stake: 100 },
      ],
    });
    expect([betA.statusCode, betB.statusCode]).toEqual([200, 200]);
    expect(betA.json().balance).toBe(100_00 - 100);
    // Betting closes: a late bet is refused; the round is open in the wallet until its result.
    site.clock.now += 15_000;
    const late = await gameApi(site.app, ta, "POST", "/live/bet", {
      round,
      bets: [{ bet: { kind: "red" }, stake: 100 }],
    });
    expect(late.json().error.code).toBe("closed");
    await live.tick();
    expect((await gameApi(site.app, ta, "GET", "/live")).json()).toMatchObject({
      phase: "closed",
      pocket: null,
    });
    site.clock.now += 5_000;
    await live.tick();
    const va = (await gameApi(site.app, ta, "GET", "/live")).json();
    const vb = (await gameApi(site.app, tb, "GET", "/live")).json();
    expect(va.phase).toBe("result");
    expect(va.pocket).toBe(vb.pocket);
    const pocket: number = va.pocket;
    const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const winA = RED.has(pocket) ? 200 : 0;
    const winB = (pocket === 0 ? 3600 : 0) + (pocket !== 0 && !RED.has(pocket) ? 200 : 0);
    expect(va.lastWin).toMatchObject({ round, stake: 100, win: winA });
    expect(vb.lastWin).toMatchObject({ round, stake: 200, win: winB });
    expect(await balanceOf(a.accountId)).toBe(BigInt(100_00 - 100 + winA));
    expect(await balanceOf(b.accountId)).toBe(BigInt(100_00 - 200 + winB));
    for (const p of [a, b])
      expect((await actionsOf(p.userId)).every((x) => x.finished_at !== null)).toBe(true);
    // Settling again (another tick) pays nothing more.
    await live.tick();
    expect(await balanceOf(a.accountId)).toBe(BigInt(100_00 - 100 + winA));
  });
});
