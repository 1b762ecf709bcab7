import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, startSiteWithFeed } from "./harness.ts";

/**
 * Issue 14 #1: one live socket per page. The live list (betting remote) and the coupon (shell) both
 * follow live data; they share the toolkit's hub, so the page opens exactly one /ws/live connection,
 * and adding a bet to the coupon subscribes its outcome on that same connection.
 */

let site: Awaited<ReturnType<typeof startSiteWithFeed>>;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithFeed({}, { section: "live" });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

it("the live list and the coupon share one socket", async () => {
  const page = await newPage(browser);
  const sockets: string[] = [];
  const sent: string[] = [];
  page.on("websocket", (ws) => {
    sockets.push(ws.url());
    ws.on("framesent", (frame) => sent.push(String(frame.payload)));
  });
  await page.goto(`${site.base}/en/live`);
  const betting = page.locator('[data-remote="betting"]');
  const odds = betting.locator(".pb-odds[data-outcome]:not([disabled]):not([data-locked])").first();
  await odds.waitFor({ timeout: 30_000 });
  await expect.poll(() => sent.some((s) => s.includes('"games"')), { timeout: 15_000 }).toBe(true);
  const outcome = Number(await odds.getAttribute("data-outcome"));
  await odds.click();
  await page.locator("aside.coupon[data-coupon-count='1']").waitFor({ timeout: 15_000 });
  await expect
    .poll(() => sent.some((s) => s.includes('"outcomes"') && s.includes(String(outcome))), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(sockets.filter((url) => url.endsWith("/ws/live"))).toHaveLength(1);
  await screenshot(page, "live-one-socket");
  await page.context().close();
});
