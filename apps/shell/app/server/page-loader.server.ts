import { demoFeatures } from "@parlay/domain/casino-lobby";
import { type MaintenanceState, maintenanceState, type SiteConfig } from "@parlay/domain/config";
import {
  allowedLanguages,
  chooseLanguage,
  direction,
  isLangCode,
  type MomentPattern,
  momentPattern,
  uses12HourClock,
} from "@parlay/domain/language";
import {
  BUILT_REMOTES,
  blockReasonFrom,
  canWithdrawWhileBanned,
  decideNavigation,
  isBanned,
  isPlaceholderRoute,
  isUnknownPlaceholderSubPath,
  type PageRoute,
  registrationOpen,
} from "@parlay/domain/routing";
import { dictionaryFor, translate } from "@parlay/i18n";
import { oneTapClientIdFor } from "@parlay/web/server";
import { data, redirect } from "react-router";
import { termsRedirectFrom } from "../auth/terms-exempt.ts";
import { replaceInSlot } from "../remote/replacements.ts";
import { detachBody } from "../remote/served-body.ts";
import { WITHDRAW_ONLY_HOME, withdrawOnlyAllows } from "../responsible/withdraw-only.ts";
import type { BlockCheck, RemoteSlot, ShellServices, Viewer } from "../services.ts";
import { shellViewTitleKey } from "../views/view-titles.ts";
import { readRequest, withoutSignedInCookies } from "./request-info.server.ts";
import { buildSeo, descriptionFromHead, isNoindexHead, type PageSeo } from "./seo.server.ts";
import { type SeoTarget, seoTargetOf } from "./seo-section.server.ts";

/** The part of the site config the browser needs; the analytics key stays on the server. */
export interface ClientSite {
  companyName: string;
  defaultLang: string;
  languages: { code: string; name: string }[];
  isShowHeader: boolean;
  isShowBtnScrollToTop: boolean;
  scrollToTopType: "angle" | "arrow";
  isShowNotifyUpdate: boolean;
  maintenance: SiteConfig["maintenance"];
  /** Minimum age to play here (spec 000 §3): the footer's age badge. */
  minAge: number;
  /** dataForReplace: placeholders in remote answers → this site's values (docs/config.md). */
  replacements: Record<string, string>;
  /** Registration opens here (allowed, not a VIP domain, route available; spec 000 §5). */
  registrationOpen: boolean;
  /** The remotes' render features (mf-features): `registration`, `casino-demo`, `casino-demo-verified`. */
  features: string[];
  /** One-tap sign-in's client id; null when one-tap is off here (the browser then asks nothing). */
  oneTapClientId: string | null;
  /** The shell's responsible-gaming tools (spec 000 §1, §3, §5, §9; docs/responsible-gaming.md). */
  responsible: Pick<
    SiteConfig,
    "needShowAgePopup" | "isAutoLogoffEnable" | "autoLogoffInactiveMinutes" | "remindPopupConfig"
  >;
  /** The support multi-button (spec 000 §1, §4, §6); null when the site turns it off. */
  support: {
    /** The callback option: isAvailableCallback and the page's language not in langsHiddenCallback. */
    callback: boolean;
    /** Social links with placementTypeId 6. */
    links: { name: string; link: string; iconName: string }[];
  } | null;
  /** d.betting, what the coupon needs (spec 001 §5–§6). */
  betting: {
    showOneClick: boolean;
    isBonusBetAllowed: boolean;
    isVipBetAllowed: boolean;
    minAmountCouponTypes: number[];
    maxAmountCouponTypes: number[];
    coefViews: number[];
    /** Anti-express margin in thousandths. */
    antiExpressMargin: number;
  };
}

export interface PageData {
  lng: string;
  dir: "ltr" | "rtl";
  /** Signed in or not; the session marker the spec calls `ua`. */
  authenticated: boolean;
  route: Pick<PageRoute, "id" | "layout" | "stream" | "remote"> & {
    params: Record<string, string>;
    /** Route meta quickCoupon: the quick coupon shows here (spec 000 §2, spec 001 §5). */
    quickCoupon: boolean;
  };
  rest: string;
  /** 12-hour clock by cookie or country (spec 000 §1). */
  clock: "12h" | "24h";
  /** How the footer's clock writes a time here, so the browser writes it without Intl (null: with it). */
  clockPattern: MomentPattern | null;
  seo: PageSeo;
  site: ClientSite;
  /** The site runs in production: the browser's redirect check runs (spec 000 §4). */
  production: boolean;
  /** The advance notice of a scheduled maintenance (spec 000 §4, §8), or null. */
  maintenanceWarning: MaintenanceState["warning"];
  /** A banned player whose ban still lets them withdraw (spec 001 §4: level 53 on version 1, else 45). */
  withdrawWhileBanned: boolean;
  header: RemoteSlot | null;
  primary: RemoteSlot | null;
}

