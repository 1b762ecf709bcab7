import { hasReferralParams } from "@parlay/domain/privacy";
import { lazy, Suspense, useEffect, useState } from "react";
import { useOpenedOnce } from "../chrome/deferred.ts";
import {
  CONSENT_CHANGED,
  OPEN_COOKIE_SETTINGS,
  readConsent,
  rememberWindowWidth,
} from "./consent-cookies.ts";

// The banner's code loads only when it is shown: a returning visitor who chose never downloads it.
const CookieBanner = lazy(() => import("./cookie-banner.tsx").then((m) => ({ default: m.CookieBanner })));

/** Window resize debounce (spec 001 §9: 100 ms). */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * Cookie consent and referral capture on every page (issue 17; docs/cookies-and-referrals.md).
 * Everything happens after hydration, in the browser: the server-rendered page is the same for every
 * guest (the micro-cache keeps working) and sets no cookie of its own.
 */
export function PrivacyHost({ lng }: { lng: string }) {
  const [open, setOpen] = useState(false);
  const [fromFooter, setFromFooter] = useState(false);
  const [functional, setFunctional] = useState(false);
  const mounted = useOpenedOnce(open);

  useEffect(() => {
    const consent = readConsent();
    setFunctional(consent?.functional === true);
    if (!consent) setOpen(true);
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    if (hasReferralParams(params))
      void import("./referral-capture.ts").then((m) => m.captureReferral(window.location.search));
    const reopen = () => {
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
  return (
    <Suspense fallback={null}>
      <CookieBanner lng={lng} open={open} focusOnOpen={fromFooter} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
