import { ROUTE_IDS } from "../config/route-ids.ts";
import {
  BONUS_MINI_GAMES,
  BONUS_SECTIONS,
  DIGITS,
  LOTTO_SECTIONS,
  REGISTRATION_TYPES,
  RESULTS_TYPES,
  SLUG,
  TOTO_SUB_PATHS,
} from "./params.ts";
import type { PageRoute, RouteDef, SeoStream } from "./types.ts";

function page(id: string, path: string, stream: SeoStream, extra: Partial<PageRoute> = {}): PageRoute {
  return { kind: "page", id, path, layout: "default", stream, ...extra };
}

const promo = { remote: "promotions" } as const;

/** Bonuses, promotions, registration and the other main-layout routes of spec 000 §2. */
export const otherRoutes: RouteDef[] = [
  page("home", "", "homepage", { meta: { quickCoupon: true } }),
  // Bonuses and promotions; specialoffer is the same section under another name.
  ...["bonus", "specialoffer"].flatMap((base): RouteDef[] => [
    page(`${base}`, base, "bonus", promo),
    page(`${base}.section`, `${base}/:bonusSection`, "bonus", {
      ...promo,
      params: { bonusSection: BONUS_SECTIONS },
    }),
    page(`${base}.rule`, `${base}/rules/:id`, "bonus", { ...promo, params: { id: SLUG } }),
    page(`${base}.partner`, `${base}/partners/:id`, "bonus", { ...promo, params: { id: SLUG } }),
  ]),
  page("landing", "page/:landingId", "promo", { ...promo, params: { landingId: SLUG } }),
  page("landing.headless", "page/:landingId/headless", "promo", {
    ...promo,
    layout: "empty",
    params: { landingId: SLUG },
  }),
  page("promotions", "promotions/:promotionId?", "promotions", { ...promo, params: { promotionId: SLUG } }),
  page("promo", "promo", "promo", promo),
  {
    kind: "redirect",
    id: "fastgames-daily-tournament",
    path: "fastgames-daily-tournament",
    to: () => "promotions/fastgames-daily-tournament",
  },
  { kind: "redirect", id: "daily_drops", path: "daily_drops", to: () => "promotions/daily-drops" },
  { kind: "redirect", id: "happy_birthday", path: "happy_birthday", to: () => "promotions/happy-birthday" },
  page("registration", "registration/:type?", "user", {
    remote: "registration",
    params: { type: REGISTRATION_TYPES },
    meta: { needsAvailableRoute: ROUTE_IDS.registration },
  }),
  { kind: "redirect", id: "registration.legacy", path: "user/registration.php", to: () => "registration" },
  page("statistic", "statistic", "line", { remote: "betting" }),
  page("statisticpopup", "statisticpopup", "line", { layout: "empty", remote: "betting" }),
  page("results", "results/:type?", "line", { params: { type: RESULTS_TYPES }, remote: "betting" }),
  page("toto", "toto/:section?", "toto", { params: { section: SLUG } }),
  page("toto.sub", "toto/:section?/:totoSub", "toto", { params: { section: SLUG, totoSub: TOTO_SUB_PATHS } }),
  page("lotto", "lotto/:sectionName?/:lottoId?", "lotto", {
    params: { sectionName: LOTTO_SECTIONS, lottoId: DIGITS },
  }),
  page("mobile", "mobile", "mobile"),
  { kind: "redirect", id: "mobile.startdownloadapp", path: "mobile/startdownloadapp", to: () => "mobile" },
  page("desktop", "desktop", "desktop"),
  page("ourpartners", "ourpartners/:section?", "ourpartners", { params: { section: SLUG } }),
  page("allgamesentrance", "allgamesentrance", "allgamesentrance"),
  page("allgamesentrance.game", "allgamesentrance/:gameRoute", "allgamesentrance", {
    params: { gameRoute: SLUG },
  }),
  page("bonus-mini-game", ":miniGame", "bonus", { params: { miniGame: BONUS_MINI_GAMES } }),
  page("games-landing", "games-landing/:landingRoute", "promo", { params: { landingRoute: SLUG } }),
  page("betting-alphabet", "betting-alphabet/:block?/:category?/:slug?", "information", {
    params: { block: SLUG, category: SLUG, slug: SLUG },
  }),
  page("news", "news/:slug?", "information", { params: { slug: SLUG } }),
  page("print-coupon", "print-coupon/:couponId", "line", { params: { couponId: DIGITS }, layout: "empty" }),
  page("block-appeal-history", "block-appeal-history", "user", {
    layout: "blocked",
    meta: { loginRequired: true, allowedWhileBanned: true, restricted: true },
  }),
  page("debugger", "debugger", "user", { meta: { devOnly: true }, layout: "empty" }),
];
