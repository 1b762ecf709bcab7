import { CYBER_TYPES, ID_SLUG, SLUG, SPORT_PAGE_TYPES, SPORTSBOOK_SECTIONS } from "./params.ts";
import type { RouteDef } from "./types.ts";

/** A sport slug is never a page type, so `line/marble` is the marble page (and a 404 outside live). */
const SPORT_SLUG = new RegExp(`^(?!(?:${SPORT_PAGE_TYPES.join("|")})$)${SLUG.source.slice(1)}`);
const sportParams = {
  section: SPORTSBOOK_SECTIONS,
  menuSection: SPORT_PAGE_TYPES,
  sport: SPORT_SLUG,
  champ: ID_SLUG,
  game: ID_SLUG,
};
/** Marble is live-only (spec 000 §2). */
const marbleIsLive = (p: Record<string, string>) => p.menuSection !== "marble" || p.section === "live";
const betting = { remote: "betting", meta: { quickCoupon: true } } as const;

export const sportsbookRoutes: RouteDef[] = [
  {
    kind: "page",
    id: "sportsbook",
    path: ":section/:menuSection?/:sport?/:champ?",
    layout: "default",
    stream: "line",
    params: sportParams,
    check: marbleIsLive,
    ...betting,
  },
  {
    kind: "page",
    id: "sportsbook.game",
    path: ":section/:menuSection?/:sport/:champ/:game",
    layout: "default",
    stream: "line",
    params: sportParams,
    check: marbleIsLive,
    ...betting,
  },
  {
    kind: "page",
    id: "sportsbook.champ.final",
    path: ":section/:menuSection?/:sport/:champ/final",
    layout: "default",
    stream: "line",
    params: sportParams,
    check: marbleIsLive,
    ...betting,
  },
  {
    kind: "page",
    id: "sportsbook.team",
    path: "team/:section/:team",
    layout: "default",
    stream: "line",
    params: { section: SPORTSBOOK_SECTIONS, team: ID_SLUG },
    ...betting,
  },
  { kind: "page", id: "multi", path: "multi", layout: "default", stream: "live", ...betting },
  {
    kind: "page",
    id: "champs",
    path: "champs/:champId?",
    layout: "default",
    stream: "line",
    params: { champId: /^\d+$/ },
    ...betting,
  },
  { kind: "redirect", id: "cyber.bare", path: "cyber", to: () => "cyber/real" },
  ...cyberRoutes(),
];

function cyberRoutes(): RouteDef[] {
  const params = {
    type: CYBER_TYPES,
    discipline: SLUG,
    section: SPORTSBOOK_SECTIONS,
    champ: ID_SLUG,
    game: ID_SLUG,
  };
  const sub = [
    ["cyber", ""],
    ["cyber.disciplines", "/disciplines"],
    ["cyber.all", "/all"],
    ["cyber.discipline", "/:discipline"],
    ["cyber.discipline.champs", "/:discipline/champs"],
    ["cyber.discipline.section", "/:discipline/:section"],
    ["cyber.champ", "/:discipline/:champ"],
    ["cyber.game", "/:discipline/:champ/:section/:game"],
  ] as const;
  return sub.map(([id, rest]) => ({
    kind: "page",
    id,
    path: `cyber/:type${rest}`,
    layout: "default",
    stream: "line",
    params,
    ...betting,
  }));
}
