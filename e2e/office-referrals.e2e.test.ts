import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import { playerPage, type Site, waitForHydration } from "./players-helpers.ts";

/** office/bringfriend and office/manager (issue 17) in en and ar. */

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

/** Registers in one click from the page (the session cookies land in the page's context). */
async function registerHere(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const csrf = ((await (await fetch("/web-api/csrf")).json()) as { csrfToken: string }).csrfToken;
    const res = await fetch("/web-api/auth/register/fast", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrf },
      body: JSON.stringify({ currency: "EUR", country: "DE", age_confirmed: true }),
    });
    return (await res.json()).user_id as number;
  });
}

async function openOffice(page: Page, path: string) {
  await page.goto(`${site.base}${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
  );
  await waitForHydration(page);
}

const T = {
  en: { link: "Invitation link", none: "No personal manager is assigned to you." },
  ar: { link: "رابط الدعوة", none: "لم يُعيَّن لك مدير شخصي." },
} as const;

describe.each(["en", "ar"] as const)("bring a friend and the manager in %s", (lng) => {
  it("the invitation link brings a friend who is listed; no manager assigned", async () => {
    const inviter = await playerPage(browser);
    await inviter.page.goto(`${site.base}/${lng}/`);
    await waitForHydration(inviter.page);
    const inviterId = await registerHere(inviter.page);

    await openOffice(inviter.page, `/${lng}/office/bringfriend`);
    const link = await inviter.page.getByLabel(T[lng].link, { exact: true }).inputValue();
    expect(link).toBe(`${site.base}/${lng}/?bf=${inviterId}`);

    // A friend opens the link and registers.
    const friend = await playerPage(browser);
    await friend.page.goto(link);
    await waitForHydration(friend.page);
    await expect
      .poll(async () => (await friend.context.cookies()).find((c) => c.name === "bf")?.value)
      .toBe(String(inviterId));
    const friendId = await registerHere(friend.page);

    await openOffice(inviter.page, `/${lng}/office/bringfriend`);
    await inviter.page.locator("table.po-table td", { hasText: String(friendId) }).waitFor();
    expect(
      await inviter.page.locator('.po-menu__link[data-section="bring_friend"]').getAttribute("aria-current"),
    ).toBe("page");
    await screenshot(inviter.page, `office-bringfriend-${lng}`);

    await openOffice(inviter.page, `/${lng}/office/manager`);
    await inviter.page.getByText(T[lng].none).waitFor();
    const sections = await inviter.page
      .locator(".po-menu__link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("data-section")));
    for (const name of ["auth_qr", "mailing", "wallets", "sports", "bring_friend", "account"])
      expect(sections).toContain(name);
    await inviter.context.close();
    await friend.context.close();
  });
});
