import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSiteWithFeed } from "./harness.ts";
import { depositThroughProvider, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 13 (the coupon tried as a new player) in Chromium with the feed on: a multibet with a
 * lobby bet is placed as the coupon shows it; the whole coupon survives a reload; the coupon shows
 * only the limits the server enforces; the quick coupon does not offer a bet on a finished game.
 */

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithFeed({}, { minGames: 6 });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const coupon = (page: Page) => page.locator("aside.coupon");
const count = (page: Page) => coupon(page).getAttribute("data-coupon-count");

/** Open odds buttons of `n` different games of a betting list page. */
async function oddsOfGames(page: Page, n: number): Promise<Locator[]> {
  const betting = page.locator('[data-remote="betting"]');
  await betting.locator("table .pb-odds").first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready",
  );
  const rows = betting.locator("table tbody tr");
  const picked: Locator[] = [];
  for (let i = 0, total = await rows.count(); i < total && picked.length < n; i++) {
    const button = rows.nth(i).locator(".pb-odds[data-outcome]:not([disabled]):not([data-locked])").first();
    if ((await button.count()) > 0) picked.push(button);
  }
  expect(picked).toHaveLength(n);
  return picked;
}

/** Live games in the catalogue now. */
async function liveGames(): Promise<number> {
  const res = await fetch(`${site.base}/web-api/sportsbook/menu?section=live`);
  const sports = res.ok ? ((await res.json()) as { gamesCount: number }[]) : [];
  return sports.reduce((sum, s) => sum + s.gamesCount, 0);
}

/** Moves the simulator's clock forward; everything due (results, settlement) is applied first. */
async function fastForward(minutes: number): Promise<void> {
  const res = await fetch(`${site.base}/dev/feed/fast-forward`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ minutes }),
  });
  expect(res.status).toBe(200);
}

interface Placed {
  coupon: {
    typeId: number;
    systemValue: number | null;
    amount: string;
    possibleWin: string;
    bets: { outcomeId: number; coef: string; banker: boolean; blockId: number | null }[];
  };
}

