import type { Clock } from "@parlay/domain/language";
import { type PaymentRequestTopic, paymentRequestTopic } from "@parlay/domain/wallet";
import { useLoad } from "@parlay/web";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { officeHref } from "../menu.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import type { OfficeRoute } from "../routes.ts";
import { failureText } from "../ui/errors.ts";
import { displayDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { Pager } from "../ui/pager.tsx";
import { StatusBadge } from "../ui/status-badge.tsx";
import type { PageProps } from "./page-props.ts";
import { subTopicTitle, topicTitle } from "./payment-requests.tsx";

type CreateRoute = Extract<OfficeRoute, { page: "payment/create-request" }>;

/**
 * payment/create-request/{topicId} and its steps under payment/requests/{topicId}/…: a topic about a
 * payment asks which one (the player's payments of that kind), a topic with sub-topics asks which
 * fits, then the message form. The app answers not_exist for an unknown topic or sub-topic.
 */
export function CreateRequestPage(props: PageProps & { route: CreateRoute }) {
  const { route, t, basePath } = props;
  const topic = paymentRequestTopic(route.topicId);
  if (!topic) return <p role="alert">{t.requests.unknownTopic}</p>;
  const title = topicTitle(topic.key, topic.title, t);
  let body: React.ReactNode;
  if (route.step === "form") {
    body = (
      <RequestForm
        {...props}
        topic={topic}
        transactionId={route.transactionId}
        subTopicId={route.subTopicId}
      />
    );
  } else if (topic.paymentKind) {
    body = <TransactionPicker {...props} topic={topic} />;
  } else if (topic.subTopics.length > 0) {
    body = (
      <section aria-labelledby="po-sub-title">
        <h3 id="po-sub-title">{t.requests.chooseSubTopic}</h3>
        <ul className="po-link-list">
          {topic.subTopics.map((s) => (
            <li key={s.id}>
              <a href={officeHref(basePath, `payment/requests/${topic.id}/${s.id}`)}>
                {subTopicTitle(s.key, s.title, t)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  } else {
    body = <RequestForm {...props} topic={topic} transactionId={null} subTopicId={null} />;
  }
  return (
    <div className="po-create">
      <h2>{title}</h2>
      {body}
      <p>
        <a href={officeHref(basePath, "payment/requests")}>{t.requests.back}</a>
      </p>
    </div>
  );
}

function TransactionPicker({ t, lang, basePath, clock, topic }: PageProps & { topic: PaymentRequestTopic }) {
  const [page, setPage] = useState(1);
  const list = useLoad(`${topic.id}:${page}`, (signal) =>
    officeApi().topicTransactions(topic.id, page, signal),
  );
  if (list.status === "error" && list.error)
    return <LoadError error={list.error} t={t} basePath={basePath} onRetry={list.reload} />;
  if (!list.data) return <Loading t={t} />;
  const { items, total, pageSize } = list.data;
  return (
    <section aria-labelledby="po-pick-title">
      <h3 id="po-pick-title">{t.requests.chooseTransaction}</h3>
      {items.length === 0 ? (
        <p className="po-empty">{t.requests.noTransactions}</p>
      ) : (
        <ul className="po-link-list">
          {items.map((p) => (
            <li key={p.id}>
              <a href={officeHref(basePath, `payment/requests/${topic.id}/transactions/${p.id}`)}>
                {fill(t.requests.about, {
                  id: p.id,
                  amount: displayMoney(p.amount, currencySymbol(p.currency), lang),
                  date: displayDateTime(p.createdAt, lang, clock),
                })}
              </a>{" "}
              <StatusBadge status={p.status} t={t} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} t={t} />
    </section>
  );
}

function RequestForm({
  t,
  lang,
  basePath,
  clock,
  topic,
  transactionId,
  subTopicId,
}: PageProps & { topic: PaymentRequestTopic; transactionId: number | null; subTopicId: number | null }) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const sub = topic.subTopics.find((s) => s.id === subTopicId);

  useEffect(() => {
    if (sent !== null) done.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (message.trim() === "") {
      setError(t.requests.messageRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const res = await officeApi().createRequest({
      topicId: topic.id,
      ...(sub ? { subTopicId: sub.id } : {}),
      ...(transactionId !== null ? { transactionId } : {}),
      message: message.trim(),
    });
    setBusy(false);
    if (res.ok) setSent(res.data.request.id);
    else setError(failureText(res.error, t));
  };

  if (sent !== null) {
    return (
      <p ref={done} tabIndex={-1} role="status" className="po-message po-message--ok">
        {fill(t.requests.sent, { id: sent })}
      </p>
    );
  }
  return (
    <form className="po-form" onSubmit={onSubmit} noValidate>
      {sub ? <p>{subTopicTitle(sub.key, sub.title, t)}</p> : null}
      {transactionId !== null ? (
        <PaymentLine {...{ t, lang, basePath, clock, topicId: topic.id, transactionId }} />
      ) : null}
      <div className="po-field">
        <label htmlFor="po-request-message">{t.requests.message}</label>
        <textarea
          id="po-request-message"
          rows={6}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="po-request-hint po-request-error"
        />
        <p id="po-request-hint" className="po-hint">
          {t.requests.messageHint}
        </p>
        <p id="po-request-error" className="po-field-error" aria-live="polite">
          {error}
        </p>
      </div>
      <div className="po-actions">
        <button type="submit" className="po-button po-button--primary" aria-disabled={busy || undefined}>
          {busy ? t.common.busy : t.requests.send}
        </button>
      </div>
    </form>
  );
}

/** "About payment 12: 500.00 ₽, 1 Mar 2026" for the payment the question is about. */
function PaymentLine(props: {
  t: OfficeDictionary;
  lang: string;
  basePath: string;
  clock: Clock;
  topicId: number;
  transactionId: number;
}) {
  const { t, lang, basePath, clock, topicId, transactionId } = props;
  const one = useLoad(`${topicId}:${transactionId}`, (signal) =>
    officeApi().transaction(topicId, transactionId, signal),
  );
  if (one.status === "error" && one.error)
    return <LoadError error={one.error} t={t} basePath={basePath} onRetry={one.reload} />;
  if (!one.data) return <Loading t={t} />;
  const p = one.data.transaction;
  return (
    <p>
      {fill(t.requests.about, {
        id: p.id,
        amount: displayMoney(p.amount, currencySymbol(p.currency), lang),
        date: displayDateTime(p.createdAt, lang, clock),
      })}
    </p>
  );
}