export type NotFoundData = { kind: "notFound"; reason: string } | { kind: "noSiteConfig" };

function notFound(reason: string): never {
  throw data({ kind: "notFound", reason } satisfies NotFoundData, { status: 404 });
}

export async function loadPage(
  request: Request,
  services: ShellServices,
  viewer: Viewer | null,
  lngParam: string,
  splat: string,
  block?: BlockCheck,
) {
  const req = readRequest(request);
  const candidate = isLangCode(lngParam) ? lngParam : undefined;
  const config = await services.getSiteConfig({ host: req.host, country: req.country, lang: candidate });
  if (!config) throw data({ kind: "noSiteConfig" } satisfies NotFoundData, { status: 503 });

  const user = viewer;
  const allowed = allowedLanguages(config.languages, user !== null);
  if (!candidate || !allowed.includes(candidate)) {
    // Every URL starts with a language: keep the whole path when the first segment is not one.
    const lng = chooseLanguage({
      cookieLang: req.cookies.lng,
      acceptLanguage: req.acceptLanguage,
      defaultLang: config.lng,
      allowed,
    });
    const rest = candidate ? splat : [lngParam, splat].filter(Boolean).join("/");
    throw redirect(`/${lng}/${rest}${req.url.search}`, 302);
  }
  const lng = candidate;
  const rest = splat.replace(/\/+$/, "");
  // The schedule at this moment: the cookie, the flags or the window turn it on; before, a notice.
  const maintenance = maintenanceState(
    config.maintenance,
    services.now?.() ?? Date.now(),
    req.cookies.maintenance,
  );
  const decision = decideNavigation({
    lng,
    path: rest,
    query: req.url.searchParams,
    site: {
      availableRoutes: config.availableRoutes,
      isRegistrationAllowed: config.isRegistrationAllowed,
      isVipDomain: config.isVipDomain,
      isShowIdentification: config.isShowIdentification,
      isShowPaymentPageOnlyAuth: config.isShowPaymentPageOnlyAuth,
      // A block check that failed turns maintenance on (spec 000 §4).
      maintenanceActive: maintenance.active || block === "unavailable",
    },
    user: {
      authenticated: user !== null,
      banLevel: user?.banLevel ?? 0,
      banVersion: user?.banVersion ?? 0,
      // A withdraw-only session must reach its withdrawal (identification would send it back there).
      needsIdentification: (user?.needsIdentification ?? false) && !user?.withdrawOnly,
    },
    blockReason: block && block !== "unavailable" ? blockReasonFrom(block, req.cookies.force_geo_off) : null,
    production: services.production,
  });
  if (decision.kind === "redirect") throw redirect(decision.to, decision.permanent ? 301 : 302);
  if (decision.kind === "notFound") notFound(decision.reason);
  // A withdraw-only session (self-excluded or timed out): only the withdrawal pages open (issue 15).
  if (user?.withdrawOnly && !withdrawOnlyAllows(decision.route))
    throw redirect(`/${lng}/${WITHDRAW_ONLY_HOME}`, 302);
  // New terms the player has not accepted (spec 000 §8, 001 §4): to confirm-terms, unless exempt.
  if (user?.termsPending && config.isAvailableConfirmTerms && termsRedirectFrom(decision.route.id)) {
    const here = `/${lng}/${rest}${req.url.search}`;
    throw redirect(`/${lng}/confirm-terms?returnUrl=${encodeURIComponent(here)}`, 302);
  }

  const { route, params } = decision;
  if (isUnknownPlaceholderSubPath(route, params, rest))
    notFound(`${route.id} is not built: it has no sub-pages`);
  const placeholder = isPlaceholderRoute(route);
  const dir = direction(lng);
  const languages = config.languages.filter((l) => allowed.includes(l.code));
  const canRegister = registrationOpen(config);
  // What the remotes may offer here (mf-features): registration, and the site's casino demo play.
  const features = [...(canRegister ? ["registration"] : []), ...demoFeatures(config.casinoDemoPlay)];
  const clock: "12h" | "24h" = uses12HourClock(req.cookies.is12h, req.country, config.twelveHourCountries)
    ? "12h"
    : "24h";
  const remoteInput = {
    path: `/${rest}`,
    query: req.url.search,
    lang: lng,
    dir,
    languages: languages.map((l) => l.code),
    // No live session behind the cookies (ended elsewhere): the remotes render for a guest.
    cookies: user === null ? withoutSignedInCookies(req.cookieHeader) : req.cookieHeader,
    clock,
    features,
  };
  const render = async (appName: string) =>
    replaceInSlot(await services.renderRemote({ ...remoteInput, appName }), config.dataForReplace);
  const [header, primary, seoPage] = await Promise.all([
    route.layout === "default" && config.isShowHeader ? render("header") : null,
    !placeholder && route.remote && BUILT_REMOTES.has(route.remote) ? render(route.remote) : null,
    seoPageFor(services, { host: req.host, lang: lng }, seoTargetOf(route, params)),
  ]);
  // The primary remote decides the status: a page it does not know is a 404.
  if (primary?.state === "ready" && primary.answer.status === "not_exist")
    notFound(`${route.remote} has no such page`);
  // An id-only (or otherwise non-canonical) address: a real 301, keeping the language and the query.
  if (primary?.state === "ready" && primary.answer.status === "moved" && primary.answer.location)
    throw redirect(`/${lng}${primary.answer.location}${req.url.search}`, 301);

  const viewTitleKey = primary ? null : shellViewTitleKey({ id: route.id, params });
  const seo = buildSeo({
    url: req.url,
    lng,
    rest,
    languages: languages.map((l) => l.code),
    defaultLang: config.lng,
    page: seoPage,
    remoteTitle:
      primary?.state === "ready"
        ? primary.answer.title
        : viewTitleKey
          ? `${translate(dictionaryFor(lng), viewTitleKey)} | ${config.companyName}`
          : undefined,
    remoteDescription: primary?.state === "ready" ? descriptionFromHead(primary.answer.head) : undefined,
    // A placeholder is not content yet; a remote's per-visitor page (multi live) says noindex itself.
    noindex: placeholder || (primary?.state === "ready" && isNoindexHead(primary.answer.head)),
    fallbackTitle: config.companyName,
  });
  const page: PageData = {
    lng,
    dir,
    authenticated: user !== null,
    route: {
      id: route.id,
      layout: route.layout,
      stream: route.stream,
      remote: route.remote,
      params,
      quickCoupon: route.meta?.quickCoupon === true,
    },
    rest,
    clock,
    clockPattern: momentPattern(lng, clock, "time"),
    seo,
    maintenanceWarning: maintenance.warning,
    withdrawWhileBanned:
      user !== null && isBanned(user.banLevel) && canWithdrawWhileBanned(user.banLevel, user.banVersion),
    production: services.production,
    site: {
      companyName: config.companyName,
      defaultLang: config.lng,
      languages: languages.map((l) => ({ code: l.code, name: l.name })),
      isShowHeader: config.isShowHeader,
      isShowBtnScrollToTop: config.isShowBtnScrollToTop,
      scrollToTopType: config.scrollToTopType,
      isShowNotifyUpdate: config.isShowNotifyUpdate,
      maintenance: config.maintenance,
      registrationOpen: canRegister,
      features,
      minAge: config.minAge,
      replacements: config.dataForReplace,
      oneTapClientId: oneTapClientIdFor(config.isOneTapAuthEnabled, services.oneTapClientId),
      responsible: {
        needShowAgePopup: config.needShowAgePopup,
        isAutoLogoffEnable: config.isAutoLogoffEnable,
        autoLogoffInactiveMinutes: config.autoLogoffInactiveMinutes,
        remindPopupConfig: config.remindPopupConfig,
      },
      support: config.hasSupportMultiButton
        ? {
            callback: config.isAvailableCallback && !config.langsHiddenCallback.includes(lng),
            links: config.socialLinks
              .filter((l) => l.placementTypeId === 6)
              .map(({ name, link, iconName }) => ({ name, link, iconName })),
          }
        : null,
      betting: {
        showOneClick: config.show_one_click,
        isBonusBetAllowed: config.isBonusBetAllowed,
        isVipBetAllowed: config.isVipBetAllowed,
        minAmountCouponTypes: config.minAmountCouponTypes,
        maxAmountCouponTypes: config.maxAmountCouponTypes,
        coefViews: config.coefViews,
        antiExpressMargin: config.antiExpressMargin,
      },
    },
    // Each remote's body once in the document, not again in the page's data.
    header: detachBody(header, request),
    primary: detachBody(primary, request),
  };
  // A page rendered while a remote was down must not be shared by caches: say so. A signed-in
  // player's page carries their own data (the office's lists, the header's account): no cache may
  // keep it, shared or not.
  const degraded = header?.state === "error" || primary?.state === "error";
  const cacheControl =
    user !== null ? "private, no-store" : degraded ? "no-store" : "public, max-age=0, must-revalidate";
  return data(page, {
    // The error page's own route says the site failed: a 200 would let caches and crawlers keep it.
    status: route.id === "error500" ? 500 : 200,
    headers: { "cache-control": cacheControl },
  });
}

/** The SEO call of spec 000 §7 with the page's sub-section and ids (a sport's id by its slug). */
async function seoPageFor(services: ShellServices, where: { host: string; lang: string }, target: SeoTarget) {
  const { sportSlug, ...ids } = target;
  // Without the sport's id (unknown slug, catalogue unreachable) the sub-section's own row still applies.
  const sportId = sportSlug ? await services.sportIdOf(sportSlug).catch(() => null) : null;
  const subsectionId = sportId ?? undefined;
  return services.getSeoPage({ ...where, ...ids, subsectionId });
}
