import { useEffect } from "react";
import { checkRedirect, redirectCheckEnabled } from "./redirect-check.ts";

/** Runs the redirect check once per page load and follows its answer (spec 000 §4). */
export function RedirectFollow({ production }: { production: boolean }) {
  useEffect(() => {
    if (!redirectCheckEnabled(production, window.location.search)) return;
    let cancelled = false;
    void checkRedirect(window.location.href, {
      fetch: (input, init) => window.fetch(input, init),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      log: (message, detail) => console.error(message, detail),
    }).then((to) => {
      if (to && !cancelled) window.location.assign(to);
    });
    return () => {
      cancelled = true;
    };
  }, [production]);
  return null;
}
