import type { MessageItem, MessagesAnswer } from "@parlay/contracts/support";
import { formatMoney } from "@parlay/domain/wallet";
import { useLoad } from "@parlay/web";
import { useState } from "react";
import { MESSAGES_CHANGED_EVENT, officeSupportApi } from "../api/support-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import { failureText } from "../ui/errors.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { Pager } from "../ui/pager.tsx";
import { couponStatusKey } from "./coupon-facts.ts";

const PAGE_SIZE = 20;

function money(amount: string | undefined, currency: string | undefined, lang: string): string {
  if (!amount || !currency || !/^-?\d+$/.test(amount)) return amount ?? "";
  try {
    return displayMoney(formatMoney(BigInt(amount), currency), currencySymbol(currency), lang);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A system message's text in the reader's language: the kind's text with its parameters filled in. */
export function messageText(
  m: Pick<MessageItem, "kind" | "params">,
  t: OfficeDictionary,
  lang: string,
): string {
  const k = t.support.kinds;
  const p = m.params;
  const amount = money(p.amount, p.currency, lang);
  switch (m.kind) {
    case "deposit_credited":
      return fill(k.deposit_credited, { amount });
    case "withdrawal_decided":
      return fill(p.outcome === "paid" ? k.withdrawal_paid : k.withdrawal_refused, { amount });
    case "bet_settled":
      return fill(k.bet_settled, {
        couponId: p.couponId ?? "",
        amount,
        status: t.bets.couponStatuses[couponStatusKey(Number(p.status))],
      });
    case "limit_changed": {
      const change = t.support.limitChanges[p.change as keyof OfficeDictionary["support"]["limitChanges"]];
      return fill(k.limit_changed, { change: change ?? "" });
    }
    case "support_answered":
      return fill(k.support_answered, { subject: p.subject ?? "" });
    case "verification_decided":
      return k.verification_decided;
    default:
      return k.unknown;
  }
}

/** The inbox: newest first, unread marked, mark one or all read. */
export function MessagesSection({
  t,
  lang,
  basePath,
  dateTime,
  initial,
}: {
  t: OfficeDictionary;
  lang: string;
  basePath: string;
  dateTime: (iso: string) => string;
  initial?: MessagesAnswer | undefined;
}) {
  const s = t.support;
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState("");
  const list = useLoad(`messages:${page}:${version}`, (signal) => officeSupportApi().messages(page, signal), {
    initial: page === 1 && version === 0 ? initial : undefined,
  });
  const mark = async (ids: string[] | "all") => {
    const res = await officeSupportApi().markRead(ids);
    setError(res.ok ? "" : failureText(res.error, t));
    setVersion((v) => v + 1);
    window.dispatchEvent(new CustomEvent(MESSAGES_CHANGED_EVENT));
  };
  const data = list.data;
  return (
    <section className="po-sec" aria-labelledby="po-msg-title" data-section="messages">
      <h2 id="po-msg-title">{s.messagesTitle}</h2>
      {list.status === "error" && list.error ? (
        <LoadError error={list.error} t={t} basePath={basePath} onRetry={list.reload} />
      ) : !data ? (
        <Loading t={t} />
      ) : data.items.length === 0 ? (
        <p className="po-empty">{s.noMessages}</p>
      ) : (
        <>
          <p className="po-note" data-unread={data.unread}>
            {fill(s.unread, { count: data.unread })}
          </p>
          {data.unread > 0 ? (
            <button type="button" className="po-button" onClick={() => void mark("all")}>
              {s.markAllRead}
            </button>
          ) : null}
          <ul className="po-messages">
            {data.items.map((m) => (
              <li
                key={m.id}
                className="po-message-item"
                data-kind={m.kind}
                data-read={m.read ? "true" : "false"}
              >
                <p>
                  {m.read ? null : <span className="po-badge">{s.newBadge}</span>}{" "}
                  {m.read ? messageText(m, t, lang) : <strong>{messageText(m, t, lang)}</strong>}
                </p>
                <p className="po-note">
                  <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </p>
                {m.read ? null : (
                  <button
                    type="button"
                    className="po-button po-button--small"
                    onClick={() => void mark([m.id])}
                  >
                    {s.markRead}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} t={t} />
        </>
      )}
      <p className="po-form-error" role="alert">
        {error}
      </p>
    </section>
  );
}
