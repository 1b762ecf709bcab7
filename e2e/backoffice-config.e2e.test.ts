import type { StaffRole } from "@parlay/domain/staff";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { pageApi, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";
import { staffClient } from "./staff-helpers.ts";

/**
 * Issue 16's config sections in Chromium: an admin edits a site-config field in the back office
 * and the player site shows it, rolls it back from the version list (confirm dialog), adds a
 * redirect rule the redirect service then answers with, and publishes a terms version; a support
 * agent answers a payment request and the player reads the answer in the office. The sign-in page
 * hydrates without React's #418; a section the roles do not open says so.
 */
let site: Site;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A browser page signed in as a new member with `roles` (the set-up done through the API). */
async function staffPage(roles: StaffRole[], width = 1280): Promise<Page> {
  const member = await staffClient(site, roles);
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: await member.storageState(),
  });
  await member.close();
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  return page;
}

async function open(page: Page, section: string): Promise<void> {
  await page.goto(`${site.base}/backoffice${section}`);
  await page.getByRole("navigation", { name: "Sections" }).waitFor();
}

/** The footer's company name on the player site's home page, as served. */
async function companyOnSite(): Promise<string> {
  const html = await (await fetch(`${site.base}/en/`)).text();
  return /©\s*\d{4}\s*([^<]*)/.exec(html)?.[1]?.trim() ?? "";
}

