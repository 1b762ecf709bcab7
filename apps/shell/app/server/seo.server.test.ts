import { describe, expect, test } from "vitest";
import type { SeoPage } from "../services.ts";
import { buildSeo, mergeRobots } from "./seo.server.ts";

const row = (title: string, matchedSection?: string): SeoPage => ({
  title,
  description: `${title} (description)`,
  metaRobots: "index, follow",
  hierarchyMetaRobots: null,
  metas: [],
  customCanonical: null,
  ...(matchedSection === undefined ? {} : { matchedSection }),
});

function seo(page: SeoPage | null, remote?: { title: string; description: string }) {
  const out = buildSeo({
    url: new URL("https://parlay.test/en/line/football/101-england-premier-league"),
    lng: "en",
    rest: "line/football/101-england-premier-league",
    languages: ["en"],
    defaultLang: "en",
    page,
    remoteTitle: remote?.title,
    remoteDescription: remote?.description,
    fallbackTitle: "Parlay",
  });
  return { title: out.title, description: out.description };
}

const remote = { title: "England Premier League — Line — Parlay", description: "Odds on the EPL" };

describe("SEO precedence: item row → remote → sub-section row or stream page → company name", () => {
  test("an operator's row for this very championship wins over the remote", () => {
    expect(seo(row("EPL odds | Parlay", "championship:101"), remote)).toEqual({
      title: "EPL odds | Parlay",
      description: "EPL odds | Parlay (description)",
    });
  });

  test("a row for the whole sub-section gives way to the remote's own title (no shared titles)", () => {
    expect(seo(row("Championship odds | Parlay", "championship"), remote)).toEqual(remote);
    expect(seo(row("Championship odds | Parlay", "championship")).title).toBe("Championship odds | Parlay");
  });

  test("the remote wins over the stream page (or an answer that does not say its level)", () => {
    expect(seo(row("Pre-match betting | Parlay", ""), remote)).toEqual(remote);
    expect(seo(row("Pre-match betting | Parlay"), remote)).toEqual(remote);
  });

  test("the stream page fills in what the remote leaves empty; the company name is the last resort", () => {
    expect(seo(row("Pre-match betting | Parlay", ""))).toEqual({
      title: "Pre-match betting | Parlay",
      description: "Pre-match betting | Parlay (description)",
    });
    expect(seo(row("Pre-match betting | Parlay", ""), { title: "Remote", description: "" }).description).toBe(
      "Pre-match betting | Parlay (description)",
    );
    expect(seo(null)).toEqual({ title: "Parlay", description: "" });
  });

  test("an empty sub-section description does not blank the remote's", () => {
    const page = { ...row("EPL odds | Parlay", "championship:101"), description: "" };
    expect(seo(page, remote)).toEqual({ title: "EPL odds | Parlay", description: remote.description });
  });
});

describe("robots (issue 13 #16: the meta said 'noindex, nofollow, noindex, nofollow')", () => {
  test.each([
    [["noindex, nofollow", "noindex, nofollow"], "noindex, nofollow"],
    [["index, follow", null], "index, follow"],
    [[null, undefined], "index, follow"],
    [["index, follow", "noindex"], "noindex, follow"],
    [["none", "index"], "noindex, nofollow"],
    [["noindex, follow", "nofollow, noarchive"], "noindex, nofollow, noarchive"],
  ])("%j → %s", (values, expected) => {
    expect(mergeRobots(...values)).toBe(expected);
  });

  test("buildSeo says each directive once", () => {
    const page = { ...row("x"), metaRobots: "noindex, nofollow", hierarchyMetaRobots: "noindex, nofollow" };
    const out = buildSeo({
      url: new URL("https://parlay.test/en/onpay/success"),
      lng: "en",
      rest: "onpay/success",
      languages: ["en"],
      defaultLang: "en",
      page,
      fallbackTitle: "Parlay",
    });
    expect(out.robots).toBe("noindex, nofollow");
  });
});
