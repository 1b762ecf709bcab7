/**
 * Which routes have content yet. A route is drawn by a built remote, by the shell itself, or — until
 * its section is built — by the shell's placeholder ("being built"). Placeholders must not compete
 * with real pages in search engines: they are `noindex`, stay out of the sitemap, and, having no data,
 * know no sub-page (issue 13 #18).
 */
import { createMatcher } from "./match.ts";
import { ROUTES } from "./table.ts";
import type { PageRoute } from "./types.ts";

/** Remote apps that exist; a route naming any other remote shows the placeholder. */
export const BUILT_REMOTES: ReadonlySet<string> = new Set([
  "header",
  "info",
  "registration",
  "office",
  "betting",
  "casino",
]);

/**
 * Routes of a built remote whose section is not built yet: they stay placeholders (noindex, out of
 * the sitemap). The casino remote draws the lobby; bingo, poker, keno draws, TV games, virtual sports
 * and the casino bonus pages come in a later issue (issue 18).
 */
export const UNBUILT_ROUTES: ReadonlySet<string> = new Set([
  "bingo",
  "poker",
  "keno",
  "tvgames",
  "virtualsports",
  "bonus.casino",
  "bonus.casino.promotion",
  "bonus.casino.promo",
  "bonus.casino.tournaments",
  "bonus.casino.tournament",
  "bonus.casino.item",
]);

/** Routes the shell draws with its own views (home, status and blocking pages, /user links, …). */
export const SHELL_PAGES: ReadonlySet<string> = new Set([
  "home",
  "maintenance",
  "onpay",
  "onpay.withdraw",
  "error500",
  "error",
  "debugger",
  "print-coupon",
  "user.activate",
  "user.accountverify",
  "user.passwordreset",
  "user.stopnewsletter",
  "block",
  "block-ua",
  "block-ie",
  "site-updates",
  "coming-soon",
  "suspension",
  "oldbrowser",
  "internal-vpn",
  "confirm-terms",
  "block-appeal-history",
]);

export function isPlaceholderRoute(route: PageRoute): boolean {
  if (UNBUILT_ROUTES.has(route.id)) return true;
  if (route.remote !== undefined && BUILT_REMOTES.has(route.remote)) return false;
  return !SHELL_PAGES.has(route.id);
}

/**
 * Pages the route table itself sends visitors to (legacy redirects such as `daily_drops` →
 * `promotions/daily-drops`): known by name, so a redirect never ends on a 404.
 */
const REDIRECT_TARGETS: ReadonlySet<string> = new Set(
  ROUTES.flatMap((r) =>
    r.kind === "redirect" && !r.path.includes(":")
      ? [r.to({}, new URLSearchParams()).split("?")[0] ?? ""]
      : [],
  ),
);

/**
 * A placeholder knows no ids or slugs (there is no data behind it), so a pattern parameter
 * (`casino/{anything}`, `news/{slug}`) names nothing: a 404, not a 200 for every made-up URL.
 * Parameters with a fixed list of values are pages the spec names (`lotto/results`, `/fortuna`), and
 * so are the targets of the table's own redirects. `path` is the path after /{lng}.
 */
export function isUnknownPlaceholderSubPath(
  route: PageRoute,
  params: Record<string, string>,
  path: string,
): boolean {
  if (!isPlaceholderRoute(route)) return false;
  if (REDIRECT_TARGETS.has(path.replace(/^\/+|\/+$/g, ""))) return false;
  return Object.keys(params).some((name) => !Array.isArray(route.params?.[name]));
}

const match = createMatcher(ROUTES);

/** Whether a path after /{lng} (no query) is a placeholder page; unmatched paths are not. */
export function isPlaceholderPath(path: string): boolean {
  const result = match(path.replace(/^\/+|\/+$/g, ""));
  if (result.kind !== "match" || result.match.route.kind !== "page") return false;
  return isPlaceholderRoute(result.match.route);
}
