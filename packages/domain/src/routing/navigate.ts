import { ROUTE_IDS } from "../config/route-ids.ts";
import { canOpenWhileBanned, isBanned } from "./ban.ts";
import { blockPageFor } from "./blocking.ts";
import { createMatcher } from "./match.ts";
import { REDIRECT_TO_404, ROUTES } from "./table.ts";
import { BLOCK_PAGES } from "./table-empty.ts";
import type { PageRoute } from "./types.ts";

export interface NavigationSite {
  availableRoutes: readonly number[];
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  isShowIdentification: boolean;
  isShowPaymentPageOnlyAuth: boolean;
  maintenanceActive: boolean;
}

/**
 * Registration opens only where it is allowed, never on a VIP domain, and only when its route is
 * available (spec 000 §5). Everything that links to it (header, login dialog) asks this, so no
 * button leads to the 404 the route would answer.
 */
export function registrationOpen(
  site: Pick<NavigationSite, "availableRoutes" | "isRegistrationAllowed" | "isVipDomain">,
): boolean {
  return (
    site.isRegistrationAllowed && !site.isVipDomain && site.availableRoutes.includes(ROUTE_IDS.registration)
  );
}

export interface NavigationUser {
  authenticated: boolean;
  banLevel: number;
  banVersion: number;
  /** is_need_identification (001 §3): the route guard sends the player to identification (001 §6). */
  needsIdentification?: boolean;
}

/**
 * The money pages a player who must identify first cannot open while the site offers identification
 * (001 §6 "handled by the route guard; the details are not shown": our choice, docs/verification.md).
 */
export const IDENTIFICATION_GUARDED: readonly string[] = ["office.recharge", "office.deduce"];

export interface NavigationInput {
  lng: string;
  /** The path after /{lng}, with or without a leading slash. */
  path: string;
  query: URLSearchParams;
  site: NavigationSite;
  user: NavigationUser;
  /** The block reason from the block check, or null when not blocked. */
  blockReason: number | null;
  production: boolean;
}

export type NavigationDecision =
  | { kind: "render"; route: PageRoute; params: Record<string, string> }
  | { kind: "redirect"; to: string; permanent: boolean }
  | { kind: "notFound"; reason: string };

const match = createMatcher(ROUTES);
const HOME = "";

/** Every routing rule of spec 000 §2–§5 and 001 §2, §4, §8 as one pure decision. */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { lng, query, site, user } = input;
  const path = input.path.replace(/^\/+|\/+$/g, "");
  const to = (target: string, permanent = false): NavigationDecision => ({
    kind: "redirect",
    to: `/${lng}/${target}`.replace(/\/\?/, "/?"),
    permanent,
  });

  if (REDIRECT_TO_404.includes(path)) return { kind: "notFound", reason: "redirect-to-404 list" };
  const result = match(path);
  // A forced platform on an unknown route goes home rather than to a 404 (spec 001 §2).
  if (result.kind !== "match" && query.has("platform_type")) return to(HOME);
  if (result.kind === "none") return { kind: "notFound", reason: "unmatched route" };
  if (result.kind === "invalid")
    return { kind: "notFound", reason: `invalid parameters for ${result.route.id}` };
  const { route, params } = result.match;
  if (route.kind === "redirect") return to(route.to(params, query), true);

  const unavailable = availability(route, input);
  if (unavailable) return { kind: "notFound", reason: unavailable };

  if (site.maintenanceActive && route.id !== "maintenance") return to("maintenance");
  if (!site.maintenanceActive && route.id === "maintenance") return to(HOME);

  if (route.id !== "user.accountverify") {
    const blockPage = blockPageFor(input.blockReason);
    if (blockPage && blockPage !== route.id) {
      return to(
        blockPage === "site-updates" ? `site-updates?path=${encodeURIComponent(`/${path}`)}` : blockPage,
      );
    }
    if (!blockPage && (BLOCK_PAGES as readonly string[]).includes(route.id)) return to(HOME);
  }

  if (route.meta?.loginRequired && !user.authenticated) {
    const returnUrl = `/${lng}/${path}${query.size ? `?${query}` : ""}`;
    return to(`?login=1&returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  if (isBanned(user.banLevel)) {
    if (!canOpenWhileBanned(route, user)) return to(BAN_PAGE);
  } else if (route.meta?.restricted) {
    return to(HOME);
  }
  if (
    user.authenticated &&
    user.needsIdentification &&
    site.isShowIdentification &&
    site.availableRoutes.includes(ROUTE_IDS.identification) &&
    IDENTIFICATION_GUARDED.includes(route.id)
  )
    return to("office/identification");
  return { kind: "render", route, params };
}

/** Where a banned player is sent: the appeal history on the blocked layout. */
export const BAN_PAGE = "block-appeal-history";

function availability(route: PageRoute, { site, user, production }: NavigationInput): string | null {
  if (route.meta?.devOnly && production) return "debugger is not available in production";
  const needed = route.meta?.needsAvailableRoute;
  if (needed !== undefined && !site.availableRoutes.includes(needed))
    return `route ${needed} is not available`;
  if (route.id === "registration" && !registrationOpen(site)) {
    return "registration is not allowed here";
  }
  if (needed === ROUTE_IDS.identification && !site.isShowIdentification) return "identification is off";
  if (route.id === "info.payment" && site.isShowPaymentPageOnlyAuth && !user.authenticated) {
    return "payment page is for signed-in users only";
  }
  return null;
}
