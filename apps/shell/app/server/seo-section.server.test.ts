import { decideNavigation } from "@parlay/domain/routing";
import { describe, expect, test } from "vitest";
import { leadingId, seoTargetOf } from "./seo-section.server.ts";

/** The route and params the page loader gets for a path, through the real route table. */
function targetOf(path: string) {
  const decision = decideNavigation({
    lng: "en",
    path,
    query: new URLSearchParams(),
    site: {
      availableRoutes: [],
      isRegistrationAllowed: true,
      isVipDomain: false,
      isShowIdentification: false,
      isShowPaymentPageOnlyAuth: false,
      maintenanceActive: false,
    },
    user: { authenticated: false, banLevel: 0, banVersion: 0 },
    blockReason: null,
    production: false,
  });
  if (decision.kind !== "render") throw new Error(`${path} does not render: ${decision.kind}`);
  return seoTargetOf(decision.route, decision.params);
}

describe("route → SEO sub-section", () => {
  test.each([
    ["line", { stream: "line" }],
    ["live", { stream: "live" }],
    ["line/football", { stream: "line", section: "sport", sportSlug: "football" }],
    ["live/ice-hockey", { stream: "live", section: "sport", sportSlug: "ice-hockey" }],
    ["line/topgame/football", { stream: "line", section: "sport", sportSlug: "football" }],
    [
      "line/football/101-england-premier-league",
      { stream: "line", section: "championship", sportSlug: "football", championshipId: 101 },
    ],
    [
      "live/football/101",
      { stream: "live", section: "championship", sportSlug: "football", championshipId: 101 },
    ],
    [
      "line/football/101-england-premier-league/123456-arsenal-chelsea",
      { stream: "line", section: "match", sportSlug: "football", championshipId: 101, matchId: 123456 },
    ],
    [
      "live/home/tennis/103-atp/9-a-b",
      { stream: "live", section: "match", sportSlug: "tennis", championshipId: 103, matchId: 9 },
    ],
    // Standings, the team index, league and championship lists are pages of their own.
    ["line/football/101-england-premier-league/final", { stream: "line" }],
    ["line/team", { stream: "line" }],
    ["line/epl", { stream: "line" }],
    ["champs/101", { stream: "line" }],
    ["multi", { stream: "live" }],
    // Cyber: a discipline is a sport.
    ["cyber/real", { stream: "line" }],
    ["cyber/real/cs2", { stream: "line", section: "sport", sportSlug: "cs2" }],
    ["cyber/virtual/fifa/live", { stream: "live", section: "sport", sportSlug: "fifa" }],
    [
      "cyber/real/cs2/501-major",
      { stream: "line", section: "championship", sportSlug: "cs2", championshipId: 501 },
    ],
    [
      "cyber/real/cs2/501-major/live/77-navi-faze",
      { stream: "live", section: "match", sportSlug: "cs2", championshipId: 501, matchId: 77 },
    ],
    // Other streams are untouched.
    ["casino", { stream: "casino" }],
    ["", { stream: "homepage" }],
  ])("/en/%s", (path, expected) => {
    expect(targetOf(path)).toEqual(expected);
  });

  test("ids come from the leading digits of a segment", () => {
    expect(leadingId("101-england-premier-league")).toBe(101);
    expect(leadingId("101")).toBe(101);
    expect(leadingId("cs2")).toBeUndefined();
    expect(leadingId("0-zero")).toBeUndefined();
    expect(leadingId(undefined)).toBeUndefined();
  });
});
