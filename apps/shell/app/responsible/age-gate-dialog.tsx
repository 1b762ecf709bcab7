import { Modal, readCookie } from "@parlay/web";
import { useEffect, useId, useState } from "react";
import { useT } from "../i18n.tsx";
import { useNonce } from "../nonce.tsx";
import { AGE_COOKIE, AGE_REFUSED_URL, AGE_REMEMBER_MS, ageCookie, needsAgeGate } from "./age-gate.ts";

/** Whether the visitor's confirmation is in force, in the page's first scripts: isAgeConfirmed's check. */
const CONFIRMED = `(function(){var m=/(?:^|; )${AGE_COOKIE}=(\\d{1,16})(?:;|$)/.exec(document.cookie),n=Date.now();return!!m&&n-Math.min(Number(m[1]),n)<${AGE_REMEMBER_MS}})()`;

/**
 * Runs while the HTML is parsed, before the popup below it is painted: a visitor whose confirmation
 * is in force never sees the popup the server renders for every guest.
 */
const HIDE_WHEN_CONFIRMED = `(function(){if(!${CONFIRMED})return;var s=document.createElement("style");s.textContent=".age-gate.modal--first-paint{display:none!important}";document.head.appendChild(s)})()`;

/**
 * Runs right after the popup is parsed, for everyone else: opens it as the real modal dialog there
 * and then, within the page's first style and layout. Opened at hydration instead, showModal made the
 * whole page inert inside the hydration task: about 120 ms of a phone's main thread in one piece
 * (docs/benchmarks.md "Lighthouse"). Escape does nothing here either, as in the hydrated Modal.
 */
const OPEN_UNLESS_CONFIRMED = `(function(){var d=document.currentScript.previousElementSibling;if(!d||d.tagName!=="DIALOG"||d.open||${CONFIRMED})return;d.addEventListener("cancel",function(e){e.preventDefault()});try{d.showModal()}catch(e){}})()`;

/**
 * The age popup (spec 000 §5): confirm, or leave the site. No close button; Escape and a click on
 * the backdrop do nothing (the toolkit's Modal with `dismissible={false}` even reopens itself if the
 * browser closes it on a repeated Escape). The answer lives in a cookie the page cache must not split
 * on, so the server renders the popup for every guest where the site asks for it, painted with the
 * page (`modal--first-paint`: a fixed panel over a shaded page until the browser runs) rather than
 * after hydration, when it was the last and largest change on the screen (issue 14 #7). A script
 * ahead of it hides it from a visitor who has confirmed, and one after it opens it for everyone else
 * as a real modal dialog (showModal: the page inert, the focus inside) while the page is parsed; once
 * hydrated, the browser reads the cookie and keeps it open or drops it.
 */
export function AgeGateDialog({ enabled, minAge }: { enabled: boolean; minAge: number }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const rememberId = useId();
  const nonce = useNonce();
  const [open, setOpen] = useState(enabled);
  const [decided, setDecided] = useState(false);
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    setOpen(needsAgeGate(enabled, readCookie(document.cookie, AGE_COOKIE), Date.now()));
    setDecided(true);
  }, [enabled]);

  const confirm = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet.
    document.cookie = ageCookie(Date.now(), remember, window.location.protocol === "https:");
    setOpen(false);
    window.dispatchEvent(new CustomEvent("parlay:age-confirmed"));
  };

  return (
    <>
      {enabled ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nonce-allowed by the CSP.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_WHEN_CONFIRMED }} />
      ) : null}
      <Modal
        open={open}
        onClose={() => {}}
        dismissible={false}
        labelledBy={titleId}
        describedBy={textId}
        className={`rg-dialog age-gate${decided ? "" : " modal--first-paint"}`}
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
      {enabled ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nonce-allowed by the CSP.
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: OPEN_UNLESS_CONFIRMED }} />
      ) : null}
    </>
  );
}
