import { createElement, useEffect, useRef, useState } from "react";

/**
 * The ALTCHA widget (docs/players.md "Captcha"): `<altcha-widget challenge="/web-api/captcha/challenge">`
 * solves a proof-of-work in the browser and emits `verified` with the payload the server checks.
 * The widget (~35 kB gzip) loads only when a challenge is shown, with its own texts for ru and ar.
 */

const TRANSLATIONS: Record<string, () => Promise<unknown>> = {
  ru: () => import("altcha/i18n/ru"),
  ar: () => import("altcha/i18n/ar"),
};

let widget: Promise<unknown> | null = null;

export async function loadAltcha(language: string): Promise<void> {
  widget ??= import("altcha");
  await widget;
  await TRANSLATIONS[language]?.();
}

export interface AltchaWidgetProps {
  challengeUrl: string;
  language: string;
  onVerified: (payload: string) => void;
  onLoadError: () => void;
}

export function AltchaWidget({ challengeUrl, language, onVerified, onLoadError }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onVerified, onLoadError });
  handlers.current = { onVerified, onLoadError };

  useEffect(() => {
    let cancelled = false;
    loadAltcha(language).then(
      () => !cancelled && setReady(true),
      () => !cancelled && handlers.current.onLoadError(),
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    const onEvent = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: unknown }>).detail?.payload;
      if (typeof payload === "string" && payload !== "") handlers.current.onVerified(payload);
    };
    el.addEventListener("verified", onEvent);
    return () => el.removeEventListener("verified", onEvent);
  }, [ready]);

  if (!ready) return <p className="captcha__loading">…</p>;
  return createElement("altcha-widget", {
    ref,
    challenge: challengeUrl,
    language,
    auto: "off",
    hidefooter: "",
    // The payload travels in a header we send ourselves, not in a form field.
    name: "altcha",
  });
}
