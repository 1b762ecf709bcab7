import { describe, expect, it } from "vitest";
import { bettingDictionary } from "./i18n/index.ts";
import { matchBettingRoute } from "./routes.ts";
import { pageSeo } from "./seo.ts";

const seoOf = (path: string, lang = "en") => {
  const route = matchBettingRoute(path);
  if (!route) throw new Error(path);
  return pageSeo(route, bettingDictionary(lang));
};

describe("sportsbook titles without the catalogue's names", () => {
  it.each([
    "/line/football/101",
    "/line/football/101/5",
    "/line/football/101/final",
    "/team/line/5",
    "/cyber/real/cs2/7/line/9",
    "/cyber/real/cs2/7",
  ])("%s (id-only segments) has no empty piece", (path) => {
    for (const lang of ["en", "ru", "ar"]) {
      const { title, description } = seoOf(path, lang);
      expect(title, `${lang} ${path}`).not.toMatch(/^\s*—|—\s*—|—\s*$|^\s*:/);
      expect(title.trim()).not.toBe("");
      expect(description, `${lang} ${path}`).not.toMatch(/\s{2}|\s[,.]/);
    }
  });
});
