import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSiteWithFeed } from "./harness.ts";
import { lineOutcome } from "./player-money.ts";
import {
  createEmailAccount,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  uniqueEmail,
  waitForHydration,
} from "./players-helpers.ts";
import { staffClient } from "./staff-helpers.ts";

/**
 * Issue 16 in Chromium: a player banned from the back office lands on the ban page, which offers the
 * ways out instead of a dead end — the withdrawal page where the ban allows it (spec 001 §4: level 45
 * on versions other than 1) and logging out — and the API itself refuses the banned player's bet
 * (ACCOUNT_BANNED), whatever the pages show. (Deposits: limits/enforce.test.ts.)
 */

let site: Site;
let browser: Browser;
let admin: Awaited<ReturnType<typeof staffClient>>;

beforeAll(async () => {
  site = await startSiteWithFeed();
  browser = await launchBrowser();
  admin = await staffClient(site, ["admin"]);
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await site?.close();
});

async function logIn(page: Page, lng: string, email: string, password: string, labels: Labels) {
  await page.goto(`${site.base}/${lng}/`);
  await waitForHydration(page);
  await page.locator('[data-remote="header"]').getByRole("link", { name: labels.logIn }).click();
  const dialog = page.getByRole("dialog", { name: labels.logIn });
  await dialog.getByLabel(labels.login).fill(email);
  await dialog.getByLabel(labels.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: labels.logIn }).click();
}

interface Labels {
  logIn: string;
  login: string;
  password: string;
  withdraw: string;
  logOut: string;
}
const EN: Labels = {
  logIn: "Log in",
  login: "E-mail or account number",
  password: "Password",
  withdraw: "Withdraw my balance",
  logOut: "Log out",
};

const ban = (userId: number, banLevel: number, banVersion = 0) =>
  admin.call("PUT", `/backoffice-api/v1/players/${userId}/ban`, { banLevel, banVersion });

describe("the ban page (issue 16, spec 001 §4)", () => {
  it("offers the withdrawal where the ban allows it, and logging out", async () => {
    const email = uniqueEmail("ban");
    const password = "ban-e2e-pass-1";
    const userId = await createEmailAccount(site, email, password);
    const { page, context } = await playerPage(browser, { width: 360, height: 780 });
    await logIn(page, "en", email, password, EN);
    await expectHeaderSignedIn(page, true);

    await ban(userId, 45);
    // The API refuses the bet itself, sent from the player's own page with the session's CSRF token.
    const pick = await lineOutcome(site.base);
    const refused = await page.evaluate(async (p) => {
      const token = decodeURIComponent(/(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch("/web-api/betting/coupons", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: JSON.stringify({
          typeId: 0,
          amount: "10.00",
          currency: "EUR",
          bets: [{ outcomeId: p.outcomeId, coef: (p.coef / 1000).toFixed(3) }],
          changeCoefAction: 1,
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
    }, pick);
    expect(refused.body.error?.code, JSON.stringify(refused.body)).toBe("ACCOUNT_BANNED");
    await page.goto(`${site.base}/en/line`);
    await page.waitForURL(`${site.base}/en/block-appeal-history`);
    const ways = page.getByRole("navigation", { name: "Ways out" });
    await ways.getByRole("link", { name: EN.withdraw }).click();
    await page.waitForURL(`${site.base}/en/office/deduce`);
    await screenshot(page, "ban-deduce-en-360");

    // A ban that does not allow withdrawing: the withdrawal page sends back, and only logging out is offered.
    await ban(userId, 3);
    await page.goto(`${site.base}/ar/office/deduce`);
    await page.waitForURL(`${site.base}/ar/block-appeal-history`);
    const waysAr = page.getByRole("navigation", { name: "الخيارات المتاحة" });
    await waysAr.getByRole("button", { name: "تسجيل الخروج" }).waitFor();
    expect(await waysAr.getByRole("link").count()).toBe(0);
    await screenshot(page, "ban-page-ar-360");

    await page.goto(`${site.base}/en/block-appeal-history`);
    // The ban page has no header to tell hydration by: the button is pressed until its dialog opens.
    const logOut = page
      .getByRole("navigation", { name: "Ways out" })
      .getByRole("button", { name: EN.logOut });
    await expect
      .poll(async () => {
        await logOut.click();
        return page.getByRole("dialog").count();
      })
      .toBeGreaterThan(0);
    await page.getByRole("dialog").getByRole("button", { name: EN.logOut }).click();
    // Signed out, the player is no longer held on the ban page.
    await expect
      .poll(async () => {
        await page.goto(`${site.base}/en/line`);
        return new URL(page.url()).pathname;
      })
      .toBe("/en/line");
    await context.close();
  });
});
