import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configStoreFor } from "../apps/server/src/services/config/store.ts";
import { MENU_GROUPS } from "../remotes/office/src/menu.ts";
import { launchBrowser, screenshot, startSiteWithFeed } from "./harness.ts";
import { depositThroughProvider, lineOutcome, placeSingle, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 13 items 14, 20, 21 and 28 as a new player meets them in Chromium: the 12-hour clock on the
 * line page, no registration button where registration is closed, the site's support address on
 * the contacts page, and the office and the coupon button at 390 × 844 and 1366 px.
 */

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSiteWithFeed();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const ready = (page: Page, remote: string) =>
  page.waitForFunction(
    (name) =>
      document.querySelector(`[data-remote="${name}"]`)?.getAttribute("data-remote-state") === "ready",
    remote,
  );

/** Kick-off texts of the line page's games (not in play). */
async function kickOffs(page: Page, cookie: string | null): Promise<string[]> {
  await page.context().clearCookies();
  if (cookie) await page.context().addCookies([{ name: "is12h", value: cookie, url: site.base }]);
  await page.goto(`${site.base}/en/line`);
  const meta = page.locator('[data-remote="betting"] tbody .pb-meta');
  await meta.first().waitFor({ timeout: 30_000 });
  return meta.allTextContents();
}

describe("what a new player sees", () => {
  it("shows kick-off times on the 12-hour clock the is12h cookie asks for (#14)", async () => {
    const { page, context } = await playerPage(browser);
    const twelve = await kickOffs(page, "1");
    expect(
      twelve.some((text) => /\d{1,2}:\d{2}\s?(AM|PM)/.test(text)),
      twelve.join(" | "),
    ).toBe(true);
    await screenshot(page, "player-view-01-line-12h");
    const twentyFour = await kickOffs(page, "0");
    expect(twentyFour.some((text) => /\d{2}:\d{2}/.test(text))).toBe(true);
    expect(twentyFour.join(" ")).not.toMatch(/AM|PM/);
    await context.close();
  });

  it("shows the site's own support address and phone on the contacts page (#21)", async () => {
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/contacts`);
    const info = page.locator('[data-remote="info"]');
    await info.getByText("support@parlay.test", { exact: false }).first().waitFor();
    expect(await info.textContent()).not.toMatch(/%[A-Z_]+%|parlay\.example|\+00 000/);
    expect(await page.title()).toBe("Contacts — Parlay");
    expect(await page.locator(".shell-footer__age").textContent()).toMatch(/^18\+/);

    // Russian: the language's own name and address, in the hydrated header too (no mismatch).
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await page.goto(`${site.base}/ru/contacts`);
    await ready(page, "header");
    await ready(page, "info");
    await info.getByText("podderzhka@parlay.test", { exact: false }).first().waitFor();
    expect(await page.title()).toBe("Контакты — Парлей");
    expect(await page.locator('[data-remote="header"] .ph-logo__text').textContent()).toBe("Парлей");
    expect(errors.filter((m) => /hydrat|Minified React error #(418|423|425)/i.test(m))).toEqual([]);
    await screenshot(page, "player-view-07-contacts-ru");
    await context.close();
  });

  it("has no registration button where registration is closed (#20)", async () => {
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/contacts?open=1`);
    const header = page.locator('[data-remote="header"]');
    await header.getByRole("link", { name: "Registration" }).waitFor();
    const restore = await patchBaseRow("d.core", { isRegistrationAllowed: false });
    try {
      await page.goto(`${site.base}/en/contacts?closed=1`);
      await header.getByRole("link", { name: "Log in" }).waitFor();
      expect(await header.getByRole("link", { name: "Registration" }).count()).toBe(0);
      expect(await page.locator('a[href^="/en/registration"]').count()).toBe(0);
      await screenshot(page, "player-view-02-registration-closed");
    } finally {
      await restore();
    }
    await context.close();
  });
});

