import { Modal } from "@parlay/web";
import { type FormEvent, useState } from "react";
import { officeSecurityApi, type SecuritySummary } from "../api/security-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";

/**
 * Two-step login by TOTP (001 §2): set up with a QR code, turn on with a code from the app, then the
 * ten one-time backup codes in the save-code reminder modal; turn off or renew the codes with a code.
 */
export function TotpSection({
  t,
  summary,
  onChanged,
}: {
  t: OfficeDictionary;
  summary: SecuritySummary;
  onChanged: () => void;
}) {
  const s = t.security;
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const on = summary.two_factor.method === "totp";

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const startSetup = () =>
    run(async () => {
      const res = await officeSecurityApi().totpSetup();
      if (res.ok) setSetup({ secret: res.data.secret, qrSvg: res.data.qrSvg });
      else setMessage({ error: true, text: failureText(res.error, t) });
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    void run(async () => {
      const api = officeSecurityApi();
      if (!on) {
        const res = await api.totpEnable(typed);
        if (!res.ok) return setMessage({ error: true, text: failureText(res.error, t) });
        setSetup(null);
        setCodes(res.data.backupCodes);
      } else {
        const res = await api.disable(typed);
        if (!res.ok) return setMessage({ error: true, text: failureText(res.error, t) });
        setMessage({ error: false, text: s.disabled });
        onChanged();
      }
      setCode("");
    });
  };
  const renew = () =>
    run(async () => {
      const res = await officeSecurityApi().renewCodes(code.trim());
      if (!res.ok) return setMessage({ error: true, text: failureText(res.error, t) });
      setCode("");
      setCodes(res.data.backupCodes);
    });

  const codeField = (
    <div className="po-field">
      <label htmlFor="po-totp-code">{s.code}</label>
      <input
        id="po-totp-code"
        name="code"
        autoComplete="one-time-code"
        inputMode={on ? "text" : "numeric"}
        value={code}
        maxLength={11}
        required
        aria-describedby="po-totp-code-hint"
        onChange={(e) => setCode(e.target.value)}
      />
      <p className="po-hint" id="po-totp-code-hint">
        {on ? s.codeHint : s.scan}
      </p>
    </div>
  );
  return (
    <section className="po-sec" aria-labelledby="po-sec-totp" data-section="totp">
      <h2 id="po-sec-totp">{s.totpTitle}</h2>
      <p data-totp={on ? "on" : "off"}>{on ? s.totpOn : s.totpOff}</p>
      {on ? (
        <p className="po-note">{fill(s.backupLeft, { count: summary.two_factor.backupCodesLeft })}</p>
      ) : null}
      {!on && !setup ? (
        <button type="button" className="po-button po-button--primary" onClick={startSetup} disabled={busy}>
          {s.setUp}
        </button>
      ) : null}
      {!on && setup ? (
        <form className="po-form" onSubmit={submit}>
          <img
            className="po-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={s.qrAlt}
            width={200}
            height={200}
          />
          <p className="po-note">
            {s.manualKey}{" "}
            <code className="po-secret" data-secret={setup.secret}>
              {setup.secret}
            </code>
          </p>
          {codeField}
          <div className="po-actions">
            <button type="submit" className="po-button po-button--primary" disabled={busy}>
              {s.enable}
            </button>
          </div>
        </form>
      ) : null}
      {on ? (
        <form className="po-form" onSubmit={submit}>
          <p className="po-note">{s.disableHint}</p>
          {codeField}
          <div className="po-actions">
            <button type="submit" className="po-button" disabled={busy}>
              {s.disable}
            </button>
            <button type="button" className="po-button" onClick={renew} disabled={busy || code.trim() === ""}>
              {s.newBackupCodes}
            </button>
          </div>
        </form>
      ) : null}
      <p
        className={message?.error ? "po-form-error" : "po-message"}
        role={message?.error ? "alert" : "status"}
      >
        {message?.text ?? ""}
      </p>
      <BackupCodesModal
        t={t}
        codes={codes}
        onClose={() => {
          setCodes(null);
          onChanged();
        }}
      />
    </section>
  );
}

/** The save-code reminder (spec 001 §2 modals): shown once, closed only by "I have saved them". */
function BackupCodesModal({
  t,
  codes,
  onClose,
}: {
  t: OfficeDictionary;
  codes: string[] | null;
  onClose: () => void;
}) {
  const s = t.security;
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      open={codes !== null}
      onClose={onClose}
      labelledBy="po-codes-title"
      describedBy="po-codes-text"
      dismissible={false}
      className="po-codes-modal"
    >
      <h2 id="po-codes-title">{s.saveCodesTitle}</h2>
      <p id="po-codes-text">{s.saveCodesText}</p>
      <ul className="po-codes" dir="ltr">
        {(codes ?? []).map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="po-actions">
        <button
          type="button"
          className="po-button"
          onClick={() => {
            void navigator.clipboard?.writeText((codes ?? []).join("\n")).then(() => setCopied(true));
          }}
        >
          {copied ? s.copied : s.copyCodes}
        </button>
        <button type="button" className="po-button po-button--primary" onClick={onClose}>
          {s.savedCodes}
        </button>
      </div>
    </Modal>
  );
}