describe("the coupon as a new player finds it", () => {
  it("a multibet with a lobby bet is placed as shown (2 of 3 blocks, the win shown) and survives a reload", async () => {
    const { page } = await playerPage(browser);
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "5000.00");
    await page.goto(`${site.base}/en/line`);
    const panel = coupon(page);
    for (const button of await oddsOfGames(page, 4)) await button.click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("4");

    await panel.getByLabel("Coupon type").selectOption({ label: "Multibet" });
    const bets = panel.locator("[data-coupon-bet]");
    await bets.nth(3).getByLabel("Block").selectOption("0");
    const system = panel.getByLabel("System", { exact: true });
    expect(await system.locator("option").allTextContents()).toEqual([
      "2 of 3 (3 lines)",
      "3 of 3 (1 lines)",
    ]);
    const amount = panel.getByLabel("Amount, RUB", { exact: true });
    await amount.fill("300");

    // Issue 13 #2: the server places what the coupon shows.
    const shownWin = (await panel.locator('[data-summary="win"]').textContent()) ?? "";
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/web-api/betting/coupons") && r.method() === "POST",
    );
    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/web-api/betting/coupons") && r.request().method() === "POST",
    );
    await panel.getByRole("button", { name: "Place bet" }).click();
    const body = (await sent).postDataJSON() as {
      bets: { banker?: boolean; blockId?: number; coef: string }[];
    };
    expect(body.bets.map((b) => b.banker === true)).toEqual([false, false, false, true]);
    const res = await answered;
    expect(res.status()).toBe(201);
    const placed = ((await res.json()) as Placed).coupon;
    expect(placed).toMatchObject({ typeId: 4, systemValue: 2, amount: "300.00" });
    expect(placed.bets.map((b) => b.banker)).toEqual([false, false, false, true]);
    expect(new Set(placed.bets.flatMap((b) => (b.blockId === null ? [] : [b.blockId]))).size).toBe(3);
    // At the odds the coupon showed (an accepted rise would price it anew), the win shown is stored.
    if (placed.bets.every((b, i) => Number(b.coef) === Number(body.bets[i]?.coef)))
      expect(shownWin.replace(/,/g, "").replace(/\s*RUB$/, "")).toBe(placed.possibleWin);
    await panel.locator("[data-coupon-success]").waitFor({ timeout: 20_000 });
    await panel.getByRole("button", { name: "Keep the bets" }).click();

    // Issue 13 #3: type, blocks (the lobby bet), system value and amount come back after a reload.
    await page.reload();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("4");
    await expect.poll(() => panel.getByLabel("Coupon type").inputValue(), { timeout: 15_000 }).toBe("4");
    expect(await bets.nth(3).getByLabel("Block").inputValue()).toBe("0");
    expect(await system.inputValue()).toBe("2");
    expect(await system.locator("option").allTextContents()).toEqual([
      "2 of 3 (3 lines)",
      "3 of 3 (1 lines)",
    ]);
    await expect.poll(() => amount.inputValue(), { timeout: 15_000 }).toBe("300.00");
    await screenshot(page, "coupon-agreement-01-multibet-lobby");

    await page.close();
  });

  it("shows a maximum only for the types the site config limits (issue 13 #5)", async () => {
    const { page } = await playerPage(browser);
    await page.goto(`${site.base}/en/line`);
    const panel = coupon(page);
    for (const button of await oddsOfGames(page, 3)) await button.click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("3");
    const hint = panel.locator("#coupon-amount-hint");
    const type = panel.getByLabel("Coupon type");
    // The seeded d.betting: RUB maximum 500,000 for types 0, 1, 2, 4, 5, 6; none for 3, 7, 8, 9.
    for (const label of ["Express", "System", "Multibet", "Conditional"]) {
      await type.selectOption({ label });
      await expect
        .poll(() => hint.textContent(), { timeout: 15_000, message: label })
        .toMatch(/maximum 500,000\.00/);
    }
    for (const label of ["Chain", "Lucky", "Patent", "Many singles"]) {
      await type.selectOption({ label });
      await expect.poll(() => hint.textContent(), { message: label }).toMatch(/No maximum$/);
    }
    await screenshot(page, "coupon-agreement-02-no-maximum");
    await page.close();
  });

  it("the quick coupon does not offer 'Bet now' on a finished game (issue 13 #6)", async () => {
    // Live games come and go with the simulated clock: move it on until one is being played.
    for (let i = 0; (await liveGames()) === 0; i++) {
      expect(i, "no live game after 20 simulated hours").toBeLessThan(40);
      await fastForward(30);
    }
    const { page } = await playerPage(browser);
    await registerFast(page, site.base);
    await page.goto(`${site.base}/en/live`);
    const [live] = await oddsOfGames(page, 1);
    await live?.click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("1");
    const quick = page.locator("form.quick-coupon");
    const betNow = quick.getByRole("button", { name: "Bet now" });
    await betNow.waitFor();
    // The simulator's clock jumps past the end of the match.
    await fastForward(240);
    await expect
      .poll(() => coupon(page).locator('[data-coupon-bet][data-finished="true"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await betNow.isDisabled()).toBe(true);
    expect(await quick.locator(".coupon-hint").textContent()).toContain("has finished");
    // Enter in the amount field does not send it either.
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/web-api/betting/coupons") && r.method() === "POST") posted++;
    });
    await quick.getByLabel("Quick bet amount, RUB").press("Enter");
    // A later request's round trip: any POST the Enter had started would have been seen by now.
    await page.evaluate(() => fetch("/web-api/betting/limits?currency=RUB").then((r) => r.status));
    expect(posted).toBe(0);
    await screenshot(page, "coupon-agreement-03-quick-finished");
    await page.close();
  });
});
