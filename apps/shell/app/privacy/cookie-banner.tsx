import { ACCEPT_ALL, type Consent, consentType, NECESSARY_ONLY } from "@parlay/domain/privacy";
import { browserHttp } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { replayBannerClicks } from "./banner-early.ts";
import { readConsent, saveConsent } from "./consent-cookies.ts";
import { privacyTexts } from "./texts.ts";

/**
 * The cookie banner (spec 001 §5, §7): necessary (always on), functional and analytics choices.
 * A labelled region at the bottom of the page, not a modal: the page stays usable while it is
 * shown. Opened again from the footer it takes the focus; Escape closes it without a change then.
 * Every choice is logged on the server with its time (`cookiesAgreeTime`).
 */
export function CookieBanner({
  lng,
  open,
  focusOnOpen,
  onClose,
}: {
  lng: string;
  open: boolean;
  focusOnOpen: boolean;
  onClose: () => void;
}) {
  const { replacements } = useT();
  const t = privacyTexts(lng, replacements);
  const titleId = useId();
  const textId = useId();
  const ids = { necessary: useId(), functional: useId(), analytics: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<Consent>(() => readConsent() ?? NECESSARY_ONLY);

  // Clicks on the server's banner before this code ran (banner-early.ts).
  useEffect(() => replayBannerClicks(), []);

  useEffect(() => {
    if (!open) return;
    setChoice(readConsent() ?? NECESSARY_ONLY);
    if (focusOnOpen) heading.current?.focus();
  }, [open, focusOnOpen]);

  const decide = (consent: Consent) => {
    saveConsent(consent);
    void browserHttp().post("/web-api/user/cookies-agreement", {
      type: consentType(consent),
      cookiesAgreeTime: Math.floor(Date.now() / 1000),
    });
    onClose();
  };

  if (!open) return null;
  const row = (key: "necessary" | "functional" | "analytics") => (
    <li className="cookie-banner__choice">
      <input
        id={ids[key]}
        type="checkbox"
        checked={key === "necessary" ? true : choice[key]}
        disabled={key === "necessary"}
        aria-describedby={`${ids[key]}-hint`}
        onChange={key === "necessary" ? undefined : (e) => setChoice({ ...choice, [key]: e.target.checked })}
      />
      <label htmlFor={ids[key]}>{t(`cookie_${key}`)}</label>
      <span id={`${ids[key]}-hint`} className="cookie-banner__hint">
        {t(`cookie_${key}_hint`)}
      </span>
    </li>
  );
  return (
    <section
      className="cookie-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="cookie-banner"
      onKeyDown={(e) => {
        if (e.key === "Escape" && readConsent()) onClose();
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t("cookie_title")}
      </h2>
      <p id={textId}>
        {t("cookie_text")} <Link to={`/${lng}/cookies`}>{t("cookie_policy")}</Link>
      </p>
      <fieldset className="cookie-banner__choices">
        <legend className="visually-hidden">{t("cookie_choices")}</legend>
        <ul>
          {row("necessary")}
          {row("functional")}
          {row("analytics")}
        </ul>
      </fieldset>
      <p className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={() => decide(ACCEPT_ALL)}>
          {t("cookie_accept_all")}
        </button>
        <button type="button" className="button" onClick={() => decide(NECESSARY_ONLY)}>
          {t("cookie_necessary_only")}
        </button>
        <button type="button" className="button" onClick={() => decide(choice)}>
          {t("cookie_save")}
        </button>
      </p>
    </section>
  );
}
