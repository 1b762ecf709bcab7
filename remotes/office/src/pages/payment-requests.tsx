import { PAYMENT_REQUEST_TOPICS, paymentRequestTopic } from "@parlay/domain/wallet";
import { useLoad } from "@parlay/web";
import { useState } from "react";
import { officeApi } from "../api/office-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import type { SubTopicKey, TopicKey } from "../i18n/types.ts";
import { officeHref } from "../menu.ts";
import { useDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { Pager } from "../ui/pager.tsx";
import type { PageProps } from "./page-props.ts";

const REQUESTS_PAGE_SIZE = 10;

/** A topic's title in the player's language (the topics are pure data in @parlay/domain/wallet). */
export function topicTitle(key: string, fallback: string, t: OfficeDictionary): string {
  return t.requests.topics[key as TopicKey] ?? fallback;
}

export function subTopicTitle(key: string, fallback: string, t: OfficeDictionary): string {
  return t.requests.subTopics[key as SubTopicKey] ?? fallback;
}

/** The topics as links: pure data, so they are in the server-rendered page and work without JavaScript. */
export function TopicLinks({ t, basePath }: { t: OfficeDictionary; basePath: string }) {
  return (
    <section aria-labelledby="po-topics-title">
      <h2 id="po-topics-title">{t.requests.topicsTitle}</h2>
      <ul className="po-link-list">
        {PAYMENT_REQUEST_TOPICS.map((topic) => (
          <li key={topic.id}>
            <a href={officeHref(basePath, `payment/create-request/${topic.id}`)}>
              {topicTitle(topic.key, topic.title, t)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** office/payment/requests: ask support about a payment, and the questions asked so far. */
export function PaymentRequestsPage({ t, lang, basePath, clock, initial }: PageProps) {
  const when = useDateTime(lang, clock);
  const [page, setPage] = useState(1);
  const list = useLoad(String(page), (signal) => officeApi().requests(page, signal), {
    initial: initial.requests,
  });
  const data = list.data;
  return (
    <div className="po-requests">
      <p>{t.requests.intro}</p>
      <TopicLinks t={t} basePath={basePath} />
      <section aria-labelledby="po-mine-title">
        <h2 id="po-mine-title">{t.requests.mine}</h2>
        {list.status === "error" && list.error ? (
          <LoadError error={list.error} t={t} basePath={basePath} onRetry={list.reload} />
        ) : !data ? (
          <Loading t={t} />
        ) : data.items.length === 0 ? (
          <p className="po-empty">{t.requests.none}</p>
        ) : (
          <>
            <ul className="po-request-list">
              {data.items.map((r) => {
                const topic = paymentRequestTopic(r.topicId);
                const sub = topic?.subTopics.find((s) => s.id === r.subTopicId);
                return (
                  <li key={r.id} className="po-request" data-request-id={r.id}>
                    <p className="po-request__title">
                      <strong>{`#${r.id} ${topic ? topicTitle(topic.key, topic.title, t) : ""}`}</strong>
                      {sub ? ` — ${subTopicTitle(sub.key, sub.title, t)}` : ""}
                    </p>
                    <p className="po-request__meta">
                      <span className="po-status" data-status={r.status}>
                        {t.requests.statuses[r.status]}
                      </span>{" "}
                      {fill(t.requests.created, { date: when(r.createdAt) })}
                    </p>
                    <p className="po-request__text">{r.message}</p>
                    {r.answer !== null && (
                      <div className="po-request__answer">
                        <p className="po-request__meta">
                          {fill(t.requests.answer, { date: r.answeredAt ? when(r.answeredAt) : "" })}
                        </p>
                        <p className="po-request__text">{r.answer}</p>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <Pager page={page} pageSize={REQUESTS_PAGE_SIZE} total={data.total} onPage={setPage} t={t} />
          </>
        )}
      </section>
    </div>
  );
}
