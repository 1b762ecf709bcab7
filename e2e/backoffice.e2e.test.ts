import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import type { Site } from "./players-helpers.ts";

/**
 * Issue 16 in Chromium: the back office at /backoffice. An admin made by the operator command's
 * function signs in (set-up with the QR code, TOTP codes from the server's own TOTP library),
 * creates a support agent, who signs in and finds a player; a payments member approves a
 * withdrawal; the admin sets a player's ban level and finds it in the audit trail.
 */
let site: Site;
let browser: Browser;
// The server's modules, loaded after the site started (their import order is main.ts's).
let totpCode: typeof import("../apps/server/src/services/auth/totp.ts").totpCode;
let pendingWithdrawal: typeof import("../apps/server/src/services/backoffice/testing.ts").pendingWithdrawal;
let createStaff: typeof import("../apps/server/src/services/staff/index.ts").createStaff;
let staffRuntime: typeof import("../apps/server/src/services/staff/testing.ts").staffRuntime;
let playerWithAccount: typeof import("../apps/server/src/services/wallet/testing/fixtures.ts").playerWithAccount;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  ({ totpCode } = await import("../apps/server/src/services/auth/totp.ts"));
  ({ pendingWithdrawal } = await import("../apps/server/src/services/backoffice/testing.ts"));
  ({ createStaff } = await import("../apps/server/src/services/staff/index.ts"));
  ({ staffRuntime } = await import("../apps/server/src/services/staff/testing.ts"));
  ({ playerWithAccount } = await import("../apps/server/src/services/wallet/testing/fixtures.ts"));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newStaffPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Signs in with the one-time password and finishes the set-up; answers the TOTP secret. */
async function firstSignIn(page: Page, email: string, oneTimePassword: string): Promise<string> {
  await page.goto(`${site.base}/backoffice/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(oneTimePassword);
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("img", { name: /QR code/ })
    .locator("svg")
    .waitFor();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("New password").fill(`Sturdy new pass ${Math.random().toString(36).slice(2, 8)}!`);
  await page.getByLabel("Code from the authenticator").fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await page.getByRole("navigation", { name: "Sections" }).waitFor();
  return secret;
}

describe("the back office", () => {
  it("admin, support and payments do their work; the ban is audited", async () => {
    const rt = staffRuntime(site.db);
    const cli = { staffId: null, email: "operator-cli:e2e", roles: [], ip: "127.0.0.1" };
    const adminEmail = `admin.${Date.now()}@parlay.test`;
    const admin = await createStaff(rt, cli, { email: adminEmail, displayName: "Admin", roles: ["admin"] });

    // The admin's first sign-in; the set-up page shows the QR code.
    const adminPage = await newStaffPage();
    await firstSignIn(adminPage, adminEmail, admin.oneTimePassword);
    await screenshot(adminPage, "backoffice-dashboard-1280");

    // The admin creates a support agent; the one-time password is shown once.
    await adminPage.getByRole("link", { name: "Staff" }).click();
    const supportEmail = `support.${Date.now()}@parlay.test`;
    await adminPage.getByLabel("E-mail").fill(supportEmail);
    await adminPage.getByLabel("support").check();
    await adminPage.getByRole("button", { name: "Create account" }).click();
    const supportPassword = (await adminPage.getByTestId("one-time-password").textContent()) ?? "";
    expect(supportPassword.length).toBeGreaterThanOrEqual(12);

    // The support agent signs in (set-up) and finds a player by id.
    const { userId } = await playerWithAccount(site.db);
    const supportPage = await newStaffPage(390);
    await firstSignIn(supportPage, supportEmail, supportPassword);
    await expect(supportPage.getByRole("link", { name: "Staff" }).count()).resolves.toBe(0);
    await supportPage.getByRole("link", { name: "Players" }).click();
    await supportPage.getByLabel("Id, login, e-mail or phone").fill(String(userId));
    await supportPage.getByRole("button", { name: "Search" }).click();
    await supportPage.getByRole("link", { name: String(userId), exact: true }).click();
    await supportPage.getByRole("heading", { name: `Player ${userId}` }).waitFor();
    await supportPage.getByRole("heading", { name: "Accounts and balances" }).waitFor();
    await screenshot(supportPage, "backoffice-player-390");

    // A payments member approves a pending withdrawal from the queue.
    const paymentId = await pendingWithdrawal(site.db);
    const payments = await createStaff(rt, cli, {
      email: `payments.${Date.now()}@parlay.test`,
      displayName: "Payments",
      roles: ["payments"],
    });
    const paymentsPage = await newStaffPage();
    await firstSignIn(paymentsPage, await emailOf(payments.id), payments.oneTimePassword);
    await paymentsPage.getByRole("link", { name: "Payments", exact: true }).click();
    await paymentsPage.getByRole("button", { name: `Approve withdrawal ${paymentId}` }).click();
    await expect
      .poll(
        async () =>
          (
            await site.db
              .selectFrom("wallet_payment")
              .select("status")
              .where("id", "=", paymentId)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe("succeeded");
    await screenshot(paymentsPage, "backoffice-payments-1280");

    // The admin sets the player's ban level; the audit trail shows it.
    await adminPage.goto(`${site.base}/backoffice/players/${userId}`);
    await adminPage.getByLabel("Ban level (0 = not banned)").fill("45");
    await adminPage.getByLabel("Ban version").fill("2");
    await adminPage.getByRole("button", { name: "Save ban" }).click();
    await expect.poll(async () => adminPage.getByTestId("ban-level").textContent()).toBe("45");
    const row = await site.db
      .selectFrom("users")
      .select(["ban_level", "ban_version"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ban_level: 45, ban_version: 2 });
    await adminPage.getByRole("link", { name: "Audit" }).click();
    await adminPage.getByLabel("action").fill("players.ban");
    await adminPage.getByRole("button", { name: "Filter" }).click();
    await adminPage.getByRole("cell", { name: "players.ban" }).first().waitFor();
    await screenshot(adminPage, "backoffice-audit-1280");
    const mobile = await newStaffPage(390);
    await mobile.context().addCookies(await adminPage.context().cookies());
    await mobile.goto(`${site.base}/backoffice/`);
    await mobile.getByRole("navigation", { name: "Sections" }).waitFor();
    await screenshot(mobile, "backoffice-dashboard-390");

    // The page carries the security headers and is never stored.
    const res = await adminPage.request.get(`${site.base}/backoffice/`);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect(res.headers()["content-security-policy"]).toMatch(/nonce-/);
  });
});

async function emailOf(id: bigint): Promise<string> {
  return (
    await site.db.selectFrom("staff_user").select("email").where("id", "=", id).executeTakeFirstOrThrow()
  ).email;
}
