import { useLoad } from "@parlay/web";
import { type FormEvent, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { PaymentStatus, PaymentType } from "../api/types.ts";
import { fill } from "../i18n/index.ts";
import { officeHref } from "../menu.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import { DateRangeFields, FilterActions } from "../ui/date-range-fields.tsx";
import { FiltersPanel } from "../ui/filters-panel.tsx";
import { displayDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { methodName } from "../ui/method-field.tsx";
import { Pager } from "../ui/pager.tsx";
import { StatusBadge } from "../ui/status-badge.tsx";
import {
  datesInOrder,
  type Filters,
  filtersFromQuery,
  HISTORY_PAGE_SIZE,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  toHistoryQuery,
} from "./history-filters.ts";
import type { PageProps } from "./page-props.ts";

/** office/historypay: deposits and withdrawals with filters (type, status, dates) and paging. */
export function HistoryPayPage({ t, lang, basePath, query, clock }: PageProps) {
  const [applied, setApplied] = useState<Filters>(() => filtersFromQuery(query));
  const [draft, setDraft] = useState<Filters>(applied);
  const [datesError, setDatesError] = useState<string | null>(null);
  const history = useLoad(JSON.stringify(applied), (signal) =>
    officeApi().history(toHistoryQuery(applied), signal),
  );

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (!datesInOrder(draft.from, draft.to)) {
      setDatesError(t.history.datesOrder);
      return;
    }
    setDatesError(null);
    setApplied({ ...draft, page: 1 });
  };
  const onClear = () => {
    const none: Filters = { type: "", status: "", from: "", to: "", page: 1 };
    setDraft(none);
    setDatesError(null);
    setApplied(none);
  };

  const data = history.data;
  return (
    <div className="po-history">
      <FiltersPanel label={t.history.filters} id="po-f-filters">
        <form className="po-filters" onSubmit={onApply} noValidate aria-label={t.history.filters}>
          <div className="po-field">
            <label htmlFor="po-f-type">{t.history.type}</label>
            <select
              id="po-f-type"
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as PaymentType | "" })}
            >
              <option value="">{t.history.typeAll}</option>
              {PAYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="po-field">
            <label htmlFor="po-f-status">{t.history.status}</label>
            <select
              id="po-f-status"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as PaymentStatus | "" })}
            >
              <option value="">{t.history.statusAll}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <DateRangeFields
            idPrefix="po-f"
            draft={draft}
            setDraft={setDraft}
            invalid={Boolean(datesError)}
            describedBy="po-f-dates-error"
            labels={{ from: t.history.from, to: t.history.to }}
          />
          <FilterActions apply={t.history.apply} clear={t.history.clear} onClear={onClear} />
          <p id="po-f-dates-error" className="po-field-error po-filters__error" aria-live="polite">
            {datesError}
          </p>
        </form>
      </FiltersPanel>

      {history.status === "error" && history.error ? (
        <LoadError error={history.error} t={t} basePath={basePath} onRetry={history.reload} />
      ) : null}
      {data ? (
        <>
          <p className="po-count" aria-live="polite" aria-busy={history.status === "loading"}>
            {fill(t.history.total, { total: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="po-empty">{t.history.empty}</p>
          ) : (
            <div className="po-table-wrap">
              <table className="po-table" aria-busy={history.status === "loading"}>
                <caption>{t.history.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.history.colDate}</th>
                    <th scope="col">{t.history.colType}</th>
                    <th scope="col">{t.history.colMethod}</th>
                    <th scope="col" className="po-num">
                      {t.history.colAmount}
                    </th>
                    <th scope="col">{t.history.colStatus}</th>
                    <th scope="col">{t.history.colReceipt}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((p) => (
                    <tr key={p.id} data-payment-id={p.id} data-type={p.type}>
                      <td>{displayDateTime(p.createdAt, lang, clock)}</td>
                      <td>{t.types[p.type]}</td>
                      <td>{methodName({ id: p.method }, t)}</td>
                      <td className="po-num" dir="ltr">
                        {p.type === "withdrawal" ? "−" : "+"}
                        {displayMoney(p.amount, currencySymbol(p.currency), lang)}
                      </td>
                      <td>
                        <StatusBadge status={p.status} t={t} />
                      </td>
                      <td>
                        <a href={officeHref(basePath, `paycheck?paymentId=${p.id}`)}>
                          {fill(t.history.receipt, { id: p.id })}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={applied.page}
            pageSize={HISTORY_PAGE_SIZE}
            total={data.total}
            onPage={(page) => setApplied({ ...applied, page })}
            t={t}
          />
        </>
      ) : history.status === "loading" ? (
        <Loading t={t} />
      ) : null}
    </div>
  );
}