async function renameCompany(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Edit b.core */*" }).click();
  const form = page.getByRole("form", { name: /Edit b\.core/ });
  await form.getByLabel("companyName").fill(name);
  await form.getByRole("button", { name: "Save row" }).click();
  await form.waitFor({ state: "detached" });
}

describe("the back office's config sections", () => {
  it("the sign-in page hydrates with no mismatch", async () => {
    const page = await browser.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${site.base}/backoffice/`);
    await page.getByLabel("E-mail").waitFor();
    await page.getByLabel("E-mail").fill("someone@parlay.test");
    expect(errors.filter((e) => e.includes("418"))).toEqual([]);
    await page.close();
  });

  it("an admin edits a config field, the site shows it, and a rollback puts it back", async () => {
    const page = await staffPage(["admin"]);
    await open(page, "/config");
    // A bad value is refused by the form, with the config schema's words, and nothing is sent.
    await page.getByRole("button", { name: "Edit b.core */*" }).click();
    const form = page.getByRole("form", { name: /Edit b\.core/ });
    await form.getByLabel("twelveHourCountries").fill('"gb"');
    await form.getByRole("button", { name: "Save row" }).click();
    await expect.poll(() => form.getByRole("alert").first().textContent()).toMatch(/array/i);
    await screenshot(page, "backoffice-config-form-1280");
    await form.getByRole("button", { name: "Cancel" }).click();

    await renameCompany(page, "Parlay First");
    await expect.poll(companyOnSite, { timeout: 15_000 }).toContain("Parlay First");
    await renameCompany(page, "Parlay Second");
    await expect.poll(companyOnSite, { timeout: 15_000 }).toContain("Parlay Second");
    const versions = page.getByRole("table", { name: "Config versions" });
    await versions.getByText("Parlay Second").first().waitFor();
    await screenshot(page, "backoffice-config-1280");

    // The version that set "Parlay First" is rolled back to, after the confirm dialog.
    const first = versions
      .getByRole("row")
      .filter({ hasText: "Parlay First" })
      .filter({ hasNotText: "Parlay Second" });
    await first.getByRole("button", { name: /Roll back to version/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/Put b\.core \*\/\* back/).waitFor();
    await screenshot(page, "backoffice-rollback-dialog-1280");
    await dialog.getByRole("button", { name: "Roll back", exact: true }).click();
    await expect.poll(companyOnSite, { timeout: 15_000 }).toContain("Parlay First");
    await versions
      .getByRole("cell", { name: /rollback to/ })
      .first()
      .waitFor();
  });

  it("support answers a payment request and the player reads the answer in the office", async () => {
    const { page: player } = await playerPage(browser);
    await registerFast(player, site.base);
    const { request } = await pageApi<{ request: { id: number } }>(
      player,
      "POST",
      "/web-api/wallet/payment-requests",
      { topicId: 3, subTopicId: 31, message: "Can I pay with my bank app?" },
    );

    const support = await staffPage(["support"]);
    // The config sections are not the support agent's: not in the navigation, and 403 text.
    await open(support, "/config");
    await expect(support.getByRole("link", { name: "Site config" }).count()).resolves.toBe(0);
    await support.getByText("This section is not open to your roles.").waitFor();
    await support.getByRole("link", { name: "Payment requests" }).click();
    await support.getByLabel(`Answer request ${request.id}`).fill("Yes: choose the bank transfer method.");
    await support.getByRole("button", { name: "Send answer" }).first().click();
    // Answered, it leaves the open requests; it is among the answered ones.
    await support.getByLabel("Status").selectOption("answered");
    await support.getByRole("cell", { name: "Yes: choose the bank transfer method." }).waitFor();

    await player.goto(`${site.base}/en/office/payment/requests`);
    const item = player.locator(`[data-request-id="${request.id}"]`);
    await item.getByText("Yes: choose the bank transfer method.").waitFor();
    await expect(item.textContent()).resolves.toMatch(/Support answered on/);
    await screenshot(player, "office-payment-request-answer-1366");
    expect(errors.filter((e) => e.includes("418"))).toEqual([]);
  });

  it("an admin plans maintenance and sets an SEO row", async () => {
    const page = await staffPage(["admin"]);
    await open(page, "/maintenance");
    const form = page.getByRole("form", { name: "Maintenance schedule" });
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
    // A window that ends before it starts is the schedule schema's error, and nothing is sent.
    await form.getByLabel("Maintenance starts (UTC)").fill(at(3));
    await form.getByLabel("Maintenance ends (UTC)").fill(at(2));
    await form.getByRole("button", { name: "Save schedule" }).click();
    await form.getByText("ended_at must be after started_at").waitFor();
    await form.getByLabel("Notice from (UTC)").fill(at(-1));
    await form.getByLabel("Notice until (UTC)").fill(at(2));
    await form.getByLabel("Maintenance ends (UTC)").fill(at(4));
    await form.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("Notice showing now; maintenance planned").waitFor();
    await page.getByRole("table", { name: "Schedule changes" }).getByText("maintenance.started_at").waitFor();
    await screenshot(page, "backoffice-maintenance-1280");
    await page.getByRole("button", { name: "Save schedule" }).waitFor();
    // Back to no schedule, so the other tests' player pages are not in a notice window.
    for (const label of [
      "Notice from (UTC)",
      "Notice until (UTC)",
      "Maintenance starts (UTC)",
      "Maintenance ends (UTC)",
    ])
      await form.getByLabel(label).fill("");
    await form.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("Nothing planned").waitFor();

    await open(page, "/seo");
    await page.getByLabel("Show stream").selectOption("promo");
    await page.getByRole("button", { name: "New SEO row" }).click();
    const seo = page.getByRole("form", { name: "SEO row" });
    await seo.getByLabel("Stream", { exact: true }).selectOption("promo");
    await seo.getByLabel("Title", { exact: true }).fill("Offers this week");
    await seo.getByLabel("Canonical", { exact: true }).selectOption("mirror");
    await seo.getByLabel("Canonical URL or mirror domain").fill("mirror.parlay.test");
    await seo.getByRole("button", { name: "Save SEO row" }).click();
    await page.getByRole("cell", { name: "mirror: mirror.parlay.test" }).waitFor();
    await screenshot(page, "backoffice-seo-1280");
    const answer = await (await fetch(`${site.base}/bff-api/seo/page?language=en&stream=promo`)).json();
    expect(answer).toMatchObject({ title: "Offers this week", customCanonical: { mode: "mirror" } });
  });

  // Last: once a new terms version is published, a player who has not accepted it gets 451.
  it("an admin adds a redirect rule and publishes a terms version", async () => {
    const page = await staffPage(["admin"], 390);
    await open(page, "/redirects");
    const form = page.getByRole("form", { name: "New redirect rule" });
    await form.getByLabel("Path (after the language)").fill("/promo-e2e");
    await form.getByLabel("Target").fill("/bonus");
    await form.getByRole("button", { name: "Add rule" }).click();
    await page.getByRole("cell", { name: "/promo-e2e" }).waitFor();
    await screenshot(page, "backoffice-redirects-390");
    const check = await fetch(`${site.base}/redirects-api/api/v1/redirect-light`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: `${site.base}/en/promo-e2e` }),
    });
    expect((await check.json()).data).toMatchObject({ redirect: true, url: `${site.base}/en/bonus` });

    await open(page, "/terms");
    const draft = page.getByRole("form", { name: "Draft terms" });
    const version = Number(await draft.getByLabel("Version").inputValue());
    await draft.getByLabel("Language").fill("en");
    await draft.getByLabel("Title").fill("Terms and conditions");
    await draft.getByLabel("Text").fill("The new terms, written in the back office.");
    await draft.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("heading", { name: `Version ${version} (draft)` }).waitFor();
    await page.getByRole("button", { name: `Publish version ${version}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("heading", { name: `Version ${version} (current)` }).waitFor();
    await screenshot(page, "backoffice-terms-390");
    const published = await site.db
      .selectFrom("terms_version")
      .select("published_at")
      .where("version", "=", version)
      .where("lang", "=", "en")
      .executeTakeFirstOrThrow();
    expect(published.published_at).not.toBeNull();
  });
});
