import { createHmac } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BALANCE, DemoWallets } from "./demo.ts";
import { gameApi, launch, openGame, type SandboxSite, sandboxSite, TEST_SANDBOX_KEY } from "./testing.ts";
import { WalletRefusal, type WalletTransport } from "./wallet-client.ts";

/**
 * Demo play end to end (docs/casino.md "Demo play"): a guest asks the site for the demo (the seeded
 * site config offers it to everyone), the sandbox checks the site's demo token and plays on virtual
 * money — and the site's wallet is never called: no request, no round, no ledger row.
 */
describe.each(testTargets())("demo play on $name", (target: TestTarget) => {
  let h: DbHandle;
  let site: SandboxSite;
  /** Every call the sandbox makes to the site's wallet. */
  const walletCalls: string[] = [];
  beforeAll(async () => {
    h = await createTestDb(target);
    let app: FastifyInstance | null = null;
    const transport: WalletTransport = async (path, raw, headers) => {
      walletCalls.push(path);
      if (!app) throw new Error("not ready");
      const res = await app.inject({ method: "POST", url: `/casino-api/v1${path}`, headers, payload: raw });
      return { status: res.statusCode, body: res.body };
    };
    site = await sandboxSite(h.db, { transport });
    app = site.app;
  });
  afterAll(async () => {
    await site?.app.close();
    await h?.close();
  });

  const gameId = async (code: string) =>
    (
      await h.db
        .selectFrom("casino_game")
        .select("id")
        .where("provider_id", "=", "parlay-games")
        .where("code", "=", code)
        .executeTakeFirstOrThrow()
    ).id;
  const demoUrl = async (code: string, lang = "en", headers: Record<string, string> = {}) => {
    const res = await site.app.inject({
      method: "POST",
      url: "/web-api/casino/demo",
      headers,
      payload: { gameId: await gameId(code), lang },
    });
    return res;
  };
  const rows = async (table: "casino_round" | "casino_session" | "casino_action") =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a guest's demo slot: virtual balance, labelled Demo, in the launch's language; no wallet call at all", async () => {
    const before = { rounds: await rows("casino_round"), sessions: await rows("casino_session") };
    const res = await demoUrl("parlay-fruits", "ru");
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/game-sandbox\/launch\?mode=demo&token=/);
    const page = await openGame(site.app, url);
    expect(page.res.statusCode).toBe(200);
    expect(page.balance).toBe(DEMO_BALANCE);
    expect(page.res.body).toContain('<html lang="ru" dir="ltr">');
    expect(page.res.body).toContain('data-demo="1"');
    expect(page.res.body).toContain("<strong>Демо</strong>");
    expect(page.res.body).toContain("Игровой баланс");
    const spin = await gameApi(site.app, page.token ?? "", "POST", "/slot/spin", { lineBet: 10 });
    expect(spin.statusCode).toBe(200);
    const { stake, win, balance } = spin.json();
    expect(stake).toBe(200);
    expect(balance).toBe(DEMO_BALANCE - 200 + win);
    const polled = await gameApi(site.app, page.token ?? "", "POST", "/balance");
    expect(polled.json().balance).toBe(balance);
    // Nothing reached the site's wallet, nothing was recorded.
    expect(walletCalls).toEqual([]);
    expect(await rows("casino_round")).toBe(before.rounds);
    expect(await rows("casino_session")).toBe(before.sessions);
  });

  it("blackjack and roulette in demo too; a bet over the play money is refused with code 100", async () => {
    const bj = await openGame(site.app, (await demoUrl("blackjack")).json().url);
    const deal = await gameApi(site.app, bj.token ?? "", "POST", "/blackjack/deal", { bet: 200 });
    expect(deal.statusCode).toBe(200);
    const rl = await openGame(site.app, (await demoUrl("european-roulette", "ar")).json().url);
    expect(rl.res.body).toContain('<html lang="ar" dir="rtl">');
    const tooMuch = await gameApi(site.app, rl.token ?? "", "POST", "/roulette/spin", {
      bets: Array.from({ length: 21 }, () => ({ bet: { kind: "red" }, stake: 5000 })),
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().error).toMatchObject({ code: "100", balance: DEMO_BALANCE });
    const ok = await gameApi(site.app, rl.token ?? "", "POST", "/roulette/spin", {
      bets: [{ bet: { kind: "red" }, stake: 100 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(walletCalls).toEqual([]);
  });

  it("the demo token is single use, for its game only, and must carry the provider's signature", async () => {
    const url: string = (await demoUrl("parlay-fruits")).json().url;
    expect((await openGame(site.app, url)).res.statusCode).toBe(200);
    const again = await openGame(site.app, url);
    expect(again.res.statusCode).toBe(403);
    expect(again.token).toBeNull();
    // The token of the slot does not open roulette.
    const other: string = (await demoUrl("parlay-fruits")).json().url;
    expect(
      (await openGame(site.app, other.replace("game=parlay-fruits", "game=european-roulette"))).res
        .statusCode,
    ).toBe(403);
    // A token signed with another key (made up by the player) is refused.
    const payload = Buffer.from(
      JSON.stringify({ v: 1, game: "parlay-fruits", exp: site.clock.now + 30_000, nonce: "ab".repeat(16) }),
    ).toString("base64url");
    const forged = `${payload}.${createHmac("sha256", "not-the-key").update(`parlay-demo:${payload}`).digest("hex")}`;
    const forgedPage = await openGame(
      site.app,
      `/game-sandbox/launch?mode=demo&token=${forged}&game=parlay-fruits`,
    );
    expect(forgedPage.res.statusCode).toBe(403);
    const genuine = `${payload}.${createHmac("sha256", TEST_SANDBOX_KEY).update(`parlay-demo:${payload}`).digest("hex")}`;
    expect(
      (await openGame(site.app, `/game-sandbox/launch?mode=demo&token=${genuine}&game=parlay-fruits`)).res
        .statusCode,
    ).toBe(200);
    // An expired one is refused.
    const late: string = (await demoUrl("parlay-fruits")).json().url;
    site.clock.now += 61_000;
    expect((await openGame(site.app, late)).res.statusCode).toBe(403);
    expect(walletCalls).toEqual([]);
  });

  it("the live table offers no demo; a real launch still plays through the wallet", async () => {
    const live = await demoUrl("live-roulette");
    expect(live.statusCode).toBe(403);
    const p = await launch(h.db, site.app, "parlay-fruits", 100_00n);
    const { token } = await openGame(site.app, p.url);
    expect((await gameApi(site.app, token ?? "", "POST", "/slot/spin", { lineBet: 5 })).statusCode).toBe(200);
    expect(walletCalls).toEqual(["/session", "/wallet/play", "/wallet/play"]);
  });
});

describe("DemoWallets", () => {
  it("applies a request's actions all or none, once per action id", () => {
    const w = new DemoWallets();
    const { userId } = w.open(0);
    const bet = (id: string, amount: number) => ({ action: "bet" as const, action_id: id, amount });
    expect(w.play({ user_id: userId, currency: "FUN", actions: [bet("b1", 500)] }).balance).toBe(
      DEMO_BALANCE - 500,
    );
    // Repeated: nothing moves.
    expect(w.play({ user_id: userId, currency: "FUN", actions: [bet("b1", 500)] }).balance).toBe(
      DEMO_BALANCE - 500,
    );
    expect(() =>
      w.play({
        user_id: userId,
        currency: "FUN",
        actions: [{ action: "win", action_id: "w1", amount: 10 }, bet("b2", DEMO_BALANCE)],
      }),
    ).toThrow(WalletRefusal);
    expect(w.balance(userId)).toBe(DEMO_BALANCE - 500);
  });
});
