import { browserHttp, initializeGoogleId, loadGoogleId, oneTapClientId } from "@parlay/web";
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n.tsx";
import { useAuthActions } from "./auth-context.tsx";

/**
 * "Continue with Google" inside the login dialog: the provider renders its own button into our
 * container. Hidden when one-tap is off for this site; the spec's message when the script fails.
 */
export function OneTapButton({
  lng,
  clientId: siteClientId,
  scriptUrl,
}: {
  lng: string;
  /** From the page data: null when one-tap is off on this site (the button is not shown). */
  clientId: string | null;
  scriptUrl: string;
}) {
  const { t } = useT();
  const auth = useAuthActions();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "off" | "ready" | "failed">(
    siteClientId === null ? "off" : "loading",
  );
  const onCredential = useRef(auth?.oneTapCredential);
  onCredential.current = auth?.oneTapCredential;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const clientId = await oneTapClientId(browserHttp(), siteClientId);
      if (cancelled) return;
      if (!clientId) return setState("off");
      try {
        const id = await loadGoogleId(scriptUrl);
        if (cancelled || !container.current) return;
        initializeGoogleId(id, {
          clientId,
          context: "signin",
          onCredential: (credential) => void onCredential.current?.(credential),
        });
        id.renderButton(container.current, {
          type: "standard",
          text: "continue_with",
          locale: lng,
          width: 280,
        });
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [lng, siteClientId, scriptUrl]);

  if (state === "off") return null;
  return (
    <section className="one-tap" aria-label={t("one_tap_label")} aria-busy={state === "loading"}>
      <p className="one-tap__or" aria-hidden="true">
        {t("auth_or")}
      </p>
      <div ref={container} className="one-tap__button" />
      {state === "failed" ? (
        <p className="form-error" role="alert">
          {t("one_tap_script_failed")}
        </p>
      ) : null}
    </section>
  );
}
