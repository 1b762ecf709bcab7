import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../apps/server/src/services/social/testing-oidc.ts";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import {
  apiClient,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  startIdentityClient,
  waitForHydration,
} from "./players-helpers.ts";

/**
 * One-tap and soc_reg against a local OpenID provider: the provider signs real ID tokens, the
 * server verifies them through discovery and JWKS, and a stand-in for the provider's browser
 * client (ONE_TAP_SCRIPT_URL) hands them to the page the way `google.accounts.id` does.
 */

let idp: TestOidcProvider;
let identityClient: Awaited<ReturnType<typeof startIdentityClient>>;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  idp = await startOidcProvider();
  identityClient = await startIdentityClient(idp, {
    sub: "g-2001",
    email: "gina@example.test",
    name: "Gina Test",
  });
  // Read per request by the shell's root loader and by the registration remote.
  process.env.ONE_TAP_SCRIPT_URL = identityClient.url;
  site = await startSite({ ONE_TAP_ISSUER: idp.issuer, ONE_TAP_CLIENT_ID: idp.clientId });
  browser = await launchBrowser();
});
afterAll(async () => {
  delete process.env.ONE_TAP_SCRIPT_URL;
  await browser?.close();
  await site?.close();
  await identityClient?.close();
  await idp?.close();
});

async function registerWithGoogle(page: Page, path: string) {
  await page.goto(`${site.base}${path}`);
  await waitForHydration(page);
  const reg = page.locator('[data-remote="registration"]');
  await expect
    .poll(() => reg.getByRole("tab", { name: "Social networks" }).getAttribute("aria-selected"))
    .toBe("true");
  await reg.getByLabel("Account currency").selectOption("EUR");
  await reg
    .getByLabel("I am of legal age to gamble in my country, and I accept the terms and rules.")
    .check();
  await reg.getByRole("button", { name: "Sign in with Google" }).click();
  await reg.getByRole("heading", { name: "Welcome to Parlay!" }).waitFor();
  expect(await reg.locator("[data-registration-type]").getAttribute("data-registration-type")).toBe(
    "soc_reg",
  );
  await reg.getByRole("button", { name: "Continue" }).click();
  await expectHeaderSignedIn(page, true);
}

describe("one-tap and soc_reg in Chromium", () => {
  it("soc_reg with the provider's ID token; after logout one-tap signs the same identity in", async () => {
    identityClient.setIdentity({ sub: "g-2001", email: "gina@example.test", name: "Gina Test" });
    const { page, context } = await playerPage(browser);
    await registerWithGoogle(page, "/en/registration/socialregistration");

    await page
      .getByRole("navigation", { name: "Your account" })
      .getByRole("button", { name: "Log out" })
      .click();
    await page.getByRole("dialog", { name: "Log out?" }).getByRole("button", { name: "Log out" }).click();
    await expectHeaderSignedIn(page, false);
    // Visitors get the provider's prompt; choosing the account signs in without a password.
    const prompt = page.getByRole("dialog", { name: "Test identity provider" });
    await prompt.waitFor();
    await screenshot(page, "players-08-one-tap-prompt-en");
    await prompt.getByRole("button", { name: "Continue as Gina Test" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("one-tap with an identity that has no account leads to social registration", async () => {
    identityClient.setIdentity({ sub: "g-3003", email: "newcomer@example.test", name: "New Comer" });
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/`);
    await waitForHydration(page);
    await page
      .getByRole("dialog", { name: "Test identity provider" })
      .getByRole("button", { name: "Continue as New Comer" })
      .click();
    await page.waitForURL("**/en/registration/socialregistration?from=one_tap");
    await page.getByText("No Parlay account is linked to that Google account yet.").waitFor();
    const reg = page.locator('[data-remote="registration"]');
    await reg
      .getByLabel("I am of legal age to gamble in my country, and I accept the terms and rules.")
      .check();
    await reg.getByRole("button", { name: "Sign in with Google" }).click();
    await reg.getByRole("heading", { name: "Welcome to Parlay!" }).waitFor();
    await reg.getByRole("button", { name: "Continue" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("the login dialog offers one-tap, and says so when the provider's script cannot load", async () => {
    // An account opened through the API with a provider-signed token (soc_reg).
    const who = { sub: "g-4004", email: "dana@example.test", name: "Dana Test" };
    const api = await apiClient(site);
    await api.post("/web-api/auth/register/social", {
      credential: await idp.idToken({ ...who, email_verified: true }),
      currency: "EUR",
      country: "de",
      age_confirmed: true,
    });
    await api.close();
    identityClient.setIdentity(who);
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByRole("button", { name: "Sign in with Google" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();

    process.env.ONE_TAP_SCRIPT_URL = identityClient.brokenUrl;
    try {
      const other = await playerPage(browser);
      // Another address than above: guest pages are micro-cached for 5 s with the script URL in them.
      await other.page.goto(`${site.base}/en/live?login=1`);
      await other.page
        .getByRole("dialog", { name: "Log in" })
        .getByRole("alert")
        .filter({ hasText: "Failed to load the Google One Tap script" })
        .waitFor();
      await other.context.close();
    } finally {
      process.env.ONE_TAP_SCRIPT_URL = identityClient.url;
    }
  });
});
