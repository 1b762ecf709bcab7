import type { Browser, FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountState, fund } from "../apps/server/src/services/wallet/testing/fixtures.ts";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import { pageApi, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 18, the provider sandbox in Chromium: a signed-in player launches a game
 * (POST /web-api/casino/launch), the launch URL runs in a sandboxed iframe without
 * allow-same-origin (an opaque origin: no cookies, the provider's bearer token), the slot spins and
 * the site's balance moves, a roulette bet is played, the frame tells the site a round ended; in
 * English and in Arabic (right to left) at 390 px.
 */

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

const HOST = "/__game-host";

/** A signed-in, funded player at 390 px; answers the page and the account. */
async function fundedPlayer(minor: bigint) {
  const { page } = await playerPage(browser, { width: 390, height: 844 });
  const userId = await registerFast(page, site.base);
  const account = await site.db
    .selectFrom("wallet_account")
    .select("id")
    .where("user_id", "=", BigInt(userId))
    .executeTakeFirstOrThrow();
  if (minor > 0n) await fund(site.db, account.id, "RUB", minor);
  return { page, accountId: account.id };
}

/**
 * Launches `game` as the page's player and frames the launch URL the way the site's game page does,
 * in a page of the site's origin (served by the test); answers the frame.
 */
async function playInFrame(page: Page, game: string, query: string): Promise<FrameLocator> {
  const row = await site.db
    .selectFrom("casino_game")
    .select("id")
    .where("provider_id", "=", "parlay-games")
    .where("code", "=", game)
    .executeTakeFirstOrThrow();
  const launch = await pageApi<{ url: string }>(page, "POST", "/web-api/casino/launch", { gameId: row.id });
  expect(launch.url).toMatch(/^\/game-sandbox\/launch\?token=/);
  const src = `${launch.url}&${query}`.replace(/&/g, "&amp;");
  await page.route(`${site.base}${HOST}`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0}iframe{border:0;width:100vw;height:100vh;display:block}</style></head><body>
<iframe title="game" sandbox="allow-scripts allow-forms" src="${src}"></iframe>
<script>window.rounds=[];addEventListener("message",(e)=>{if(e.data&&e.data.source==="parlay-game")window.rounds.push(e.data)})</script>
</body></html>`,
    }),
  );
  await page.goto(`${site.base}${HOST}`);
  const frame = page.frameLocator("iframe");
  await frame.locator("html[data-ready='1']").waitFor();
  return frame;
}

const frameBalance = async (frame: FrameLocator) =>
  Number(await frame.locator("#balance").getAttribute("data-balance"));
const rounds = (page: Page) =>
  page.evaluate(() => (window as unknown as { rounds: unknown[] }).rounds.length);

describe("game sandbox in Chromium", () => {
  it("spins the slot in a sandboxed frame (en, 390 px): the site's balance moves", async () => {
    const { page, accountId } = await fundedPlayer(500_00n);
    const frame = await playInFrame(page, "parlay-fruits", "lang=en&min_spin_ms=0");
    expect(await frameBalance(frame)).toBe(500_00);
    // The opaque origin: the frame has no cookies of the site.
    const frameDoc = page.frames().find((f) => f.url().includes("/game-sandbox/launch"));
    expect(await frameDoc?.evaluate(() => window.origin)).toBe("null");
    await frame.getByRole("button", { name: "Paytable" }).click();
    await frame.getByRole("heading", { name: "Paytable" }).waitFor();
    await frame.getByLabel("Bet per line").selectOption("5");
    await frame.getByRole("button", { name: "Spin" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    const win = Number(await frame.locator("#win").getAttribute("data-amount"));
    await expect.poll(() => frameBalance(frame)).toBe(500_00 - 100 + win);
    expect((await accountState(site.db, accountId)).balance).toBe(BigInt(500_00 - 100 + win));
    await expect.poll(() => rounds(page)).toBe(1);
    await screenshot(page, "game-sandbox-01-slot-en-390");
  });

  it("plays a roulette bet (straight 17 and red)", async () => {
    const { page, accountId } = await fundedPlayer(500_00n);
    const frame = await playInFrame(page, "european-roulette", "lang=en&min_spin_ms=0");
    await frame.locator('button[data-number="17"]').click();
    await frame.getByRole("button", { name: "Red" }).click();
    await frame.getByText("Straight 17 — ").waitFor();
    await frame.getByRole("button", { name: "Spin" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    await frame.getByText(/The ball landed on \d+/).waitFor();
    const win = Number(await frame.locator("#win").getAttribute("data-amount"));
    // Two bets of the 1.00 chip.
    await expect.poll(() => frameBalance(frame)).toBe(500_00 - 200 + win);
    expect((await accountState(site.db, accountId)).balance).toBe(BigInt(500_00 - 200 + win));
    await screenshot(page, "game-sandbox-02-roulette-en-390");
  });

  it("Arabic at 390 px: right to left, the slot spins; no money shows code 100's message", async () => {
    const { page } = await fundedPlayer(500_00n);
    const frame = await playInFrame(page, "parlay-fruits", "lang=ar&min_spin_ms=0");
    expect(await frame.locator("html").getAttribute("dir")).toBe("rtl");
    await frame.getByRole("button", { name: "دوران" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    await screenshot(page, "game-sandbox-03-slot-ar-390");

    const poor = await fundedPlayer(0n);
    const empty = await playInFrame(poor.page, "parlay-fruits", "lang=en&min_spin_ms=0");
    await empty.getByRole("button", { name: "Spin" }).click();
    await empty.getByRole("alert").getByText("Not enough funds for this bet.").waitFor();
    expect(await frameBalance(empty)).toBe(0);
    await screenshot(poor.page, "game-sandbox-04-no-funds-en-390");
  });

  it("blackjack: deal and play the hand to its end; the live table shows its dealer, wheel and phase (ru)", async () => {
    const { page, accountId } = await fundedPlayer(500_00n);
    const frame = await playInFrame(page, "blackjack", "lang=en&min_spin_ms=0");
    await frame.getByRole("button", { name: "Deal" }).click();
    await frame.locator(".card").first().waitFor();
    // Stand (or decline insurance) until the round is settled; the hole card is then shown.
    for (let i = 0; i < 6 && (await frame.locator("button[data-move]").count()) > 0; i++) {
      const decline = frame.locator('button[data-move="decline-insurance"]');
      await ((await decline.count()) > 0 ? decline : frame.locator('button[data-move="stand"]')).click();
      await frame.locator("#status").filter({ hasNotText: "Please wait" }).waitFor();
    }
    await frame.getByRole("button", { name: "Deal" }).waitFor();
    expect(await frame.locator(".card.back").count()).toBe(0);
    await expect.poll(() => rounds(page)).toBe(1);
    await expect
      .poll(async () => BigInt(await frameBalance(frame)))
      .toBe((await accountState(site.db, accountId)).balance);
    await screenshot(page, "game-sandbox-05-blackjack-en-390");

    const live = await playInFrame(page, "live-roulette", "lang=ru&min_spin_ms=0");
    await live.getByText("Дилер Анна").waitFor();
    await live.locator(".phase[data-phase]").waitFor();
    await live.getByText(/Игроков за столом: \d/).waitFor();
    await screenshot(page, "game-sandbox-06-live-ru-390");
  });

  it("the whole flow through the lobby: the game page's Play frames our provider, a spin moves the balance", async () => {
    const { page, accountId } = await fundedPlayer(500_00n);
    const html = await (await fetch(`${site.base}/en/casino`)).text();
    const path = /href="(\/en\/slots\/game\/\d+\/parlay-fruits)"/.exec(html)?.[1];
    expect(path).toBeDefined();
    // The test's per-client X-Forwarded-For would make the frame's API calls carry a header its
    // CORS answer does not allow (a browser never adds it by itself).
    await page.context().setExtraHTTPHeaders({});
    await page.goto(`${site.base}${path}`);
    await page.waitForFunction(
      () => document.querySelector('[data-remote="casino"]')?.getAttribute("data-remote-state") === "ready",
    );
    const casino = page.locator('[data-remote="casino"]');
    await casino.getByRole("button", { name: "Play", exact: true }).click();
    const frameEl = casino.locator("iframe");
    await frameEl.waitFor();
    expect(await frameEl.getAttribute("sandbox")).toBe("allow-scripts allow-forms");
    const frame = casino.frameLocator("iframe");
    await frame.locator("html[data-ready='1']").waitFor();
    expect(await frameBalance(frame)).toBe(500_00);
    await frame.getByRole("button", { name: "Spin" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    const win = Number(await frame.locator("#win").getAttribute("data-amount"));
    await expect
      .poll(async () => (await accountState(site.db, accountId)).balance)
      .toBe(BigInt(500_00 - 100 + win));
    await screenshot(page, "game-sandbox-07-lobby-game-page-en-390");
  });
});
