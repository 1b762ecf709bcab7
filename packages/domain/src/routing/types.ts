/** Layouts of spec 000 §2. */
export type Layout = "default" | "empty" | "blocked" | "maintenance";

/** SEO content streams of spec 000 §2. */
export const SEO_STREAMS = [
  "homepage",
  "line",
  "live",
  "mobile",
  "desktop",
  "fishinghunting",
  "user",
  "promo",
  "bonus",
  "promotions",
  "information",
  "allgamesentrance",
  "bingo",
  "virtualsports",
  "othergames",
  "tvgames",
  "toto",
  "lotto",
  "ourpartners",
  "casino",
  "poker",
] as const;
export type SeoStream = (typeof SEO_STREAMS)[number];

/** A parameter rule: a fixed list of values or a pattern. */
export type ParamRule = readonly string[] | RegExp;

export interface RouteMeta {
  /** Route id that must be in the site config's availableRoutes (spec 001 §2). */
  needsAvailableRoute?: number;
  loginRequired?: boolean;
  allowedWhileBanned?: boolean;
  restricted?: boolean;
  quickCoupon?: boolean;
  /** Only outside production (the debugger route). */
  devOnly?: boolean;
}

export interface PageRoute {
  kind: "page";
  id: string;
  /** Pattern after /{lng}: static segments, `:param` and optional `:param?`. */
  path: string;
  layout: Layout;
  stream: SeoStream;
  /** The remote app that renders the page body and decides its status and title, if any. */
  remote?: string;
  params?: Record<string, ParamRule>;
  /** Cross-parameter rule, e.g. marble is live-only. */
  check?: (params: Record<string, string>) => boolean;
  meta?: RouteMeta;
}

export interface RedirectRoute {
  kind: "redirect";
  id: string;
  path: string;
  params?: Record<string, ParamRule>;
  /** Target path after /{lng} (without the leading slash), given params and query. */
  to: (params: Record<string, string>, query: URLSearchParams) => string;
}

export type RouteDef = PageRoute | RedirectRoute;
