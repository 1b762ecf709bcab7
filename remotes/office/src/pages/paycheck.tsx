import type { Clock } from "@parlay/domain/language";
import { useLoad } from "@parlay/web";
import { type FormEvent, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { ReceiptView } from "../api/types.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import { displayDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { methodName } from "../ui/method-field.tsx";
import { StatusBadge } from "../ui/status-badge.tsx";
import type { PageProps } from "./page-props.ts";

const PAYMENT_ID = /^[1-9]\d{0,15}$/;

/** The payment number a link carries (paycheck?paymentId=12), or null. */
export function paymentIdFrom(query: Record<string, string>): number | null {
  const raw = query.paymentId ?? "";
  return PAYMENT_ID.test(raw) ? Number(raw) : null;
}

/** office/paycheck: the receipt of one payment (history links here), or a box to look one up. */
export function PaycheckPage({ t, lang, basePath, query, clock }: PageProps) {
  const [paymentId, setPaymentId] = useState<number | null>(() => paymentIdFrom(query));
  const [typed, setTyped] = useState(paymentId === null ? "" : String(paymentId));
  const [error, setError] = useState<string | null>(null);

  const onShow = (event: FormEvent) => {
    event.preventDefault();
    const raw = typed.trim();
    if (!PAYMENT_ID.test(raw)) {
      setError(t.paycheck.invalid);
      return;
    }
    setError(null);
    setPaymentId(Number(raw));
  };

  return (
    <div className="po-paycheck">
      <p>{t.paycheck.intro}</p>
      <form className="po-lookup" onSubmit={onShow} noValidate>
        <div className="po-field">
          <label htmlFor="po-paycheck-id">{t.paycheck.number}</label>
          <input
            id="po-paycheck-id"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="po-paycheck-error"
          />
        </div>
        <button type="submit" className="po-button">
          {t.paycheck.show}
        </button>
        <p id="po-paycheck-error" className="po-field-error" aria-live="polite">
          {error}
        </p>
      </form>
      {paymentId !== null ? (
        <Receipt key={paymentId} paymentId={paymentId} t={t} lang={lang} clock={clock} basePath={basePath} />
      ) : null}
    </div>
  );
}

function Receipt({
  paymentId,
  t,
  lang,
  clock,
  basePath,
}: {
  paymentId: number;
  t: OfficeDictionary;
  lang: string;
  clock: Clock;
  basePath: string;
}) {
  const receipt = useLoad(String(paymentId), (signal) => officeApi().paycheck(paymentId, signal));
  if (receipt.status === "error" && receipt.error)
    return <LoadError error={receipt.error} t={t} basePath={basePath} onRetry={receipt.reload} />;
  if (!receipt.data) return <Loading t={t} />;
  return <ReceiptCard r={receipt.data.receipt} t={t} lang={lang} clock={clock} />;
}

function ReceiptCard({
  r,
  t,
  lang,
  clock,
}: {
  r: ReceiptView;
  t: OfficeDictionary;
  lang: string;
  clock: Clock;
}) {
  const none = t.paycheck.none;
  const rows: [string, React.ReactNode][] = [
    [t.paycheck.id, r.id],
    [t.paycheck.type, t.types[r.type]],
    [t.paycheck.method, methodName({ id: r.method }, t)],
    [t.paycheck.amount, displayMoney(r.amount, currencySymbol(r.currency), lang)],
    [t.paycheck.status, <StatusBadge key="status" status={r.status} t={t} />],
    [t.paycheck.created, displayDateTime(r.createdAt, lang, clock)],
    [t.paycheck.settled, r.settledAt ? displayDateTime(r.settledAt, lang, clock) : none],
    [t.paycheck.transaction, r.transactionId ?? none],
    [t.paycheck.provider, r.pspPaymentId ?? none],
    [t.paycheck.hash, <code key="hash">{r.receiptHash}</code>],
  ];
  return (
    <section className="po-receipt" aria-labelledby="po-receipt-title">
      <h2 id="po-receipt-title">{fill(t.paycheck.title, { id: r.id })}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {r.statusMessage ? <p className="po-note">{r.statusMessage}</p> : null}
      <button type="button" className="po-button po-button--ghost" onClick={() => window.print()}>
        {t.paycheck.print}
      </button>
    </section>
  );
}
