import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { playerPage, type Site, waitForHydration } from "./players-helpers.ts";

/**
 * Cookie consent gates the functional cookies, the choice can be changed from the footer, and a
 * referral link's parameters are attributed to the account at registration (issue 17;
 * docs/cookies-and-referrals.md).
 */

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  // A visitor who has not made a cookie choice yet.
  browser = await launchBrowser({ consent: false });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function cookie(context: BrowserContext, name: string): Promise<string | null> {
  const all = await context.cookies(site.base);
  return all.find((c) => c.name === name)?.value ?? null;
}

async function open(page: Page, path: string) {
  await page.goto(`${site.base}${path}`);
  await waitForHydration(page);
}

const TEXTS = {
  en: {
    banner: "Cookies on Parlay",
    functional: "Functional",
    save: "Save my choice",
    necessaryOnly: "Necessary only",
    settings: "Cookie settings",
  },
  ar: {
    banner: "ملفات تعريف الارتباط على بارلاي",
    functional: "وظيفية",
    save: "حفظ اختياري",
    necessaryOnly: "الضرورية فقط",
    settings: "إعدادات ملفات تعريف الارتباط",
  },
} as const;

describe.each(["en", "ar"] as const)("cookie consent in %s", (lng) => {
  const t = TEXTS[lng];

  it("no functional cookie before the yes; written after it; taken back from the footer", async () => {
    const { page, context } = await playerPage(browser, { width: 360, height: 740 });
    await open(page, `/${lng}/`);
    const banner = page.getByRole("region", { name: t.banner });
    await banner.waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe(lng === "ar" ? "rtl" : "ltr");
    // Fits 360 px: no sideways scrolling, the banner inside the viewport.
    const box = await banner.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, `cookies-01-banner-${lng}-360`);
    expect(await cookie(context, "window_width")).toBeNull();
    expect(await cookie(context, "cookies_agree_type")).toBeNull();

    // Necessary only: the choice is stored, still no functional cookie, even after a resize.
    await banner.getByRole("button", { name: t.necessaryOnly }).click();
    await banner.waitFor({ state: "detached" });
    expect(await cookie(context, "cookies_agree_type")).toBe("0");
    await page.setViewportSize({ width: 400, height: 740 });
    await open(page, `/${lng}/`);
    expect(await page.getByRole("region", { name: t.banner }).count()).toBe(0);
    expect(await cookie(context, "window_width")).toBeNull();

    // Changed later from the footer, by keyboard: the banner takes the focus; functional on.
    const settings = page.getByRole("contentinfo").getByRole("button", { name: t.settings });
    await settings.focus();
    await page.keyboard.press("Enter");
    await banner.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    const functional = banner.getByRole("checkbox", { name: t.functional });
    await functional.focus();
    await page.keyboard.press("Space");
    expect(await functional.isChecked()).toBe(true);
    await screenshot(page, `cookies-02-settings-${lng}`);
    await banner.getByRole("button", { name: t.save }).click();
    await expect.poll(() => cookie(context, "window_width")).toBe("400");
    expect(await cookie(context, "cookies_agree_type")).toBe("1");
    await page.setViewportSize({ width: 380, height: 740 });
    await expect.poll(() => cookie(context, "window_width")).toBe("380");

    // Taken back: the functional cookie goes with it.
    await settings.click();
    await banner.getByRole("checkbox", { name: t.functional }).uncheck();
    await banner.getByRole("button", { name: t.save }).click();
    await expect.poll(() => cookie(context, "window_width")).toBeNull();
    expect(await cookie(context, "cookies_agree_type")).toBe("0");

    // Each choice was logged on the server with its time.
    const logged = await site.db
      .selectFrom("cookie_agreements")
      .select(["agree_type", "agreed_at"])
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    expect(logged.map((r) => r.agree_type)).toEqual([0, 1, 0]);
    for (const r of logged) expect(Math.abs(r.agreed_at.getTime() - Date.now())).toBeLessThan(120_000);
    await context.close();
  });
});

describe("referral capture", () => {
  it("a referral link's parameters are attributed to the account at sign-up", async () => {
    const { page, context } = await playerPage(browser);
    await open(page, "/en/?btag=aff-4711&subid=sub_9&utm_source=news");
    await expect.poll(() => cookie(context, "reflinkid")).toBe("aff-4711");
    const cookies = await context.cookies(site.base);
    const reflink = cookies.find((c) => c.name === "reflinkid");
    // 60 days for a btag link (001 §9).
    expect(Math.round(((reflink?.expires ?? 0) - Date.now() / 1000) / 86400)).toBe(60);
    expect(await cookie(context, "subid")).toBe("sub_9");

    // The cookie choice does not touch the referral cookies (they are necessary ones).
    await page
      .getByRole("region", { name: "Cookies on Parlay" })
      .getByRole("button", { name: "Necessary only" })
      .click();
    // Another page without the parameters keeps the attribution; then the visitor registers.
    await page.goto(`${site.base}/en/registration`);
    const reg = page.locator('[data-remote="registration"]');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-remote="registration"]')?.getAttribute("data-remote-state") === "ready",
    );
    await waitForHydration(page);
    await reg.getByLabel("Account currency").selectOption("USD");
    await reg
      .getByLabel("I am of legal age to gamble in my country, and I accept the terms and rules.")
      .check();
    await reg.getByRole("button", { name: "Register in one click" }).click();
    await reg.getByRole("heading", { name: "Your login details" }).waitFor();
    const login = (await reg.locator('output[data-credential="login"]').textContent()) ?? "";
    const row = await site.db
      .selectFrom("users")
      .select(["referral"])
      .where("id", "=", BigInt(login))
      .executeTakeFirstOrThrow();
    expect(row.referral).toEqual({ reflinkid: "aff-4711", subid: "sub_9" });
    await context.close();
  });
});
