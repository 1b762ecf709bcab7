import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { depositThroughProvider, pageApi, registerFast } from "./player-money.ts";
import {
  createEmailAccount,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  uniqueEmail,
  waitForHydration,
} from "./players-helpers.ts";

/**
 * Issue 15 in Chromium, the shell's tools and the office's Responsible page: the age popup cannot
 * be dismissed; a 5-minute reality check on a simulated clock brings its modal; a deposit limit set
 * on the Responsible page holds on the cashier; self-exclusion ends a second browser's session at
 * once and its login is refused. Screens at 390 px in English and Arabic.
 */

let site: Site;
/** A first-time visitor's browser: the age popup and the reminder as they really come. */
let fresh: Browser;
/** The harness's usual browser: contexts start with the age confirmed. */
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  fresh = await launchBrowser({ prompts: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await fresh?.close();
  await browser?.close();
  await site?.close();
});

const PHONE = { width: 390, height: 844 };
const LIMITS = "/limit-service-api/api/external/web/v3";
const office = (page: Page) => page.locator('[data-remote="office"]');

async function openOffice(page: Page, lang: string, path: string): Promise<void> {
  await page.goto(`${site.base}/${lang}/office/${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
  );
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site.base}/en/`);
  await waitForHydration(page);
  await page.locator('[data-remote="header"]').getByRole("link", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("E-mail or account number").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

describe("age confirmation (spec 000 §5, §9)", () => {
  it("cannot be dismissed: no close button, Escape and a click outside do nothing; confirmed, it stays away", async () => {
    for (const lang of ["en", "ar"]) {
      const { page, context } = await playerPage(fresh, { ...PHONE, locale: lang === "ar" ? "ar" : "en-US" });
      await page.goto(`${site.base}/${lang}/`);
      const gate = page.getByRole("dialog", { name: lang === "en" ? "Are you 18 or older?" : /18/ });
      await gate.waitFor();
      await screenshot(page, `responsible-age-gate-${lang}-390`);
      expect(await gate.getByRole("button").count()).toBe(2); // confirm and refuse, nothing else
      expect(await gate.getByRole("button", { name: /close|إغلاق/i }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape"); // a second Escape may close a dialog whose cancel was refused
      await page.mouse.click(8, 8); // the backdrop
      await page.mouse.click(380, 20);
      expect(await gate.isVisible()).toBe(true);
      // The page under it is inert: its links cannot be reached.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("dialog") !== null))
        .toBe(true);
      await context.close();
    }

    const { page, context } = await playerPage(fresh, PHONE);
    await page.goto(`${site.base}/en/`);
    const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await gate.getByLabel("Remember my answer on this device for 3 days").check();
    await gate.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    await gate.waitFor({ state: "hidden" });
    const cookie = (await context.cookies()).find((c) => c.name === "age_confirmed");
    expect(cookie).toBeDefined();
    // Remembered 3 days (259200 s), give or take the test's own seconds.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 259_200))).toBeLessThan(120);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("dialog", { name: "Are you 18 or older?" }).count()).toBe(0);
    await context.close();
  });

  it("without 'remember' it lasts the browser session; refusing leaves the site", async () => {
    const { page, context } = await playerPage(fresh, PHONE);
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Elsewhere</title>" }),
    );
    await page.goto(`${site.base}/en/`);
    const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await gate.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    const cookie = (await context.cookies()).find((c) => c.name === "age_confirmed");
    expect(cookie?.expires).toBe(-1); // a session cookie
    await context.clearCookies();
    await page.reload();
    await gate.getByRole("button", { name: "No, I am under 18" }).click();
    await page.waitForURL("https://www.google.com/");
    await context.close();
  });
});

describe("the shell's other tools on a simulated clock", () => {
  it("auto-logoff: 30 minutes without input logs out, polling notwithstanding; the notice comes after the load", async () => {
    const { page, context } = await playerPage(browser, PHONE);
    await page.clock.install();
    await registerFast(page, site.base, "EUR");
    await page.goto(`${site.base}/en/`);
    await waitForHydration(page);
    await expectHeaderSignedIn(page, true);
    await page.mouse.move(100, 300); // activity: the 30 minutes start now
    // The session re-check polls every minute meanwhile: the page's own polling is not activity.
    await page.clock.runFor(29 * 60_000);
    await expectHeaderSignedIn(page, true);
    await page.mouse.move(120, 320);
    await page.clock.runFor(29 * 60_000);
    await expectHeaderSignedIn(page, true);
    await page.clock.runFor(60_000 + 1_000);
    const notice = page.getByRole("dialog", { name: "You were logged out after a period of inactivity" });
    await notice.waitFor();
    await expectHeaderSignedIn(page, false);
    await screenshot(page, "responsible-autologoff-en-390");
    await notice.getByRole("button", { name: "OK" }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await notice.count()).toBe(0); // once, on the load after the log-off
    await context.close();
  });

  it("the registration reminder: a guest sees it after the delay, then again after the interval", async () => {
    const { page, context } = await playerPage(fresh, PHONE);
    await page.clock.install();
    await page.goto(`${site.base}/en/`);
    await page.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    const reminder = page.getByRole("dialog", { name: "Not registered yet?" });
    await page.clock.runFor(59_000);
    expect(await reminder.count()).toBe(0);
    await page.clock.runFor(2_000); // seed config: delay 60 s
    await reminder.waitFor();
    await screenshot(page, "responsible-reminder-en-390");
    await reminder.getByRole("button", { name: "Later" }).click();
    await reminder.waitFor({ state: "hidden" });
    await page.clock.runFor(14 * 60_000);
    expect(await reminder.count()).toBe(0);
    await page.clock.runFor(60_000 + 1_000); // interval 15 min
    await reminder.waitFor();
    expect(await reminder.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/en/registration",
    );
    await context.close();
  });
});

describe("the limits of a player (issue 15, with the limits service)", () => {
  it("sets a deposit limit on the Responsible page: at once when stricter, pending (hours left, cancel) when looser", async () => {
    const { page, context } = await playerPage(browser, PHONE);
    await registerFast(page, site.base, "EUR");
    await openOffice(page, "en", "responsible");
    const card = office(page).getByRole("article", { name: "Deposit limit — 24 hours" });
    await card.getByLabel("New limit (EUR)").fill("100");
    await card.getByRole("button", { name: "Save" }).click();
    await card
      .getByRole("status")
      .filter({ hasText: /saved|applies now/i })
      .waitFor();
    await expect.poll(() => card.getByTestId("limit-current").textContent()).toBe("100 EUR");
    // The history lists it.
    await office(page).getByRole("cell", { name: "Deposit limit — 24 hours" }).first().waitFor();
    await screenshot(page, "responsible-page-en-390");

    // A looser value waits: pending with the hours left, and it can be cancelled.
    await card.getByLabel("New limit (EUR)").fill("300");
    await card.getByRole("button", { name: "Save" }).click();
    await card.getByTestId("limit-pending").waitFor();
    expect(await card.getByTestId("limit-pending").textContent()).toMatch(/300 EUR.*2[34] hours/);
    expect(await card.getByTestId("limit-current").textContent()).toBe("100 EUR");
    await card.getByRole("button", { name: "Cancel the change" }).click();
    await card
      .getByRole("status")
      .filter({ hasText: /cancelled/i })
      .waitFor();
    await expect.poll(() => card.getByTestId("limit-pending").count()).toBe(0);

    await openOffice(page, "ar", "responsible");
    await office(page).locator('[data-limit-type="20"] [data-testid="limit-current"]').waitFor();
    await screenshot(page, "responsible-page-ar-390");
    // The self-exclusion's confirmation step in Arabic; going back changes nothing.
    const exclusion = office(page).locator('[data-limit-type="30"]');
    await exclusion.locator('button[type="submit"]').click();
    const step = page.locator("dialog.po-rg-confirm[open]");
    await step.waitFor();
    await screenshot(page, "responsible-self-exclusion-confirm-ar-390");
    await step.getByRole("button", { name: "رجوع" }).click();
    await step.waitFor({ state: "hidden" });
    await context.close();
  });

  it("a deposit over the limit is refused on the cashier, in the limit's own words", async () => {
    const { page, context } = await playerPage(browser, PHONE);
    await registerFast(page, site.base, "EUR");
    await pageApi(page, "POST", `${LIMITS}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] });
    await openOffice(page, "en", "recharge");
    await office(page)
      .getByLabel(/Amount/)
      .fill("150");
    await office(page).getByRole("button", { name: "Continue to payment" }).click();
    await office(page).getByRole("alert").filter({ hasText: "over your deposit limit" }).waitFor();
    await context.close();
  });

  it("a 5-minute reality check on a simulated clock brings the modal; continue, then stop logs out", async () => {
    const { page, context } = await playerPage(browser, PHONE);
    await page.clock.install();
    await registerFast(page, site.base, "EUR");
    await pageApi(page, "POST", `${LIMITS}/limits`, { limits: [{ limitType: 32, limitValue: 5 }] });
    await page.goto(`${site.base}/en/`);
    await waitForHydration(page);
    const check = page.getByRole("dialog", { name: "Reality check" });
    await page.clock.runFor(4 * 60_000);
    expect(await check.count()).toBe(0);
    await page.clock.runFor(60_000 + 2_000);
    await check.waitFor();
    expect(await check.getByTestId("reality-elapsed").textContent()).toMatch(/^0:0[5-6]:\d\d$/);
    await screenshot(page, "responsible-reality-check-en-390");
    // It must be answered: Escape does not close it.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    expect(await page.locator("dialog.rg-reality").getAttribute("open")).toBe("");
    expect(await check.isVisible()).toBe(true);
    await check.getByRole("button", { name: "Continue playing" }).click();
    await check.waitFor({ state: "hidden" });
    await page.clock.runFor(5 * 60_000);
    await check.waitFor();
    await check.getByRole("button", { name: "Stop and log out" }).click();
    await expectHeaderSignedIn(page, false);
    await context.close();
  });

  it("the reality check and the session-limit notice in Arabic", async () => {
    const { page, context } = await playerPage(browser, { ...PHONE, locale: "ar" });
    await page.clock.install();
    await registerFast(page, site.base, "EUR");
    await pageApi(page, "POST", `${LIMITS}/limits`, {
      limits: [
        { limitType: 32, limitValue: 5 },
        { limitType: 31, limitValue: 1 },
      ],
    });
    // The play clocks start once the page has read the limits and the first ping has answered:
    // the simulated time only runs after that (on a loaded machine it can come late).
    const firstPing = page.waitForResponse((r) => r.url().includes("/v3/ping"));
    await page.goto(`${site.base}/ar/`);
    await waitForHydration(page);
    await firstPing;
    await page.clock.runFor(5 * 60_000 + 2_000);
    const check = page.locator("dialog.rg-reality[open]");
    await check.waitFor();
    await screenshot(page, "responsible-reality-check-ar-390");
    await check.getByRole("button", { name: "متابعة اللعب" }).click();
    // One hour of play: the session limit's permanent notice; confirming it logs out (000 §8).
    // The player keeps playing (input every 5 minutes), so the 30-minute inactivity auto-logoff of
    // the demo site does not end the session first.
    for (let minute = 5; minute < 60; minute += 5) {
      await page.mouse.move(20 + minute, 200);
      await page.clock.runFor(5 * 60_000);
    }
    const ended = page.getByRole("dialog", { name: "بلغت الحد الزمني لجلستك" });
    await ended.waitFor();
    await screenshot(page, "responsible-session-limit-ar-390");
    await ended.getByRole("button", { name: "حسنًا" }).click();
    await page.locator('[data-remote="header"]').getByRole("link", { name: "تسجيل الدخول" }).waitFor();
    await context.close();
  });

  it("the set-limits modal (?setLimits=1) saves a deposit limit", async () => {
    for (const lang of ["en", "ar"]) {
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      await registerFast(page, site.base, "EUR");
      await page.goto(`${site.base}/${lang}/?setLimits=1`);
      const dialog = page.locator("dialog.rg-dialog[open]");
      await dialog.waitFor();
      await dialog.getByLabel(/EUR/).fill("250");
      await screenshot(page, `responsible-set-limits-${lang}-390`);
      await dialog.getByRole("radio").nth(1).check(); // 7 days
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole("status").waitFor();
      const limits = await pageApi<{
        limitsData: { limitType: number; limitState: string; limitValue: number }[];
      }>(page, "GET", `${LIMITS}/limits`);
      expect(limits.limitsData.find((l) => l.limitType === 21 && l.limitState === "ACTIVE")?.limitValue).toBe(
        250,
      );
      // Closing takes the flag out of the address, so a reload does not open it again.
      await dialog.getByRole("button").last().click();
      await dialog.waitFor({ state: "hidden" });
      expect(new URL(page.url()).search).toBe("");
      await context.close();
    }
  });

  it("self-exclusion ends a second browser's session at once, and its login is refused", async () => {
    const email = uniqueEmail("selfex");
    await createEmailAccount(site, email, "Secret-pass-1");
    const first = await playerPage(browser, PHONE);
    const second = await playerPage(browser, { width: 1366, height: 900 });
    await logIn(first.page, email, "Secret-pass-1");
    await expectHeaderSignedIn(first.page, true);
    await depositThroughProvider(first.page, site.base, "100.00", "EUR");
    await logIn(second.page, email, "Secret-pass-1");
    await expectHeaderSignedIn(second.page, true);

    await openOffice(first.page, "en", "responsible");
    const card = office(first.page).locator('[data-limit-type="30"]');
    await card.getByLabel("7 days").check();
    await card.getByRole("button", { name: "Exclude myself" }).click();
    const confirm = first.page.getByRole("dialog", { name: "Exclude yourself for 7 days?" });
    await confirm.waitFor();
    await screenshot(first.page, "responsible-self-exclusion-confirm-en-390");
    await confirm.getByRole("button", { name: "Yes, exclude me" }).click();
    await office(first.page).getByText("Your self-exclusion has started").waitFor();

    // The other browser's very next request finds no session.
    await second.page.reload();
    await expectHeaderSignedIn(second.page, false);
    await logIn(second.page, email, "Secret-pass-1");
    const login = second.page.getByRole("dialog", { name: "Log in" });
    await login.getByRole("alert").filter({ hasText: "self-excluded" }).waitFor();
    await screenshot(second.page, "responsible-login-refused-en");

    // Withdrawing the balance stays possible: a withdraw-only session, only the withdrawal pages open.
    await login.getByRole("link", { name: "Withdraw my balance" }).click();
    await second.page.waitForURL(/\/en\/office\/deduce$/);
    await second.page.goto(`${site.base}/en/line`);
    await second.page.waitForURL(/\/en\/office\/deduce$/);
    await second.page.waitForFunction(
      () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
    );
    const deduce = office(second.page);
    await deduce.getByLabel("Amount, EUR").fill("30");
    await deduce.getByRole("button", { name: "Review the withdrawal" }).click();
    await deduce.getByRole("button", { name: "Send the request" }).click();
    await deduce.getByText(/^Request \d+ is sent\./).waitFor();
    await first.context.close();
    await second.context.close();
  });
});
