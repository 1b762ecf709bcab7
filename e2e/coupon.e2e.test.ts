import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { depositThroughProvider, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 6 in Chromium with the feed on: the shell coupon takes odds from the betting remote's
 * /en/line, switches coupon types (system 2/3 with its options), keeps its settings over a reload,
 * asks before one-click clears it, and places a single for a player who signed up and deposited.
 */

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ SPORTSBOOK_FEED: "on" });
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`${site.base}/web-api/sportsbook/menu?section=line`);
    const sports = res.ok ? ((await res.json()) as { gamesCount: number }[]) : [];
    if (sports.some((s) => s.gamesCount > 0)) break;
    if (Date.now() > until) throw new Error("the feed never listed games");
    await new Promise((r) => setTimeout(r, 1000));
  }
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const coupon = (page: Page) => page.locator("aside.coupon");
const count = (page: Page) => coupon(page).getAttribute("data-coupon-count");

/** Odds buttons of `n` different games of the line page (one per table row, not locked). */
async function oddsOfGames(page: Page, n: number): Promise<Locator[]> {
  const betting = page.locator('[data-remote="betting"]');
  await betting.locator("table .pb-odds").first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready",
  );
  const rows = betting.locator("table tbody tr");
  const picked: Locator[] = [];
  const total = await rows.count();
  for (let i = 0; i < total && picked.length < n; i++) {
    const button = rows.nth(i).locator(".pb-odds[data-outcome]:not([disabled]):not([data-locked])").first();
    if ((await button.count()) === 0) continue;
    picked.push(button);
  }
  expect(picked).toHaveLength(n);
  return picked;
}

