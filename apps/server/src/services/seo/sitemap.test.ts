import { describe, expect, test } from "vitest";
import { buildSitemap } from "./sitemap.ts";

const base = {
  origin: "https://parlay.test",
  languages: ["en", "ru"],
  defaultLng: "en",
  paymentOnlyAuth: false,
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("buildSitemap", () => {
  test("route-gated sections follow the site config", () => {
    const all = locs(buildSitemap({ ...base, availableRoutes: [47, 48] }));
    expect(all).toContain("https://parlay.test/en/rules/1");
    expect(all).toContain("https://parlay.test/ru/payment");
    const none = locs(buildSitemap({ ...base, availableRoutes: [] }));
    expect(none.some((l) => l?.includes("rules") || l?.includes("payment"))).toBe(false);
    const authOnly = locs(buildSitemap({ ...base, availableRoutes: [47, 48], paymentOnlyAuth: true }));
    expect(authOnly.some((l) => l?.includes("payment"))).toBe(false);
  });

  test("placeholder sections stay out until they are built", () => {
    const all = locs(buildSitemap({ ...base, availableRoutes: [47, 48] }));
    for (const path of ["poker", "bingo", "promo", "bonus", "toto", "lotto", "mobile", "desktop"])
      expect(all).not.toContain(`https://parlay.test/en/${path}`);
    // The casino lobby is built (issue 18): its sections are listed.
    for (const path of ["casino", "slots", "fishinghunting", "othergames"])
      expect(all).toContain(`https://parlay.test/en/${path}`);
    expect(all).toContain("https://parlay.test/en/contacts");
    expect(all).toContain("https://parlay.test/en/line");
  });

  test("every URL lists each language and x-default; text is XML-escaped", () => {
    const xml = buildSitemap({ ...base, origin: "https://a&b.test", availableRoutes: [] });
    const first = xml.split("<url>")[1] ?? "";
    expect(first.match(/hreflang=/g)).toHaveLength(3);
    expect(xml).toContain("https://a&#38;b.test/en/");
    expect(xml).not.toContain("a&b");
  });
});
