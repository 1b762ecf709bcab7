import { Tabs, tabPanelProps, useLoad } from "@parlay/web";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { COUPON_STATUS_FILTERS, type CouponStatusFilter, type CouponView } from "../api/betting-types.ts";
import { officeApi, officeBettingApi } from "../api/office-api.ts";
import { fill } from "../i18n/index.ts";
import type { CouponTypeKey } from "../i18n/types.ts";
import { CouponList } from "../ui/coupon-list.tsx";
import { DateRangeFields, FilterActions } from "../ui/date-range-fields.tsx";
import { FiltersPanel } from "../ui/filters-panel.tsx";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { Pager } from "../ui/pager.tsx";
import {
  BET_HISTORY_PAGE_SIZE,
  type BetFilters,
  betFiltersFromQuery,
  betFiltersSearch,
  datesInOrder,
  defaultBetFilters,
  toCouponFilters,
} from "./bet-history-filters.ts";
import { CasinoHistory, casinoPageFrom } from "./casino-history.tsx";
import type { PageProps } from "./page-props.ts";

/** Coupon type ids 0–9 (spec 001 §3) in the order of the type filter. */
const TYPE_KEYS: readonly CouponTypeKey[] = [
  "single",
  "express",
  "system",
  "chain",
  "multibet",
  "conditional",
  "antiExpress",
  "lucky",
  "patent",
  "manySingles",
];

/** The shell coupon listens for this (contract §5): it loads the code's selections into the bet slip. */
export const COUPON_LOAD_EVENT = "parlay:coupon:load";

/** Keeps the filters in the address, so a reload or a shared link shows the same coupons. */
function writeFiltersToUrl(filters: BetFilters, today: string): void {
  const url = `${window.location.pathname}${betFiltersSearch(filters, today)}${window.location.hash}`;
  window.history.replaceState(window.history.state, "", url);
}

type HistoryTab = "sports" | "casino";
const TABS_ID = "po-history";

/**
 * office/history: two tabs, the sports coupons (below) and the casino rounds (`?tab=casino`,
 * casino-history.tsx). The tab and its page live in the address, so a reload or a shared link shows
 * the same list, and the server renders the tab the address names with its data.
 */
export function BetHistoryPage(props: PageProps) {
  const { t, query } = props;
  const [tab, setTab] = useState<HistoryTab>(query.tab === "casino" ? "casino" : "sports");
  const [casinoPage, setCasinoPage] = useState(() => casinoPageFrom(query));
  const showCasinoPage = (page: number) => {
    setCasinoPage(page);
    const search = page > 1 ? `?tab=casino&page=${page}` : "?tab=casino";
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  };
  const select = (next: HistoryTab) => {
    setTab(next);
    if (next === "casino") showCasinoPage(1);
    else window.history.replaceState(window.history.state, "", window.location.pathname);
  };
  return (
    <>
      <Tabs
        idBase={TABS_ID}
        label={t.casino.tabsLabel}
        items={[
          { key: "sports", label: t.casino.sportsTab },
          { key: "casino", label: t.casino.casinoTab },
        ]}
        selected={tab}
        onSelect={select}
        className="po-tabs"
      />
      <div {...tabPanelProps(TABS_ID, tab)}>
        {tab === "casino" ? (
          <CasinoHistory
            t={t}
            lang={props.lang}
            basePath={props.basePath}
            clock={props.clock}
            page={casinoPage}
            onPage={showCasinoPage}
            initial={props.initial.casino}
          />
        ) : (
          // Opened on the casino tab, the address's page belongs to the casino list, not the coupons.
          <SportsBets {...props} query={query.tab === "casino" ? {} : query} />
        )}
      </div>
    </>
  );
}

/**
 * The sports tab: the player's coupons with filters (status, dates, type, account) kept in the URL
 * query, paging with the total, each coupon's facts and selections, and the actions: bet again
 * (loads the coupon's code into the shell's bet slip), print, copy the code.
 */
