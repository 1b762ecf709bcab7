import { LimitType, NO_LIMIT } from "@parlay/domain/limits";
import { browserHttp, CloseButton, limitsApi, Modal } from "@parlay/web";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { LIMITS_CHANGED_EVENT } from "./play-guard.tsx";

const PERIODS = [LimitType.deposit24h, LimitType.deposit7d, LimitType.deposit30d] as const;
type Period = (typeof PERIODS)[number];

/**
 * A whole amount from 1 to 999 999 998 (999 999 999 means "no limit", 0 is not a limit); Arabic-Indic
 * digits and grouping spaces are accepted.
 */
export function depositLimitValue(text: string): number | null {
  const trimmed = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value < NO_LIMIT ? value : null;
}

/**
 * The set-limits modal (spec 001 §2): a deposit limit in a few seconds — the period and the amount
 * in the active account's currency — with the way to every other tool on the office's Responsible
 * page. Opened by `?setLimits=1` on any page (a "set a limit" link anywhere can use it).
 */
export function SetLimitsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, lng } = useT();
  const titleId = useId();
  const textId = useId();
  const amountId = useId();
  const hintId = useId();
  const errorId = useId();
  const [currency, setCurrency] = useState("");
  const [offered, setOffered] = useState<Period[]>([...PERIODS]);
  const [period, setPeriod] = useState<Period>(LimitType.deposit24h);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAmount("");
    setError(null);
    setResult(null);
    const abort = new AbortController();
    const http = browserHttp();
    void http
      .request<{ balance?: { currency?: string } }>({ path: "/web-api/wallet/balance", signal: abort.signal })
      .then((res) => {
        if (res.ok && typeof res.data.balance?.currency === "string") setCurrency(res.data.balance.currency);
      });
    void limitsApi(http, lng)
      .available(abort.signal)
      .then((res) => {
        if (!res.ok) return;
        const ids = res.data.availableLimits;
        const here = PERIODS.filter((p) => ids.includes(p));
        if (here.length > 0) {
          setOffered(here);
          setPeriod((p) => (here.includes(p) ? p : (here[0] as Period)));
        }
      });
    return () => abort.abort();
  }, [open, lng]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = depositLimitValue(amount);
    if (value === null) {
      setError(t("set_limits_amount_invalid"));
      document.getElementById(amountId)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const res = await limitsApi(browserHttp(), lng).save([{ limitType: period, limitValue: value }]);
    setBusy(false);
    if (!res.ok) {
      setError(
        res.error.kind === "http" && res.error.status < 500 ? res.error.message : t("set_limits_failed"),
      );
      return;
    }
    window.dispatchEvent(new CustomEvent(LIMITS_CHANGED_EVENT));
    const pending = (res.data.limitsData ?? []).some(
      (l) => l.limitType === period && l.limitState === "PENDING",
    );
    setResult(res.data.title ?? (pending ? t("set_limits_pending") : t("set_limits_saved")));
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} describedBy={textId} className="rg-dialog">
      <CloseButton label={t("rg_close")} onClick={onClose} />
      <h2 id={titleId}>{t("set_limits_title")}</h2>
      <p id={textId}>{t("set_limits_text")}</p>
      {result ? (
        <>
          <p role="status" className="form-notice">
            {result}
          </p>
          <p className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t("rg_ok")}
            </button>
          </p>
        </>
      ) : (
        <form className="auth-form" noValidate onSubmit={submit}>
          <fieldset className="auth-form__fields">
            <legend>{t("set_limits_period")}</legend>
            {offered.map((p) => (
              <label key={p} className="form-check">
                <input
                  type="radio"
                  name="period"
                  value={p}
                  checked={period === p}
                  onChange={() => setPeriod(p)}
                />
                {t(`set_limits_period_${p}`)}
              </label>
            ))}
          </fieldset>
          <p className="form-field">
            <label htmlFor={amountId}>{t("set_limits_amount", { currency })}</label>
            <input
              id={amountId}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              aria-invalid={error !== null}
              aria-describedby={`${hintId} ${errorId}`}
            />
            <small id={hintId}>{t("set_limits_amount_hint", { currency })}</small>
          </p>
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
          <p className="modal__actions">
            <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
              {t("set_limits_save")}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t("set_limits_not_now")}
            </button>
          </p>
          <p>
            <Link to={`/${lng}/office/responsible`} onClick={onClose}>
              {t("set_limits_more")}
            </Link>
          </p>
        </form>
      )}
    </Modal>
  );
}
