import { Modal, readCookie } from "@parlay/web";
import { useEffect, useId, useState } from "react";
import { useT } from "../i18n.tsx";
import { AGE_COOKIE, AGE_REFUSED_URL, ageCookie, needsAgeGate } from "./age-gate.ts";

/**
 * The age popup (spec 000 §5): confirm, or leave the site. No close button; Escape and a click on
 * the backdrop do nothing (the toolkit's Modal with `dismissible={false}` even reopens itself if the
 * browser closes it on a repeated Escape). It opens once the page is hydrated, because the answer
 * lives in a cookie the page cache must not split on.
 */
export function AgeGateDialog({ enabled, minAge }: { enabled: boolean; minAge: number }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const rememberId = useId();
  const [open, setOpen] = useState(false);
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    if (needsAgeGate(enabled, readCookie(document.cookie, AGE_COOKIE), Date.now())) setOpen(true);
  }, [enabled]);

  const confirm = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet.
    document.cookie = ageCookie(Date.now(), remember, window.location.protocol === "https:");
    setOpen(false);
    window.dispatchEvent(new CustomEvent("parlay:age-confirmed"));
  };

  return (
    <Modal
      open={open}
      onClose={() => {}}
      dismissible={false}
      labelledBy={titleId}
      describedBy={textId}
      className="rg-dialog age-gate"
    >
      <h2 id={titleId}>{t("age_gate_title", { minAge })}</h2>
      <p id={textId}>{t("age_gate_text", { minAge })}</p>
      <p className="form-check">
        <input
          id={rememberId}
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <label htmlFor={rememberId}>{t("age_gate_remember")}</label>
      </p>
      <p className="modal__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's main answer takes focus when it opens. */}
        <button type="button" className="button button--primary" onClick={confirm} autoFocus>
          {t("age_gate_confirm", { minAge })}
        </button>
        <button type="button" className="button" onClick={() => window.location.assign(AGE_REFUSED_URL)}>
          {t("age_gate_refuse", { minAge })}
        </button>
      </p>
    </Modal>
  );
}
