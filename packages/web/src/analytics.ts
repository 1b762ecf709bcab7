/**
 * First-party analytics (spec 001 §5, §7; docs/cookies-and-referrals.md "Analytics"): a page view of
 * an analytics section, sent to the site's own endpoint — no third party — and only when the
 * visitor agreed to analytics cookies (`cookies_agree_type` has bit 2). No choice yet is a no.
 */
import { allows, CONSENT_COOKIE, consentFromType } from "@parlay/domain/privacy";
import { browserHttp } from "./http/browser.ts";
import { readCookie } from "./http/cookies.ts";

export const PAGE_VIEW_PATH = "/web-api/analytics/view";

/** Whether this browser's stored choice allows analytics. */
export function analyticsAllowed(cookieHeader: string): boolean {
  return allows(consentFromType(readCookie(cookieHeader, CONSENT_COOKIE)), "analytics");
}

/** Reports one view of `section` (browser only); says whether it was sent. */
export function reportPageView(section: string): boolean {
  if (typeof document === "undefined" || !analyticsAllowed(document.cookie)) return false;
  void browserHttp()
    .post(PAGE_VIEW_PATH, { section })
    .catch(() => undefined);
  return true;
}
