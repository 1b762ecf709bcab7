import { formatMoney, parseMoney } from "@parlay/domain/wallet";
import { useLoad } from "@parlay/web";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { CashierView } from "../api/types.ts";
import { fill } from "../i18n/index.ts";
import { officeHref } from "../menu.ts";
import { checkAmountText, displayMoney, limitsFrom } from "../money.ts";
import { AmountField } from "../ui/amount-field.tsx";
import { amountProblemText } from "../ui/amount-problem.ts";
import { failureText } from "../ui/errors.ts";
import { newIdempotencyKey } from "../ui/idempotency.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { MethodField, methodName } from "../ui/method-field.tsx";
import { announceWalletChange } from "../ui/wallet-events.ts";
import type { PageProps } from "./page-props.ts";

/** office/deduce: method and amount, a confirmation (a sent request cannot be cancelled), the hold. */
export function DeducePage(props: PageProps) {
  const [run, setRun] = useState(0);
  const cashier = useLoad(`cashier:${run}`, (signal) => officeApi().cashier(signal));
  if (cashier.status === "ready" && cashier.data)
    return (
      <WithdrawalForm key={run} cashier={cashier.data} onAnother={() => setRun((n) => n + 1)} {...props} />
    );
  if (cashier.status === "error" && cashier.error)
    return <LoadError error={cashier.error} t={props.t} basePath={props.basePath} onRetry={cashier.reload} />;
  return <Loading t={props.t} />;
}

type Step =
  | { kind: "form" }
  | { kind: "confirm"; amount: string }
  | { kind: "sent"; amount: string; paymentId: number };

function WithdrawalForm({
  cashier,
  onAnother,
  t,
  lang,
  basePath,
}: PageProps & { cashier: CashierView; onAnother: () => void }) {
  const { currency } = cashier;
  const { symbol } = cashier.balance;
  const limits = useMemo(() => limitsFrom(cashier.withdrawal.amounts, currency), [cashier, currency]);
  const available = parseMoney(cashier.balance.money, currency) ?? 0n;
  const [method, setMethod] = useState(cashier.withdrawal.methods[0]?.id ?? "");
  const [amount, setAmount] = useState(cashier.withdrawal.amounts.min);
  const [step, setStep] = useState<Step>({ kind: "form" });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const intent = useRef<{ key: string; of: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // The confirmation and the result replace the form: move focus to their heading so it is read.
  useEffect(() => {
    if (step.kind !== "form") stepHeading.current?.focus();
  }, [step.kind]);

  if (!limits) return <p role="alert">{t.common.genericError}</p>;
  const money = (text: string) => displayMoney(text, symbol, lang);
  const methodLabel = methodName(
    cashier.withdrawal.methods.find((m) => m.id === method) ?? { id: method },
    t,
  );

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = checkAmountText(amount, currency, limits, available);
    if (!check.ok) {
      setFieldError(amountProblemText(check.problem, { currency, symbol, limits, available, lang }, t));
      form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    setFieldError(null);
    setStep({ kind: "confirm", amount: check.text });
  };

  const onSend = async () => {
    if (step.kind !== "confirm" || busy) return;
    const of = `${method}|${step.amount}|${currency}`;
    if (intent.current?.of !== of) intent.current = { key: newIdempotencyKey("wd"), of };
    setBusy(true);
    setFormError(null);
    const res = await officeApi().withdraw({
      method,
      amount: step.amount,
      currency,
      idempotencyKey: intent.current.key,
    });
    setBusy(false);
    if (res.ok) {
      setStep({ kind: "sent", amount: step.amount, paymentId: res.data.paymentId });
      announceWalletChange({ reason: "withdrawal" });
      return;
    }
    if (res.error.kind !== "network") intent.current = null;
    setFormError(failureText(res.error, t));
  };

  if (step.kind === "sent") {
    return (
      <section className="po-result" aria-labelledby="po-step-title">
        <h2 id="po-step-title" ref={stepHeading} tabIndex={-1}>
          {t.statuses.pending}
        </h2>
        <p role="status">{fill(t.deduce.sent, { id: step.paymentId, amount: money(step.amount) })}</p>
        <p className="po-notice">{t.deduce.noCancel}</p>
        <ul className="po-links">
          <li>
            <a href={officeHref(basePath, "historypay?type=withdrawal")}>{t.pages.historypay}</a>
          </li>
          <li>
            <a href={officeHref(basePath, `paycheck?paymentId=${step.paymentId}`)}>
              {fill(t.history.receipt, { id: step.paymentId })}
            </a>
          </li>
        </ul>
        <button type="button" className="po-button po-button--ghost" onClick={onAnother}>
          {t.deduce.another}
        </button>
      </section>
    );
  }

  if (step.kind === "confirm") {
    return (
      <section className="po-confirm" aria-labelledby="po-step-title">
        <h2 id="po-step-title" ref={stepHeading} tabIndex={-1}>
          {t.deduce.confirmTitle}
        </h2>
        <p>{fill(t.deduce.confirmText, { amount: money(step.amount), method: methodLabel })}</p>
        <p className="po-form-error" role="alert">
          {formError}
        </p>
        <div className="po-actions">
          <button
            type="button"
            className="po-button po-button--primary"
            onClick={onSend}
            aria-disabled={busy || undefined}
          >
            {busy ? t.common.busy : t.deduce.send}
          </button>
          <button
            type="button"
            className="po-button po-button--ghost"
            onClick={() => setStep({ kind: "form" })}
            disabled={busy}
          >
            {t.deduce.change}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form ref={form} className="po-form" noValidate onSubmit={onReview} aria-labelledby="po-title">
      <p>{fill(t.deduce.intro, { account: currency })}</p>
      <div className="po-notice" id="po-deduce-rules">
        <p>{t.deduce.holdNote}</p>
        <p>
          <strong>{t.deduce.noCancel}</strong>
        </p>
      </div>
      <MethodField methods={cashier.withdrawal.methods} value={method} onChange={setMethod} t={t} />
      <AmountField
        currency={currency}
        symbol={symbol}
        limits={limits}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setFieldError(null);
        }}
        error={fieldError}
        lang={lang}
        t={t}
      />
      <p className="po-hint">
        {t.balance.available}: <span data-balance="available">{money(formatMoney(available, currency))}</span>
      </p>
      <p className="po-form-error" role="alert">
        {formError}
      </p>
      <div className="po-actions">
        <button type="submit" className="po-button po-button--primary" aria-describedby="po-deduce-rules">
          {t.deduce.review}
        </button>
      </div>
    </form>
  );
}