/** Changes the site's base row of a config group the way an admin write does; answers the undo. */
async function patchBaseRow(group: string, patch: Record<string, unknown>) {
  const row = () =>
    site.db
      .updateTable("site_config_group")
      .where("group_name", "=", group)
      .where("country", "=", "*")
      .where("lang", "=", "*");
  const before = await site.db
    .selectFrom("site_config_group")
    .select("data")
    .where("group_name", "=", group)
    .where("country", "=", "*")
    .where("lang", "=", "*")
    .executeTakeFirstOrThrow();
  await row()
    .set({ data: JSON.stringify({ ...(before.data as object), ...patch }) })
    .execute();
  configStoreFor(site.db).invalidate();
  return async () => {
    await row()
      .set({ data: JSON.stringify(before.data) })
      .execute();
    configStoreFor(site.db).invalidate();
  };
}

/** Boxes of the coupon button and of every odds button on the page, in viewport coordinates. */
async function oddsAndDock(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const dock = document.querySelector(".coupon-fab");
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      dock: dock ? box(dock) : null,
      odds: [...document.querySelectorAll('[data-remote="betting"] .pb-odds')].map(box),
    };
  });
}

describe("a phone and a laptop (#28)", () => {
  it("keeps the coupon button off the prices at 390 × 844", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.base}/en/line`);
    await page.locator('[data-remote="betting"] .pb-odds').first().waitFor({ timeout: 30_000 });
    await screenshot(page, "player-view-03-line-390");
    const first = await oddsAndDock(page);
    const dock = first.dock;
    if (!dock) throw new Error("no coupon button at 390 px");
    // A bar along the bottom edge, the whole width: the page's visible part ends above it.
    expect(dock.x).toBeLessThanOrEqual(0);
    expect(dock.width).toBeGreaterThanOrEqual(first.viewport.width);
    expect(dock.y + dock.height).toBeCloseTo(first.viewport.height, 0);
    // Tabbing to a price (the browser scrolls it into view) never leaves it under the bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    const odds = page.locator('[data-remote="betting"] .pb-odds');
    const count = Math.min(await odds.count(), 24);
    for (let i = 0; i < count; i++) {
      await odds.nth(i).focus();
      const box = await odds.nth(i).boundingBox();
      if (!box) continue;
      expect(box.y + box.height, `odds ${i}`).toBeLessThanOrEqual(dock.y + 0.5);
    }
    // The end of the page scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = (await oddsAndDock(page)).odds.at(-1);
    if (last) expect(last.y + last.height).toBeLessThanOrEqual(dock.y);
    await screenshot(page, "player-view-03b-line-390-end");

    // Arabic, right to left: the same bar, the whole width.
    await page.goto(`${site.base}/ar/line`);
    await page.locator('[data-remote="betting"] .pb-odds').first().waitFor({ timeout: 30_000 });
    const ar = await oddsAndDock(page);
    expect(ar.dock?.x).toBeLessThanOrEqual(0);
    expect(ar.dock?.width).toBeGreaterThanOrEqual(ar.viewport.width);
    await screenshot(page, "player-view-03c-line-390-ar");
    await context.close();
  });

  it("shows the office page before its menu at 390 × 844, and the transfer history fits 1366", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "1000.00");
    const placed = await placeSingle(page, await lineOutcome(site.base));
    await page.goto(`${site.base}/en/office/history`);
    await ready(page, "office");
    const item = page.locator(`[data-remote="office"] li[data-coupon-id="${placed.id}"]`);
    await item.waitFor();
    const top = await item.boundingBox();
    expect(top?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 100);
    // The menu is still there, every item of it, and the current one is in sight.
    const menu = page.locator('[data-remote="office"] nav.po-menu');
    expect(await menu.getByRole("link").count()).toBe(MENU_GROUPS.reduce((n, g) => n + g.items.length, 0));
    const current = await menu.locator('[aria-current="page"]').boundingBox();
    expect(current?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((current?.x ?? 0) + (current?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, "player-view-04-history-390");

    await page.goto(`${site.base}/ar/office/history`);
    await ready(page, "office");
    await item.waitFor();
    expect((await item.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 100);
    const currentAr = await menu.locator('[aria-current="page"]').boundingBox();
    expect(currentAr?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((currentAr?.x ?? 0) + (currentAr?.width ?? 0)).toBeLessThanOrEqual(390);
    await screenshot(page, "player-view-05-history-390-ar");

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.base}/en/office/historypay`);
    await ready(page, "office");
    const table = page.locator('[data-remote="office"] .po-table-wrap');
    await table.locator("tbody tr").first().waitFor();
    const fit = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    await screenshot(page, "player-view-06-historypay-1366");
    await context.close();
  });
});
