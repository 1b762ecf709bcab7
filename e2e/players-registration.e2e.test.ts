import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import {
  apiClient,
  expectHeaderSignedIn,
  lastMailId,
  playerPage,
  SIX_DIGITS,
  type Site,
  uniqueEmail,
  uniqueIp,
  uniqueUkNumber,
  waitForHydration,
  waitForMail,
} from "./players-helpers.ts";

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

const remote = (page: Page) => page.locator('[data-remote="registration"]');

async function openRegistration(page: Page, path = "/en/registration"): Promise<Locator> {
  await page.goto(`${site.base}${path}`);
  await page.waitForFunction(
    () =>
      document.querySelector('[data-remote="registration"]')?.getAttribute("data-remote-state") === "ready",
  );
  await waitForHydration(page);
  return remote(page);
}

async function confirmAge(reg: Locator) {
  await reg
    .getByLabel("I am of legal age to gamble in my country, and I accept the terms and rules.")
    .check();
}

describe("registration types in Chromium", () => {
  it("fast_reg: one click, the generated login and password shown once, and they work", async () => {
    const { page, context } = await playerPage(browser);
    const reg = await openRegistration(page);
    expect(await page.title()).toBe("Registration — Parlay");
    await expect
      .poll(() => reg.getByRole("tab", { name: "One click" }).getAttribute("aria-selected"))
      .toBe("true");
    await reg.getByLabel("Account currency").selectOption("USD");
    await reg.getByLabel("Sports bonus").check();
    await confirmAge(reg);
    await reg.getByRole("button", { name: "Register in one click" }).click();
    await reg.getByRole("heading", { name: "Your login details" }).waitFor();
    const login = (await reg.locator('output[data-credential="login"]').textContent()) ?? "";
    const password = (await reg.locator('output[data-credential="password"]').textContent()) ?? "";
    expect(login).toMatch(/^\d{9}$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    // The heading takes focus so a screen reader announces the result.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("pr-done-title");
    await screenshot(page, "players-05-fast-reg-credentials-en");
    await reg.getByRole("button", { name: "I have saved them — continue" }).click();
    await page.waitForURL(`${site.base}/en/`);
    await expectHeaderSignedIn(page, true);

    // Shown once: the registration page now only says the visitor is signed in.
    const again = await openRegistration(page);
    await again.getByRole("heading", { name: "You are already logged in" }).waitFor();
    expect(await again.locator("output").count()).toBe(0);

    // Log out, then log in with what was shown.
    await page
      .getByRole("navigation", { name: "Your account" })
      .getByRole("button", { name: "Log out" })
      .click();
    await page.getByRole("dialog", { name: "Log out?" }).getByRole("button", { name: "Log out" }).click();
    await expectHeaderSignedIn(page, false);
    await page.goto(`${site.base}/en/?login=1`);
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("E-mail or account number").fill(login);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("phone_reg: the SMS code from the development mailbox, password generated and shown once", async () => {
    const number = uniqueUkNumber();
    const { page, context } = await playerPage(browser);
    const reg = await openRegistration(page, "/en/registration?type=phone_reg");
    await expect
      .poll(() => reg.getByRole("tab", { name: "Phone" }).getAttribute("aria-selected"))
      .toBe("true");
    await reg.getByLabel("Country code").selectOption("gb");
    await reg.getByLabel("Number").fill(number);
    const after = await lastMailId(site);
    await reg.getByRole("button", { name: "Send code" }).click();
    await reg.getByText("We sent a 6-digit code to your phone.").waitFor();
    const sms = await waitForMail(site, `+44${number}`, SIX_DIGITS, { afterId: after });
    await reg.getByLabel("Code from the SMS").fill(sms.match[1] ?? "");
    await confirmAge(reg);
    await reg.getByRole("button", { name: "Register", exact: true }).click();
    await reg.getByRole("heading", { name: "Your login details" }).waitFor();
    expect(await reg.locator("[data-registration-type]").getAttribute("data-registration-type")).toBe(
      "phone_reg",
    );
    await reg.getByRole("button", { name: "I have saved them — continue" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("full_reg: e-mail and password, then the activation link opens /user/activate", async () => {
    const email = uniqueEmail("full");
    const { page, context } = await playerPage(browser);
    const reg = await openRegistration(page, "/en/registration?returnUrl=%2Fen%2Flive");
    await reg.getByRole("tab", { name: "E-mail" }).click();
    await reg.getByRole("textbox", { name: "E-mail" }).fill(email);
    await reg.getByLabel("Password", { exact: true }).fill("short");
    await reg.getByLabel("Your name (optional)").fill("Ada");
    await confirmAge(reg);
    await reg.getByRole("button", { name: "Register", exact: true }).click();
    await reg.getByRole("alert").filter({ hasText: "8 to 128 characters" }).waitFor();
    await reg.getByLabel("Password", { exact: true }).fill("Full-reg-pass-7");
    await reg.getByRole("button", { name: "Register", exact: true }).click();
    await reg.getByRole("heading", { name: "Welcome to Parlay!" }).waitFor();
    await reg.getByText(`We sent a confirmation link to ${email}`).waitFor();
    await reg.getByRole("button", { name: "Continue" }).click();
    // Continue follows the returnUrl the registration page was opened with.
    await page.waitForURL(`${site.base}/en/live`);
    await expectHeaderSignedIn(page, true);

    const mail = await waitForMail(site, email, /(http:\/\/\S+\/en\/user\/activate\?token=\S+)/);
    await page.goto(mail.match[1] ?? "");
    await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
    await page.getByText("Your e-mail is confirmed. Your account is active.").waitFor();
    await screenshot(page, "players-06-user-activate-en");
    // Each link works once.
    await page.reload();
    await page
      .getByRole("alert")
      .filter({ hasText: "This link is invalid, expired or was already used." })
      .waitFor();
    await context.close();
  });

  it("the fourth registration from one address asks for the captcha inside the remote", async () => {
    const ip = uniqueIp();
    const api = await apiClient(site, ip);
    for (let i = 0; i < 3; i++)
      await api.post("/web-api/auth/register/fast", { currency: "EUR", country: "gb", age_confirmed: true });
    await api.close();
    const { page, context } = await playerPage(browser, { ip });
    const reg = await openRegistration(page);
    await confirmAge(reg);
    await reg.getByRole("button", { name: "Register in one click" }).click();
    const captcha = page.getByRole("dialog", { name: "Security check" });
    await captcha.locator("altcha-widget input[type=checkbox]").focus();
    await page.keyboard.press("Space");
    await reg.getByRole("heading", { name: "Your login details" }).waitFor();
    await context.close();
  });

  it("soc_reg with one-tap off says so, without asking the server for a client id", async () => {
    const { page, context } = await playerPage(browser);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/google-one-tap/clientId")) asked.push(r.url());
    });
    const reg = await openRegistration(page, "/en/registration?type=soc_reg");
    await reg.getByText("Sign-up with social networks is not available on this site right now.").waitFor();
    expect(await page.locator('meta[name="parlay-one-tap-client-id"]').getAttribute("content")).toBe("");
    expect(asked).toEqual([]);
    await context.close();
  });

  it("registration in Arabic is right-to-left and names every field", async () => {
    const { page, context } = await playerPage(browser, { locale: "ar", width: 390, height: 844 });
    const reg = await openRegistration(page, "/ar/registration");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await reg.getByRole("heading", { name: "أنشئ حسابك" }).waitFor();
    for (const label of ["عملة الحساب", "بلد الإقامة"]) await reg.getByLabel(label).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow).toBe(false);
    await screenshot(page, "players-07-registration-ar-mobile");
    await context.close();
  });
});
