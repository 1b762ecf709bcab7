import { formatDateTime } from "@parlay/domain/language";
import { LIMIT_TYPES, type LimitTypeId, NO_LIMIT } from "@parlay/domain/limits";
import { type LimitQuestion, type LimitRestriction, Modal, type SelfExcludeReason } from "@parlay/web";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { fill } from "../i18n/index.ts";
import { type CardContext, limitFailureText } from "./responsible-context.ts";
import {
  hoursLeft,
  type LimitRow,
  parseLimitAmount,
  savedState,
  valueInForce,
  valueText,
} from "./responsible-model.ts";
import { Questionnaire } from "./responsible-questionnaire.tsx";

type Message = { kind: "ok" | "error"; text: string } | null;

function MessageLine({ message }: { message: Message }) {
  return (
    <p
      className={`po-message ${message ? `po-message--${message.kind}` : ""}`}
      role={message?.kind === "error" ? "alert" : "status"}
    >
      {message?.text ?? ""}
    </p>
  );
}

function dateText(seconds: number, ctx: CardContext): string {
  return formatDateTime(new Date(seconds * 1000).toISOString(), ctx.lang, ctx.clock);
}

/**
 * One limit (001 §3 "Limit field": title, current value, pending change, notification, error): its
 * value in force, the pending change with the hours left (confirm once due, cancel any time), and
 * the form to change it — an amount for money limits, a choice for the session and reality check.
 */
