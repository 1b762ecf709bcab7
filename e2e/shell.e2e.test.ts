import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, openSiteAndBrowser, type Site, screenshot } from "./harness.ts";

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

describe("the shell in Chromium", () => {
  it("lands on the chosen language, navigates client-side, switches to Arabic and shows the 404", async () => {
    const page = await newPage(browser, { locale: "en-US" });
    await page.goto(`${site.base}/`);
    expect(new URL(page.url()).pathname).toBe("/en/");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await page.waitForSelector('[data-remote="header"] nav');
    // The document is hydrated once; client-side navigation keeps this marker alive.
    await page.waitForFunction(
      () => document.querySelector('[data-remote="header"]')?.getAttribute("data-remote-state") === "ready",
    );
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    await screenshot(page, "01-home-en");

    // Live is drawn by the betting remote, Casino by the casino remote; Promotions is still the placeholder.
    for (const [label, path, selector] of [
      ["Live", "/en/live", '[data-remote="betting"] h1'],
      ["Casino", "/en/slots", '[data-remote="casino"] h1'],
      ["Promotions", "/en/promotions", "#placeholder-title"],
    ] as const) {
      await page
        .locator('[data-remote="header"] nav')
        .getByRole("link", { name: label, exact: true })
        .click();
      await page.waitForURL(`**${path}`);
      await page.waitForSelector(selector);
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await screenshot(page, "02-promotions-en");

    await page.locator("footer").getByRole("link", { name: "Rules" }).click();
    await page.waitForURL("**/en/rules/1");
    await page.waitForSelector('[data-remote="info"]');
    await screenshot(page, "03-rules-en");

    await page.locator('[data-remote="header"] summary').click();
    await page.locator('[data-remote="header"]').getByRole("link", { name: "العربية" }).click();
    await page.waitForURL("**/ar/rules/1");
    await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ar");
    await screenshot(page, "04-rules-ar");

    const response = await page.goto(`${site.base}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "This page could not be found" }).waitFor();
    await screenshot(page, "05-not-found");
  });

  it("clicking the link of the page you are on keeps the page whole (issue 13 #9)", async () => {
    const page = await newPage(browser, { locale: "en-US" });
    const ready = (app: string) =>
      page.waitForFunction(
        (name) =>
          document.querySelector(`[data-remote="${name}"]`)?.getAttribute("data-remote-state") === "ready",
        app,
      );
    const headerNav = page.locator('[data-remote="header"] nav');
    for (const [path, app, click] of [
      ["/en/rules/1", "info", () => page.locator("footer").getByRole("link", { name: "Rules" }).click()],
      ["/en/live", "betting", () => headerNav.getByRole("link", { name: "Live", exact: true }).click()],
      ["/en/", "header", () => page.locator('[data-remote="header"] a[href="/en/"]').first().click()],
    ] as const) {
      await page.goto(`${site.base}${path}`);
      await ready("header");
      await ready(app);
      const before = (await page.locator(`[data-remote="${app}"]`).textContent()) ?? "";
      expect(before.length, path).toBeGreaterThan(0);
      await click();
      // The revalidated page is the same page: the header and the remote's content are still there.
      await expect.poll(() => page.locator(`[data-remote="${app}"]`).textContent()).toBe(before);
      await headerNav.getByRole("link", { name: "Live", exact: true }).waitFor();
      expect(await page.locator('[data-remote="header"]').textContent()).toContain("Sportsbook");
    }
    await screenshot(page, "06-same-link-home");
  });

  it("remembers the language read in the lng cookie, so a bare visit returns to it (issue 13 #13)", async () => {
    const page = await newPage(browser, { locale: "en-US" });
    await page.goto(`${site.base}/ar/rules/1`);
    const lng = async () => (await page.context().cookies()).find((c) => c.name === "lng")?.value;
    await expect.poll(lng).toBe("ar");
    // An English browser, but the player chose Arabic: the bare address goes back to Arabic.
    await page.goto(`${site.base}/`);
    expect(new URL(page.url()).pathname).toBe("/ar/");
    await page.goto(`${site.base}/ru/`);
    await expect.poll(lng).toBe("ru");
  });

  it("redirects a path without a language to the browser's language", async () => {
    const page = await newPage(browser, { locale: "ru-RU" });
    await page.goto(`${site.base}/line`);
    expect(new URL(page.url()).pathname).toBe("/ru/line");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ru");
  });

  it("keeps working on a narrow screen", async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.base}/en/`);
    await page.waitForSelector("h1");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow).toBe(false);
    await screenshot(page, "06-home-mobile");
  });
});
