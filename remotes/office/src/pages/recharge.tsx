import { useLoad } from "@parlay/web";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { CashierView } from "../api/types.ts";
import { fill } from "../i18n/index.ts";
import { checkAmountText, limitsFrom } from "../money.ts";
import { AmountField } from "../ui/amount-field.tsx";
import { amountProblemText } from "../ui/amount-problem.ts";
import { failureText } from "../ui/errors.ts";
import { newIdempotencyKey } from "../ui/idempotency.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { MethodField } from "../ui/method-field.tsx";
import type { PageProps } from "./page-props.ts";

/** office/recharge: method and amount, then the provider's hosted page. */
export function RechargePage(props: PageProps) {
  const cashier = useLoad("cashier", (signal) => officeApi().cashier(signal));
  if (cashier.data) return <DepositForm cashier={cashier.data} {...props} />;
  if (cashier.status === "error" && cashier.error)
    return <LoadError error={cashier.error} t={props.t} basePath={props.basePath} onRetry={cashier.reload} />;
  return <Loading t={props.t} />;
}

function DepositForm({ cashier, t, lang }: PageProps & { cashier: CashierView }) {
  const { currency } = cashier;
  const { symbol } = cashier.balance;
  const limits = useMemo(() => limitsFrom(cashier.deposit.amounts, currency), [cashier, currency]);
  const [method, setMethod] = useState(cashier.deposit.methods[0]?.id ?? "");
  const [amount, setAmount] = useState(cashier.deposit.amounts.presets[0] ?? cashier.deposit.amounts.min);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per intent (method, amount, currency): a retry after a lost answer reuses it, so the
  // server answers the first deposit again instead of opening a second one.
  const intent = useRef<{ key: string; of: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (!limits) return <p role="alert">{t.common.genericError}</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const check = checkAmountText(amount, currency, limits);
    if (!check.ok) {
      setFieldError(amountProblemText(check.problem, { currency, symbol, limits, lang }, t));
      form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    setFieldError(null);
    const of = `${method}|${check.text}|${currency}`;
    if (intent.current?.of !== of) intent.current = { key: newIdempotencyKey("dep"), of };
    setBusy(true);
    const res = await officeApi().deposit({
      method,
      amount: check.text,
      currency,
      idempotencyKey: intent.current.key,
      lng: lang,
    });
    if (res.ok) {
      // The provider's page is outside the shell: a full navigation, not a remote:redirect.
      window.location.assign(res.data.redirectUrl);
      return;
    }
    // A refusal is stored under its key; only a call that got no answer may be repeated with it.
    if (res.error.kind !== "network") intent.current = null;
    setBusy(false);
    setFormError(failureText(res.error, t));
  };

  return (
    <form ref={form} className="po-form" noValidate onSubmit={onSubmit} aria-labelledby="po-title">
      <p>{fill(t.recharge.intro, { account: currency })}</p>
      <MethodField methods={cashier.deposit.methods} value={method} onChange={setMethod} t={t} />
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
      <p className="po-form-error" role="alert">
        {formError}
      </p>
      <div className="po-actions">
        <button type="submit" className="po-button po-button--primary" aria-disabled={busy || undefined}>
          {busy ? t.recharge.redirecting : t.recharge.submit}
        </button>
      </div>
      <p className="po-note">{t.recharge.webhookNote}</p>
    </form>
  );
}
