import { CONSENT_COOKIE, CONSENT_TYPE_MAX, hasReferralParams } from "@parlay/domain/privacy";
import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { useOpenedOnce } from "../chrome/deferred.ts";
import { useNonce } from "../nonce.tsx";
import { loadBanner, wantBanner } from "./banner-early.ts";
import {
  CONSENT_CHANGED,
  OPEN_COOKIE_SETTINGS,
  readConsent,
  rememberWindowWidth,
} from "./consent-cookies.ts";
// With the first view's styles (inlined into the HTML): the server renders the banner for every guest.
import "./cookie-banner.css";

// The banner's HTML comes from the server; its code loads at the first interaction (banner-early.ts).
const CookieBanner = lazy(() => loadBanner().then((m) => ({ default: m.CookieBanner })));

/**
 * On the server the banner renders in place, in the page's first bytes: a lazy component suspends
 * the first time, and React then streams the banner at the very end of the document, after the whole
 * list, so a phone painted it last (the largest text of the first view, so the page's LCP). The module
 * is loaded when this one is, long before a request; the boundary stays, so the browser hydrates it
 * the same way (it keeps the server's markup until the banner's code is wanted).
 */
let ServerCookieBanner: typeof import("./cookie-banner.tsx").CookieBanner | null = null;
if (import.meta.env.SSR)
  void import("./cookie-banner.tsx").then((m) => {
    ServerCookieBanner = m.CookieBanner;
  });

/** The style that hides the server-rendered banner from a visitor who has already chosen. */
const CHOSEN_STYLE_ID = "parlay-consent-chosen";

/**
 * Runs while the HTML is parsed, before the banner below it is painted: a visitor whose cookie holds
 * a choice never sees the banner the server renders for every guest (the page cache keeps one HTML
 * for all of them). The check is consentFromType's: one digit 0–CONSENT_TYPE_MAX.
 */
const HIDE_WHEN_CHOSEN = `if(/(?:^|; )${CONSENT_COOKIE}=[0-${CONSENT_TYPE_MAX}](?:;|$)/.test(document.cookie)){var s=document.createElement("style");s.id="${CHOSEN_STYLE_ID}";s.textContent=".cookie-banner{display:none}";document.head.appendChild(s)}`;

/** Window resize debounce (spec 001 §9: 100 ms). */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * Cookie consent and referral capture on every page (issue 17; docs/cookies-and-referrals.md).
 * The server-rendered page is the same for every guest (the micro-cache keeps working) and sets no
 * cookie of its own. It carries the banner, so a first visit paints it with the page rather than
 * after hydration (it was the largest paint of every page, issue 14 #7); a script ahead of it hides
 * it from a visitor who has chosen, and the browser then reads the choice and unmounts it.
 */
export function PrivacyHost({ lng }: { lng: string }) {
  const nonce = useNonce();
  const [open, setOpen] = useState(true);
  const [fromFooter, setFromFooter] = useState(false);
  const [functional, setFunctional] = useState(false);
  const mounted = useOpenedOnce(open);

  useEffect(() => {
    const consent = readConsent();
    // A visitor who has chosen: React closes the banner, which needs its code.
    if (consent) wantBanner();
    setFunctional(consent?.functional === true);
    // A transition: the banner's boundary may still be waiting for its code, and a transition lets
    // it finish hydrating instead of throwing its server HTML away.
    startTransition(() => setOpen(!consent));
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    if (hasReferralParams(params))
      void import("./referral-capture.ts").then((m) => m.captureReferral(window.location.search));
    const reopen = () => {
      wantBanner();
      setFromFooter(true);
      setOpen(true);
    };
    const changed = (e: Event) =>
      setFunctional((e as CustomEvent<{ functional: boolean }>).detail.functional);
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    window.addEventListener(CONSENT_CHANGED, changed);
    return () => {
      window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
      window.removeEventListener(CONSENT_CHANGED, changed);
    };
  }, []);

  // Once React has closed the banner, it shows exactly when React renders it (the footer reopens it).
  useEffect(() => {
    if (!open) document.getElementById(CHOSEN_STYLE_ID)?.remove();
  }, [open]);

  // window_width: written at once and after every resize, only while functional cookies are agreed.
  useEffect(() => {
    if (!functional) return;
    rememberWindowWidth();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(rememberWindowWidth, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [functional]);

  if (!mounted) return null;
  const Banner = ServerCookieBanner ?? CookieBanner;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nonce-allowed by the CSP. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_WHEN_CHOSEN }} />
      <Suspense fallback={null}>
        <Banner lng={lng} open={open} focusOnOpen={fromFooter} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