export function LimitCard({ row, ctx }: { row: LimitRow; ctx: CardContext }) {
  const { t, lang, currency, api } = ctx;
  const r = t.responsible;
  const info = LIMIT_TYPES[row.limitType];
  const isMoney = info.measure === "currency";
  const inForce = valueInForce(row, ctx.nowSeconds);
  const id = useId();
  const [text, setText] = useState("");
  const [choice, setChoice] = useState<string>(String(inForce ?? info.noLimitValue ?? ""));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [quiz, setQuiz] = useState<{ tokenGuid: string; questions: LimitQuestion[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const title = limitTitle(row.limitType, r) ?? row.current?.label ?? String(row.limitType);
  const shown = (v: number) => valueText(row.limitType, v, r, lang, currency);

  const save = async (value: number) => {
    setBusy(true);
    setMessage(null);
    const res = await api.save([{ limitType: row.limitType, limitValue: value }]);
    setBusy(false);
    if (!res.ok) {
      setMessage({ kind: "error", text: limitFailureText(res.error, t) });
      return;
    }
    const { questions, tokenGuid } = res.data;
    if (questions && questions.length > 0 && tokenGuid) {
      setQuiz({ tokenGuid, questions });
      return;
    }
    setText("");
    setMessage({
      kind: "ok",
      text:
        res.data.title ||
        (res.data.status === "pending" || savedState(row.limitType, res.data.limitsData) === "pending"
          ? r.savedPending
          : r.savedAtOnce),
    });
    ctx.onChanged();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isMoney) {
      const value = parseLimitAmount(text);
      if (value === null) {
        setFieldError(r.amountInvalid);
        input.current?.focus();
        return;
      }
      setFieldError(null);
      void save(value);
      return;
    }
    const value = Number(choice);
    if (Number.isFinite(value)) void save(value);
  };

  const act = async (action: "confirm" | "cancel") => {
    setBusy(true);
    setMessage(null);
    const res = await api.act(ctx.actionMethod, row.limitType, action);
    setBusy(false);
    // 001 §8: the server's title, or the default key.
    if (res.ok) {
      const fallback =
        action === "confirm"
          ? r.responsible_gaming_confirm_limit_success
          : r.responsible_gaming_cancel_limit_success;
      setMessage({ kind: "ok", text: res.data.title || fallback });
      ctx.onChanged();
      return;
    }
    const fallback =
      action === "confirm"
        ? r.responsible_gaming_confirm_limit_error
        : r.responsible_gaming_cancel_limit_error;
    setMessage({ kind: "error", text: `${fallback} ${limitFailureText(res.error, t)}` });
  };

  const pending = row.pending;
  const hours = pending ? hoursLeft(pending, ctx.nowSeconds) : 0;
  const ready = pending ? pending.needApprove || hours === 0 : false;

  return (
    <article className="po-rg-limit" aria-labelledby={`${id}-title`} data-limit-type={row.limitType}>
      <h3 id={`${id}-title`}>{title}</h3>
      <dl className="po-rg-facts">
        <div>
          <dt>{r.current}</dt>
          <dd data-testid="limit-current">
            {inForce === null ? (isMoney ? r.noLimit : r.notSet) : shown(inForce)}
          </dd>
        </div>
        {isMoney && inForce !== null && row.current?.limitBalance != null ? (
          <div>
            <dt>{r.left}</dt>
            <dd>{shown(row.current.limitBalance)}</dd>
          </div>
        ) : null}
        {inForce !== null && row.current && row.current.startedAt > 0 ? (
          <div>
            <dt>{r.since}</dt>
            <dd>{dateText(row.current.startedAt, ctx)}</dd>
          </div>
        ) : null}
      </dl>
      {pending ? (
        <div className="po-notice po-rg-pending" data-testid="limit-pending">
          <p>
            {ready
              ? fill(r.pendingReady, { value: shown(pending.limitValue) })
              : fill(r.pending, { value: shown(pending.limitValue), hours: countHours(hours, ctx) })}
          </p>
          <div className="po-actions">
            {ready ? (
              <button
                type="button"
                className="po-button po-button--primary"
                disabled={busy}
                onClick={() => void act("confirm")}
              >
                {r.confirm}
              </button>
            ) : null}
            <button type="button" className="po-button" disabled={busy} onClick={() => void act("cancel")}>
              {r.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <form className="po-rg-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        {isMoney ? (
          <p className="po-field">
            <label htmlFor={`${id}-value`}>{fill(r.newValue, { currency })}</label>
            <input
              ref={input}
              id={`${id}-value`}
              name="limitValue"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setFieldError(null);
              }}
              aria-invalid={fieldError !== null}
              aria-describedby={`${id}-hint ${id}-error`}
            />
            <span id={`${id}-hint`} className="po-hint">
              {r.newValueHint}
            </span>
            <span id={`${id}-error`} className="po-field-error">
              {fieldError ?? ""}
            </span>
          </p>
        ) : (
          <p className="po-field">
            <label htmlFor={`${id}-value`}>{r.chooseValue}</label>
            <select
              id={`${id}-value`}
              name="limitValue"
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
            >
              {row.values.map((v) => (
                <option key={v} value={String(v)}>
                  {shown(v)}
                </option>
              ))}
            </select>
          </p>
        )}
        <div className="po-actions">
          <button type="submit" className="po-button po-button--primary" disabled={busy} aria-busy={busy}>
            {r.save}
          </button>
          {isMoney && inForce !== null ? (
            <button
              type="button"
              className="po-button po-button--ghost"
              disabled={busy}
              onClick={() => void save(NO_LIMIT)}
            >
              {r.remove}
            </button>
          ) : null}
        </div>
      </form>
      <MessageLine message={message} />
      {quiz ? (
        <Questionnaire
          t={t}
          api={api}
          tokenGuid={quiz.tokenGuid}
          questions={quiz.questions}
          onDone={(result) => {
            setQuiz(null);
            if (result === "cancelled") return;
            setMessage(
              result === "passed"
                ? { kind: "ok", text: r.questionnairePassed }
                : { kind: "error", text: r.questionnaireFailed },
            );
            if (result === "passed") ctx.onChanged();
          }}
        />
      ) : null}
    </article>
  );
}

/** "Deposit limit — 7 days" for a money limit, the type's own name for the others. */
export function limitTitle(limitType: LimitTypeId, r: CardContext["t"]["responsible"]): string | null {
  const name = r.types[String(limitType)];
  if (name === undefined) return null;
  const group = LIMIT_TYPES[limitType].group;
  return group === "deposit" || group === "wagering" || group === "loss"
    ? `${r.limitNames[group]} — ${name}`
    : name;
}

function countHours(hours: number, ctx: CardContext): string {
  return valueText(31 as LimitTypeId, hours, ctx.t.responsible, ctx.lang, "");
}

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
  const [reasons, setReasons] = useState<SelfExcludeReason[]>([]);
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!isExclusion) return;
    const abort = new AbortController();
    void api.selfExcludeReasons(abort.signal).then((res) => {
      if (res.ok) setReasons(res.data.reasons);
    });
    return () => abort.abort();
  }, [api, isExclusion]);

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
