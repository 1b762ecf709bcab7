import { useEffect } from "react";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The language a visitor reads in is remembered for the next bare visit (spec 001 §2: URL, then
 * the `lng` cookie, then the browser's languages). Written by the browser, only when it changes:
 * a Set-Cookie on the page would make every first guest page uncacheable for the micro-cache.
 */
export function LanguageCookie({ lng }: { lng: string }) {
  useEffect(() => {
    const stored = /(?:^|;\s*)lng=([^;]*)/.exec(document.cookie)?.[1];
    if (stored === lng) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, read by the server
    document.cookie = `lng=${lng}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }, [lng]);
  return null;
}
