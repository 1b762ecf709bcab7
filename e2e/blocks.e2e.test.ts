import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import type { Site } from "./players-helpers.ts";
import { staffClient } from "./staff-helpers.ts";

/**
 * Issue 16 in Chromium: a country rule set in the back office shows the block page to a visitor from
 * that country (the CDN's country header, trusted here as BLOCKS_TRUST_COUNTRY_HEADER=1 says), not
 * with the tester's force_geo_off=1 cookie on template 1; a jurisdiction block (template 3) the cookie
 * does not lift (spec 000 §4).
 */

let site: Site;
let browser: Browser;
let admin: Awaited<ReturnType<typeof staffClient>>;

beforeAll(async () => {
  site = await startSite({ BLOCKS_TRUST_COUNTRY_HEADER: "1" });
  browser = await launchBrowser();
  admin = await staffClient(site, ["admin"]);
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await site?.close();
});

async function visitorFrom(country: string, forceGeoOff = false) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-country-code": country },
  });
  if (forceGeoOff) await context.addCookies([{ name: "force_geo_off", value: "1", url: site.base }]);
  const page = await context.newPage();
  return { context, page };
}

describe("country blocks (issue 16 §3, spec 000 §4)", () => {
  it("a visitor from a blocked country sees the block page; force_geo_off lifts template 1 only", async () => {
    const rule = async (value: string, templateTypeId: number) =>
      admin.call("POST", "/backoffice-api/v1/blocks", { groupId: 1, kind: "country", value, templateTypeId });
    await rule("DE", 1);
    await rule("FR", 3);

    const german = await visitorFrom("DE");
    await german.page.goto(`${site.base}/en/line`);
    expect(new URL(german.page.url()).pathname).toBe("/en/block");
    await screenshot(german.page, "blocks-country-de-390");
    await german.context.close();

    const tester = await visitorFrom("DE", true);
    await tester.page.goto(`${site.base}/en/line`);
    expect(new URL(tester.page.url()).pathname).toBe("/en/line");
    await tester.context.close();

    const french = await visitorFrom("FR", true);
    await french.page.goto(`${site.base}/ar/line`);
    expect(new URL(french.page.url()).pathname).toBe("/ar/block");
    await screenshot(french.page, "blocks-jurisdiction-fr-ar-390");
    await french.context.close();

    const dutch = await visitorFrom("NL");
    await dutch.page.goto(`${site.base}/en/line`);
    expect(new URL(dutch.page.url()).pathname).toBe("/en/line");
    await dutch.context.close();
  });
});