function SportsBets({ t, lang, basePath, query, today, clock, renderedAt, initial }: PageProps) {
  const [applied, setApplied] = useState<BetFilters>(() => betFiltersFromQuery(query, today));
  const [draft, setDraft] = useState<BetFilters>(applied);
  const [datesError, setDatesError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [notice, setNotice] = useState<string | null>(null);
  // The server rendered the URL's filters with their first answer: hydration does not ask again.
  const coupons = useLoad(
    JSON.stringify(applied),
    (signal) => officeBettingApi().coupons(toCouponFilters(applied), signal),
    { initial: initial.coupons },
  );
  const accounts = useLoad("accounts", (signal) => officeApi().accounts(signal), {
    initial: initial.accounts,
  });
  const data = coupons.data;
  // Read once per answer: a leg whose game has begun since is still "waiting for the result". The
  // server's answer is read at the server's render time, so hydration shows what the server did.
  const now = useMemo(
    () => (data === null ? 0 : data === initial.coupons ? renderedAt : Date.now()),
    [data, initial.coupons, renderedAt],
  );

  const show = (next: BetFilters) => {
    setApplied(next);
    writeFiltersToUrl(next, today);
  };
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    if (!datesInOrder(draft.from, draft.to)) {
      setDatesError(t.bets.datesOrder);
      return;
    }
    setDatesError(null);
    show({ ...draft, page: 1 });
  };
  const onReset = () => {
    const none = defaultBetFilters(today);
    setDraft(none);
    setDatesError(null);
    show(none);
  };
  const onToggle = useCallback((id: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onLoadAgain = (coupon: CouponView) => {
    if (!coupon.code) return;
    window.dispatchEvent(new CustomEvent(COUPON_LOAD_EVENT, { detail: { code: coupon.code } }));
    setNotice(fill(t.bets.loading, { id: coupon.id }));
  };
  const onCopy = (coupon: CouponView) => {
    const code = coupon.code;
    if (!code) return;
    const failed = () => setNotice(fill(t.bets.copyFailed, { code }));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(code).then(() => setNotice(fill(t.bets.copied, { code })), failed);
  };

  const accountList = accounts.data?.accounts ?? [];
  return (
    <div className="po-history po-bets">
      <p className="po-note">{t.bets.intro}</p>
      <FiltersPanel label={t.bets.filters} id="po-b-filters">
        <form className="po-filters" onSubmit={onApply} noValidate aria-label={t.bets.filters}>
          <div className="po-field">
            <label htmlFor="po-b-status">{t.bets.status}</label>
            <select
              id="po-b-status"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as CouponStatusFilter })}
            >
              {COUPON_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {t.bets.statusFilters[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="po-field">
            <label htmlFor="po-b-type">{t.bets.type}</label>
            <select
              id="po-b-type"
              value={draft.typeId ?? ""}
              onChange={(e) =>
                setDraft({ ...draft, typeId: e.target.value === "" ? null : Number(e.target.value) })
              }
            >
              <option value="">{t.bets.typeAll}</option>
              {TYPE_KEYS.map((key, typeId) => (
                <option key={key} value={typeId}>
                  {t.bets.types[key]}
                </option>
              ))}
            </select>
          </div>
          <div className="po-field">
            <label htmlFor="po-b-account">{t.bets.account}</label>
            <select
              id="po-b-account"
              value={draft.accountId ?? ""}
              onChange={(e) =>
                setDraft({ ...draft, accountId: e.target.value === "" ? null : Number(e.target.value) })
              }
            >
              <option value="">{t.bets.accountAll}</option>
              {accountList.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.labelWithSymbol}
                </option>
              ))}
              {draft.accountId !== null && !accountList.some((a) => a.id === draft.accountId) ? (
                <option value={draft.accountId}>{draft.accountId}</option>
              ) : null}
            </select>
          </div>
          <DateRangeFields
            idPrefix="po-b"
            draft={draft}
            setDraft={setDraft}
            invalid={Boolean(datesError)}
            describedBy="po-b-dates-hint po-b-dates-error"
            labels={{ from: t.bets.from, to: t.bets.to }}
          />
          <FilterActions apply={t.bets.apply} clear={t.bets.clear} onClear={onReset} />
          <p id="po-b-dates-hint" className="po-hint po-filters__error">
            {t.bets.datesHint}
          </p>
          <p id="po-b-dates-error" className="po-field-error po-filters__error" aria-live="polite">
            {datesError}
          </p>
        </form>
      </FiltersPanel>

      <p className="po-message po-message--ok" role="status">
        {notice}
      </p>
      {coupons.status === "error" && coupons.error ? (
        <LoadError error={coupons.error} t={t} basePath={basePath} onRetry={coupons.reload} />
      ) : null}
      <h2 className="po-visually-hidden">{t.bets.listLabel}</h2>
      {data ? (
        <>
          <p className="po-count" aria-live="polite" aria-busy={coupons.status === "loading"}>
            {fill(t.bets.total, { total: data.total })}
          </p>
          {data.items.length === 0 ? (
            <div className="po-empty">
              <p>{t.bets.empty}</p>
              <p className="po-note">{t.bets.emptyHint}</p>
              <a className="po-button" href={`${basePath}/line`}>
                {t.bets.toSportsbook}
              </a>
            </div>
          ) : (
            <CouponList
              coupons={data.items}
              t={t}
              lang={lang}
              basePath={basePath}
              clock={clock}
              now={now}
              expanded={expanded}
              onToggle={onToggle}
              onLoadAgain={onLoadAgain}
              onCopy={onCopy}
            />
          )}
          <Pager
            page={applied.page}
            pageSize={BET_HISTORY_PAGE_SIZE}
            total={data.total}
            onPage={(page) => show({ ...applied, page })}
            t={t}
          />
        </>
      ) : coupons.status === "loading" ? (
        <Loading t={t} />
      ) : null}
    </div>
  );
}
