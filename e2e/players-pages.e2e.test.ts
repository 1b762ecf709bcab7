import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveKey, hmac } from "../apps/server/src/services/session/crypto.ts";
import { encodeField } from "../packages/domain/src/players/encoding.ts";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import {
  apiClient,
  createEmailAccount,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  uniqueEmail,
  uniqueUkNumber,
  waitForMail,
} from "./players-helpers.ts";

/** A known token key, so the test can make the never-expiring stop-newsletter link the server would send. */
const TOKEN_KEY = "e2e-players-pages-token-key-0123456789abcdef";

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ PARLAY_TOKEN_KEY: TOKEN_KEY });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const link = (name: string) => new RegExp(`(http://\\S+/en/user/${name}\\?token=\\S+)`);

describe("the /user pages in Chromium", () => {
  it("forgot password: /user/forgotpassword opens the dialog, the link resets the password", async () => {
    const email = uniqueEmail("reset");
    await createEmailAccount(site, email, "Old-pass-1");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/user/forgotpassword?ref=abc`);
    expect(new URL(page.url()).search).toBe("?ref=abc&showForgotPasswordModal=1");
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
    await dialog.getByRole("button", { name: "Send the link" }).click();
    await dialog.getByRole("status").filter({ hasText: "If an account uses this e-mail" }).waitFor();
    await screenshot(page, "players-09-forgot-password-en");
    await dialog.getByRole("button", { name: "Back to log in" }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    await page.keyboard.press("Escape");

    const mail = await waitForMail(site, email, link("passwordreset"));
    await page.goto(mail.match[1] ?? "");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    // The view's code loads on demand (views/view-for.tsx): what is typed before it hydrates is
    // reset by it, so fill and submit until the page answers.
    const mismatch = page.getByRole("alert").filter({ hasText: "The passwords do not match." });
    await expect
      .poll(async () => {
        await page.getByLabel("New password", { exact: true }).fill("New-pass-2");
        await page.getByLabel("Repeat the new password").fill("New-pass-3");
        await page.getByRole("button", { name: "Save the password" }).click();
        return mismatch.isVisible();
      })
      .toBe(true);
    await page.getByLabel("Repeat the new password").fill("New-pass-2");
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.getByText("Your password is changed.").waitFor();
    await page.getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByLabel("E-mail or account number").fill(email);
    await login.getByLabel("Password", { exact: true }).fill("New-pass-2");
    await login.getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("activatefast confirms the phone from the SMS link; accountverify confirms a new e-mail", async () => {
    const number = uniqueUkNumber();
    const api = await apiClient(site);
    await api.post("/web-api/auth/register/email", {
      currency: "EUR",
      country: "gb",
      age_confirmed: true,
      email: uniqueEmail("both"),
      uPassword: encodeField("Both-pass-4"),
      phone_code: "+44",
      phone_number: number,
    });
    const sms = await waitForMail(site, `+44${number}`, link("activatefast"));
    const next = uniqueEmail("changed");
    await api.post("/web-api/user/email", { email: next, lng: "en" });
    const verify = await waitForMail(site, next, link("accountverify"));
    await api.close();

    const { page, context } = await playerPage(browser);
    await page.goto(sms.match[1] ?? "");
    await page.getByRole("heading", { name: "Confirm your phone" }).waitFor();
    await page.getByText("Your phone number is confirmed.").waitFor();
    await page.goto(verify.match[1] ?? "");
    await page.getByRole("heading", { name: "Confirm your new e-mail" }).waitFor();
    await page.getByText("Your new e-mail address is confirmed.").waitFor();
    await context.close();
  });

  it("stopnewsletter unsubscribes with the link's token; a broken link says so", async () => {
    const id = await createEmailAccount(site, uniqueEmail("news"), "News-pass-5");
    // The demo site is group 1; the link is the account id and the server's MAC (never expires).
    const token = `${id}.${hmac(deriveKey(TOKEN_KEY, "newsletter-links"), `newsletter.1.${id}`)}`;
    const { page, context } = await playerPage(browser, { locale: "ru-RU" });
    await page.goto(`${site.base}/ru/user/stopnewsletter?token=${encodeURIComponent(token)}`);
    await page.getByRole("heading", { name: "Отписка от рассылки" }).waitFor();
    await page.getByText("Вы больше не будете получать нашу рассылку.").waitFor();
    await screenshot(page, "players-10-stopnewsletter-ru");
    await page.goto(`${site.base}/ru/user/stopnewsletter?token=${id}.forged`);
    await page.getByRole("alert").filter({ hasText: "Ссылка недействительна" }).waitFor();
    await page.goto(`${site.base}/en/user/accountverify`);
    await page.getByRole("alert").filter({ hasText: "This link is incomplete." }).waitFor();
    await context.close();
  });
});