describe("coupon in Chromium", () => {
  it("adds three outcomes, switches types, system 2/3, settings survive a reload, one-click asks first", async () => {
    const { page } = await playerPage(browser);
    // The coupon subscribes the live push to its outcomes. Listened to before the page loads: the
    // page's one socket opens when the betting remote follows its games, which with a lighter
    // first view can be before the load event (issue 14 #7).
    const subscribed: number[] = [];
    page.on("websocket", (ws) =>
      ws.on("framesent", ({ payload }) => {
        const msg = JSON.parse(String(payload)) as { type: string; outcomes?: number[] };
        if (msg.type === "subscribe") subscribed.push(...(msg.outcomes ?? []));
      }),
    );
    await page.goto(`${site.base}/en/line`);
    const panel = coupon(page);
    await panel.getByRole("heading", { name: /^Coupon/ }).waitFor();
    const odds = await oddsOfGames(page, 3);
    for (const button of odds) await button.click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("3");
    const ids = await Promise.all(odds.map(async (b) => Number(await b.getAttribute("data-outcome"))));
    await expect.poll(() => [...subscribed].sort(), { timeout: 15_000 }).toEqual([...ids].sort());
    for (const button of odds) expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await panel.locator("[data-coupon-bet]").count()).toBe(3);

    // Three bets of three games: every type 1–9 is offered (the anti-express only when the engine
    // prices it above 1.000, which long odds prevent); express is chosen.
    const type = panel.getByLabel("Coupon type");
    expect(await type.inputValue()).toBe("1");
    const offered = await type.locator("option").allTextContents();
    expect(offered.filter((o) => o !== "Anti-express")).toEqual([
      "Express",
      "System",
      "Chain",
      "Multibet",
      "Conditional",
      "Lucky",
      "Patent",
      "Many singles",
    ]);
    const win = panel.locator('[data-summary="win"]');
    expect(await win.textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} RUB$/);
    await screenshot(page, "coupon-01-express");

    // System 2/3: the value select and the options list (value, lines).
    await type.selectOption({ label: "System" });
    const system = panel.getByLabel("System", { exact: true });
    await system.waitFor();
    expect(await system.locator("option").allTextContents()).toEqual([
      "2 of 3 (3 lines)",
      "3 of 3 (1 lines)",
    ]);
    const rows = panel.locator("table.coupon-systems tbody tr");
    // System and lines (a Minimum column follows when the limits call gives a minimum).
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("td")]
          .slice(0, 2)
          .map((td) => td.textContent)
          .join(" "),
      ),
    );
    expect(cells).toEqual(["2/3 3", "3/3 1"]);
    expect(await panel.locator('[data-summary="min-win"]').textContent()).toMatch(/RUB$/);
    await system.selectOption("3");
    expect(await rows.nth(1).getAttribute("aria-current")).toBe("true");
    await screenshot(page, "coupon-02-system");

    // Every other type gives figures from the engine.
    for (const label of offered.filter((o) => !["Express", "System"].includes(o))) {
      await type.selectOption({ label });
      expect(await win.textContent(), label).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} RUB$/);
    }
    await type.selectOption({ label: "Express" });

    // Amount with the RUB step (100) and typing.
    const amount = panel.getByLabel("Amount, RUB", { exact: true });
    expect(await amount.inputValue()).toBe("150.00");
    await panel.getByRole("button", { name: "Increase by 100.00 RUB" }).click();
    expect(await amount.inputValue()).toBe("200.00");
    await amount.fill("350");
    await panel.getByRole("button", { name: "Decrease by 100.00 RUB" }).click();
    expect(await amount.inputValue()).toBe("300.00");

    // Settings persist: the coefficient-change policy over a reload (and the bets come back).
    await panel.locator("summary", { hasText: "Coupon settings" }).click();
    const policy = panel.getByLabel("When the odds change");
    expect(await policy.inputValue()).toBe("2");
    await policy.selectOption("0");
    await page.reload();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("3");
    await panel.locator("summary", { hasText: "Coupon settings" }).click();
    expect(await panel.getByLabel("When the odds change").inputValue()).toBe("0");
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("parlay.couponSettings") ?? "{}"),
    );
    expect(stored).toMatchObject({ changeCoefAction: 0, isActiveOneClick: false, isBalanceShown: true });

    // Client navigation to the game of the first bet keeps the coupon; its odds there are pressed.
    const [first] = await oddsOfGames(page, 1);
    const firstId = await first?.getAttribute("data-outcome");
    await page
      .locator(`[data-outcome="${firstId}"]`)
      .first()
      .locator("xpath=ancestor::tr")
      .locator(".pb-game a")
      .click();
    await page.waitForURL(/\/en\/line\/[a-z0-9-]+\/\d+-[^/]+\/\d+-/);
    const onGame = page.locator(`[data-remote="betting"] .pb-market [data-outcome="${firstId}"]`);
    await onGame.waitFor({ timeout: 30_000 });
    await expect.poll(() => onGame.getAttribute("aria-pressed")).toBe("true");
    expect(await count(page)).toBe("3");
    await page.goBack();
    await page.locator('[data-remote="betting"] table .pb-odds').first().waitFor({ timeout: 30_000 });

    // One-click with bets in the coupon: confirmation; undo keeps it off and the bets in.
    const oneClick = panel.getByLabel("Place a single with one click on the odds");
    // The switch stays off while the question is open.
    await oneClick.click();
    const dialog = page.getByRole("dialog", { name: "Turning on one-click betting will clear the coupon." });
    await dialog.waitFor();
    await screenshot(page, "coupon-03-one-click-confirm");
    await dialog.getByRole("button", { name: "Undo" }).click();
    expect(await oneClick.isChecked()).toBe(false);
    expect(await count(page)).toBe("3");
    await oneClick.click();
    await dialog.getByRole("button", { name: "Enable" }).click();
    await expect.poll(() => count(page)).toBe("0");
    expect(await oneClick.isChecked()).toBe(true);
    await panel.locator('[data-one-click="on"]').waitFor();
    // Drop on score change turns one-click off.
    await panel.getByLabel("Drop a bet if the score changes before it is accepted").check();
    expect(await oneClick.isChecked()).toBe(false);

    // A guest who places is asked to log in.
    const again = await oddsOfGames(page, 1);
    await again[0]?.click();
    await expect.poll(() => count(page)).toBe("1");
    const place = panel.locator("button.coupon__place");
    expect(await place.textContent()).toBe("Log in to place a bet");
    await place.click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    await screenshot(page, "coupon-guest-login");
    await page.close();
  });

  it("places a single after signing up and depositing; the print page shows it", async () => {
    const { page } = await playerPage(browser);
    await page.goto(`${site.base}/en/`);
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "1000.00");

    await page.goto(`${site.base}/en/line`);
    const panel = coupon(page);
    const [button] = await oddsOfGames(page, 1);
    await button?.click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe("1");
    await panel.getByLabel("Coupon type").waitFor();
    expect(await panel.getByLabel("Coupon type").inputValue()).toBe("0");
    await expect.poll(() => panel.getByText("Balance").count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, "coupon-04-single-signed-in");

    const place = panel.getByRole("button", { name: "Place bet" });
    await place.click();
    const success = panel.locator("[data-coupon-success]");
    await success.waitFor({ timeout: 20_000 });
    expect(await success.getByRole("heading", { name: "Bet accepted" }).count()).toBe(1);
    const couponId = await success.getAttribute("data-coupon-success");
    expect(Number(couponId)).toBeGreaterThan(0);
    await screenshot(page, "coupon-05-success");

    // The balance moved through the ledger: 1000 − 150 (the RUB initial amount).
    const balance = await page.evaluate(async () => {
      const res = await fetch("/web-api/wallet/accounts", { credentials: "same-origin" });
      return ((await res.json()) as { activeAccount: { money: string } }).activeAccount.money;
    });
    expect(balance).toBe("850.00");
    await expect
      .poll(() => page.locator('[data-remote="header"] [data-balance="header"]').textContent(), {
        timeout: 15_000,
      })
      .toBe("850.00\u00a0₽");

    // "Keep bets" keeps the outcome.
    await success.getByRole("button", { name: "Keep the bets" }).click();
    expect(await count(page)).toBe("1");

    // One-click: confirm (the coupon is cleared), then a click on odds places a single at once
    // with the one-click amount (the RUB initial amount when none is set) and policy 1.
    await panel.locator("summary", { hasText: "Coupon settings" }).click();
    await panel.getByLabel("Place a single with one click on the odds").click();
    await page
      .getByRole("dialog", { name: "Turning on one-click betting will clear the coupon." })
      .getByRole("button", { name: "Enable" })
      .click();
    await expect.poll(() => count(page)).toBe("0");
    const placed = page.waitForRequest(
      (r) => r.url().endsWith("/web-api/betting/coupons") && r.method() === "POST",
    );
    const [other] = await oddsOfGames(page, 1);
    await other?.click();
    const body = (await placed).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ typeId: 0, amount: "150.00", currency: "RUB", changeCoefAction: 1 });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => panel.locator("[data-coupon-success]").getAttribute("data-coupon-success"), {
        timeout: 20_000,
      })
      .not.toBe(couponId);
    expect(await count(page)).toBe("0");
    await expect
      .poll(() => page.locator('[data-remote="header"] [data-balance="header"]').textContent(), {
        timeout: 15_000,
      })
      .toBe("700.00\u00a0₽");

    // The print page shows the first coupon.
    await page.goto(`${site.base}/en/print-coupon/${couponId}`);
    await page.getByRole("heading", { name: `Coupon №${couponId}` }).waitFor();
    await page.getByRole("button", { name: "Print" }).waitFor();
    const printed = page.locator(".print-coupon__bets tbody tr");
    expect(await printed.count()).toBe(1);
    await expect.poll(() => printed.first().textContent()).toMatch(/ – .*1X2: /);
    await screenshot(page, "coupon-06-print");
    await page.close();
  });

  it("at 390 px a floating button opens the coupon as a bottom sheet; Arabic is right to left", async () => {
    const { page } = await playerPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.base}/en/line`);
    const odds = await oddsOfGames(page, 2);
    for (const b of odds) await b.click();
    const fab = page.locator("button.coupon-fab");
    await expect.poll(() => fab.textContent(), { timeout: 15_000 }).toBe("Coupon 2");
    expect(await coupon(page).isVisible()).toBe(false);
    await screenshot(page, "coupon-07-narrow-closed");
    await fab.click();
    await coupon(page).getByLabel("Coupon type").waitFor();
    expect(await coupon(page).isVisible()).toBe(true);
    const box = await coupon(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await screenshot(page, "coupon-08-narrow-open");
    await page.close();

    const ar = await playerPage(browser, { locale: "ar" });
    await ar.page.goto(`${site.base}/ar/line`);
    const arOdds = await oddsOfGames(ar.page, 3);
    for (const b of arOdds) await b.click();
    await expect.poll(() => count(ar.page), { timeout: 15_000 }).toBe("3");
    expect(await ar.page.locator("html").getAttribute("dir")).toBe("rtl");
    await coupon(ar.page)
      .getByRole("heading", { name: /^القسيمة/ })
      .waitFor();
    expect(await coupon(ar.page).getByLabel("نوع القسيمة").inputValue()).toBe("1");
    await screenshot(ar.page, "coupon-09-ar");
    await ar.page.close();
  });
});
