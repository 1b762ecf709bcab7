import { type LimitRestriction, Modal, type SelfExcludeReason } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../i18n/index.ts";
import { dateText, type Message, MessageLine } from "./responsible-bits.tsx";
import { type CardContext, limitFailureText } from "./responsible-context.ts";
import { type LimitRow, valueInForce, valueText } from "./responsible-model.ts";

/**
 * A time-out (33) or self-exclusion (30): the duration (and for self-exclusion the reason, from
 * `reasons/selfexclude`), then a confirmation step that says what happens; only then the call. It
 * starts at once and ends every session of the player (the server's part); the page then says so
 * and offers the way home, where the player arrives logged out.
 */
export function BreakCard({ row, ctx }: { row: LimitRow; ctx: CardContext }) {
  const { t, lang, api } = ctx;
  const r = t.responsible;
  const id = useId();
  const isExclusion = row.group === "selfExclusion";
  const inForce = valueInForce(row, ctx.nowSeconds);
  const [days, setDays] = useState<number>(row.values[0] ?? 1);
  const [reasons, setReasons] = useState<SelfExcludeReason[]>(ctx.initialReasons ?? []);
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const hasReasons = ctx.initialReasons !== undefined;
  useEffect(() => {
    // Served with the page, the reasons are not asked again.
    if (!isExclusion || hasReasons) return;
    const abort = new AbortController();
    void api.selfExcludeReasons(abort.signal).then((res) => {
      if (res.ok) setReasons(res.data.reasons);
    });
    return () => abort.abort();
  }, [api, isExclusion, hasReasons]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const duration = valueText(row.limitType, days, r, lang, "");
  const endsAt = ctx.nowSeconds + days * 86_400;

  const start = async () => {
    setBusy(true);
    setMessage(null);
    const reasonId = reason === "" ? undefined : Number(reason);
    if (isExclusion) {
      const ok = await api.blockUser({ days, ...(reasonId !== undefined ? { reasonId } : {}) });
      setBusy(false);
      setConfirming(false);
      if (!ok) {
        setMessage({ kind: "error", text: r.selfBlockFailed });
        return;
      }
    } else {
      const res = await api.save([{ limitType: row.limitType, limitValue: days }]);
      setBusy(false);
      setConfirming(false);
      if (!res.ok) {
        setMessage({ kind: "error", text: limitFailureText(res.error, t) });
        return;
      }
    }
    setDone(true);
  };

  if (done)
    return (
      <div className="po-rg-limit po-rg-done">
        <p ref={doneRef} tabIndex={-1} className="po-message po-message--ok" role="status">
          {isExclusion ? r.excludeDone : r.breakDone}
        </p>
        <a className="po-button po-button--primary" href={`${ctx.basePath}/`}>
          {r.goHome}
        </a>
      </div>
    );

  return (
    <article className="po-rg-limit" aria-labelledby={`${id}-title`} data-limit-type={row.limitType}>
      <h3 id={`${id}-title`}>{r.types[String(row.limitType)]}</h3>
      {inForce !== null && row.current?.endsAt ? (
        <p>
          {r.until}: {dateText(row.current.endsAt, ctx)}
        </p>
      ) : null}
      <form
        className="po-rg-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <fieldset className="po-rg-choices">
          <legend>{r.breakDays}</legend>
          {row.values.map((v) => (
            <label key={v} className="po-method">
              <input
                type="radio"
                name={`${id}-days`}
                value={v}
                checked={days === v}
                onChange={() => setDays(v)}
              />
              {valueText(row.limitType, v, r, lang, "")}
            </label>
          ))}
        </fieldset>
        {isExclusion && reasons.length > 0 ? (
          <p className="po-field">
            <label htmlFor={`${id}-reason`}>{r.reason}</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.currentTarget.value)}>
              <option value="">{r.reasonNone}</option>
              {reasons.map((x) => (
                <option key={String(x.id)} value={String(x.id)}>
                  {x.title}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <div className="po-actions">
          <button type="submit" className="po-button po-button--danger">
            {isExclusion ? r.exclude : r.takeBreak}
          </button>
        </div>
      </form>
      <MessageLine message={message} />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy={`${id}-confirm-title`}
        describedBy={`${id}-confirm-text`}
        className="po-rg-confirm"
      >
        <h2 id={`${id}-confirm-title`}>
          {fill(isExclusion ? r.confirmExcludeTitle : r.confirmBreakTitle, { duration })}
        </h2>
        <p id={`${id}-confirm-text`}>
          {fill(isExclusion ? r.confirmExcludeText : r.confirmBreakText, { date: dateText(endsAt, ctx) })}
        </p>
        <ul>
          {r.consequences.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="modal__actions">
          <button
            type="button"
            className="po-button po-button--danger"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void start()}
          >
            {isExclusion ? r.confirmExclude : r.confirmBreak}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the step opens. */}
          <button type="button" className="po-button" onClick={() => setConfirming(false)} autoFocus>
            {r.back}
          </button>
        </p>
      </Modal>
    </article>
  );
}

/**
 * After a self-exclusion has ended the account stays closed to gambling until the player asks to
 * reopen it; it then reopens 24 hours later (docs/responsible-gaming.md, MGA).
 */
export function Reopen({ restriction, ctx }: { restriction: LimitRestriction; ctx: CardContext }) {
  const { t, api } = ctx;
  const r = t.responsible;
  const [reopensAt, setReopensAt] = useState<number | null>(
    restriction.status === "REOPEN_COOLING_OFF" ? restriction.until : null,
  );
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  if (reopensAt !== null)
    return (
      <p className="po-notice" role="status">
        {fill(r.reopenAsked, { date: dateText(reopensAt, ctx) })}
      </p>
    );
  return (
    <div className="po-notice">
      <p>{r.reopenEnded}</p>
      <button
        type="button"
        className="po-button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const res = await api.reopen();
          setBusy(false);
          if (res.ok) {
            setReopensAt(res.data.reopensAt);
            ctx.onChanged();
          } else setMessage({ kind: "error", text: limitFailureText(res.error, t) });
        }}
      >
        {r.reopen}
      </button>
      <MessageLine message={message} />
    </div>
  );
}
