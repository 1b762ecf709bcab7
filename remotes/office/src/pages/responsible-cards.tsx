import { LIMIT_TYPES, NO_LIMIT } from "@parlay/domain/limits";
import type { LimitQuestion } from "@parlay/web";
import { type FormEvent, useId, useRef, useState } from "react";
import { fill } from "../i18n/index.ts";
import { countHours, dateText, limitTitle, type Message, MessageLine } from "./responsible-bits.tsx";
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
