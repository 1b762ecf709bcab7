import {
  allows,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  consentFromType,
  consentType,
  FUNCTIONAL_COOKIE_NAMES,
  FUNCTIONAL_COOKIES,
} from "@parlay/domain/privacy";
import { expireCookie, readCookie } from "@parlay/web";

/**
 * The browser side of cookie consent (spec 001 §5; docs/cookies-and-referrals.md): the choice lives
 * in the necessary cookie `cookies_agree_type`; functional cookies are written only after a yes to
 * them and removed when it is taken back.
 */

/** The event the footer's "Cookie settings" button sends to open the banner again. */
export const OPEN_COOKIE_SETTINGS = "parlay:cookie-settings";
/** The event sent after a choice is saved, with the new consent as detail. */
export const CONSENT_CHANGED = "parlay:consent-changed";

export function readConsent(): Consent | null {
  if (typeof document === "undefined") return null;
  return consentFromType(readCookie(document.cookie, CONSENT_COOKIE));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Stores a choice, drops the functional cookies it no longer allows and tells the page. */
export function saveConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, String(consentType(consent)), CONSENT_MAX_AGE_SECONDS);
  if (!consent.functional) for (const name of FUNCTIONAL_COOKIE_NAMES) expireCookie(name);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: consent }));
}

/** A functional cookie lives a year, like the preference it remembers. */
const FUNCTIONAL_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Writes a functional cookie only when the visitor agreed to functional cookies; says whether it did. */
export function writeFunctionalCookie(name: string, value: string): boolean {
  if (!allows(readConsent(), "functional")) return false;
  writeCookie(name, value, FUNCTIONAL_MAX_AGE_SECONDS);
  return true;
}

/** The left or right panel's hidden state (spec 001 §3, §5), remembered only with functional consent. */
export function rememberPanelHidden(side: "left" | "right", hidden: boolean): boolean {
  const name = side === "left" ? FUNCTIONAL_COOKIES.leftPanelHidden : FUNCTIONAL_COOKIES.rightPanelHidden;
  return writeFunctionalCookie(name, hidden ? "1" : "0");
}

/** The window width (spec 001 §5 `window_width`), remembered only with functional consent. */
export function rememberWindowWidth(): boolean {
  return writeFunctionalCookie(FUNCTIONAL_COOKIES.windowWidth, String(window.innerWidth));
}
