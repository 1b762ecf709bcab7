import { browserHttp, initializeGoogleId, loadGoogleId, oneTapClientId } from "@parlay/web";
import { useEffect, useRef } from "react";

/**
 * The automatic one-tap prompt for visitors (spec 000 §6) when the site enables it. It runs once
 * per page load; a script that fails is only logged here (the visitor did not ask for it), while
 * the button in the login dialog says so.
 */
export function OneTapPrompt({
  enabled,
  clientId: siteClientId,
  scriptUrl,
  onCredential,
}: {
  enabled: boolean;
  /** From the page data: null when one-tap is off on this site, so nothing is fetched or loaded. */
  clientId: string | null;
  scriptUrl: string;
  onCredential: (credential: string) => void;
}) {
  const handler = useRef(onCredential);
  handler.current = onCredential;
  useEffect(() => {
    if (!enabled || siteClientId === null) return;
    let cancelled = false;
    let shown: { cancel(): void } | null = null;
    void (async () => {
      const clientId = await oneTapClientId(browserHttp(), siteClientId);
      if (!clientId || cancelled) return;
      try {
        const id = await loadGoogleId(scriptUrl);
        if (cancelled) return;
        initializeGoogleId(id, { clientId, context: "signin", onCredential: (c) => handler.current(c) });
        id.prompt();
        shown = id;
      } catch (error) {
        console.warn(error instanceof Error ? error.message : error);
      }
    })();
    return () => {
      cancelled = true;
      shown?.cancel();
    };
  }, [enabled, siteClientId, scriptUrl]);
  return null;
}
