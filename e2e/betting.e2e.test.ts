import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, type startSite, startSiteWithFeed } from "./harness.ts";

/**
 * The betting remote in Chromium with the feed simulator on: /en/line lists games with 3-digit
 * odds loaded after hydration, and a game's link (client navigation) shows its markets.
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithFeed();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("betting pages", () => {
  it("hydrates the server's table for a player outside UTC, then shows kick-offs in the player's zone", async () => {
    // The server writes kick-offs in UTC; hydration must meet the same text (else React throws the
    // remote's markup away: error #418), and only then move the times to the player's zone.
    const context = await browser.newContext({
      timezoneId: "Asia/Tokyo",
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
    });
    const games = (await (
      await fetch(`${site.base}/web-api/sportsbook/games?section=line&limit=1`)
    ).json()) as { games: { startAt: string; opponents: string[] }[] };
    const game = games.games[0];
    expect(game).toBeDefined();
    if (!game) return;
    await page.goto(`${site.base}/en/line`);
    await page
      .locator('[data-remote="betting"][data-state="ready"], [data-remote="betting"] table')
      .first()
      .waitFor();
    const row = page
      .locator('[data-remote="betting"] tbody tr', { hasText: game.opponents[0] ?? "" })
      .first();
    // Tokyo is UTC+9 all year: "MM/DD, HH:MM" of the kick-off there.
    const tokyo = new Date(Date.parse(game.startAt) + 9 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, "0");
    const expected = `${two(tokyo.getUTCMonth() + 1)}/${two(tokyo.getUTCDate())}, ${two(tokyo.getUTCHours())}:${two(tokyo.getUTCMinutes())}`;
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(expected);
    expect(warnings.filter((w) => /hydration|#418/i.test(w))).toEqual([]);
    await context.close();
  }, 60_000);

  it("lists line games with odds and opens a game with its markets", async () => {
    const page = await newPage(browser);
    await page.goto(`${site.base}/en/line`);
    const betting = page.locator('[data-remote="betting"]');
    await expect(betting.getByRole("heading", { level: 1, name: "Sportsbook" }).count()).resolves.toBe(1);
    const firstOdds = betting.locator("table .pb-odds").first();
    await firstOdds.waitFor({ timeout: 30_000 });
    if ((await firstOdds.getAttribute("data-locked")) === null)
      expect(await firstOdds.textContent()).toMatch(/^\d+\.\d{3}$/);
    else expect(await firstOdds.locator("svg").count()).toBe(1);
    expect(await betting.locator("table").count()).toBeGreaterThan(0);
    await screenshot(page, "betting-line");
    // Narrow screen: the sports menu goes above the games and the odds cells stay fixed-width.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "betting-line-narrow");
    await page.setViewportSize({ width: 1366, height: 900 });

    const gameLink = betting.locator("table .pb-game a").first();
    const name = (await gameLink.textContent()) ?? "";
    await gameLink.click();
    await page.waitForURL(/\/en\/line\/[a-z0-9-]+\/\d+-[^/]+\/\d+-/);
    await betting.locator(".pb-market").first().waitFor({ timeout: 30_000 });
    await expect(betting.getByRole("heading", { level: 2 }).first().textContent()).resolves.toBe(name);
    expect(await betting.locator(".pb-market").count()).toBeGreaterThan(1);
    await screenshot(page, "betting-game");
    await page.close();
  });

  it("shows live games in Arabic, right to left", async () => {
    const page = await newPage(browser, { locale: "ar" });
    // The live page subscribes to its games over /ws/live: the server acknowledges the subscription.
    const acked = new Promise<string>((resolve) =>
      page.on("websocket", (ws) =>
        ws.on("framereceived", ({ payload }) => {
          if (String(payload).startsWith('{"t":"ack"')) resolve(String(payload));
        }),
      ),
    );
    await page.goto(`${site.base}/ar/live`);
    const betting = page.locator('[data-remote="betting"]');
    await betting.getByRole("heading", { level: 1, name: "المراهنات المباشرة" }).waitFor();
    await betting.locator("table .pb-odds").first().waitFor({ timeout: 30_000 });
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(JSON.parse(await acked).games).toBeGreaterThan(0);
    await screenshot(page, "betting-live-ar");
    await page.close();
  });

  it("shows the day's results", async () => {
    const page = await newPage(browser);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${site.base}/en/results?date=${today}`);
    const betting = page.locator('[data-remote="betting"]');
    await betting.locator("table.pb-table, p.pb-note:not([role])").first().waitFor({ timeout: 30_000 });
    expect(await betting.getByRole("alert").count()).toBe(0);
    await screenshot(page, "betting-results");
    await page.close();
  });
});
