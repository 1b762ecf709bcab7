import type { BettingDictionary } from "./i18n/index.ts";
import { TIME_FILTERS, type TimeFilter } from "./routes.ts";
import {
  type BettingView,
  type CyberFilter,
  MARKET_COLUMNS,
  marketColumns,
  useSettings,
} from "./settings.tsx";

/** A plain GET form: works without JavaScript, and the shell turns its navigation into a page. */
export function TimeFilterForm({ timeFilter, t }: { timeFilter: TimeFilter; t: BettingDictionary }) {
  return (
    <form className="pb-filter" method="get">
      <label>
        {t.timeFilter}{" "}
        <select
          name="timeFilter"
          defaultValue={timeFilter}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {TIME_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t.timeFilters[f]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="pb-button">
        {t.show}
      </button>
    </form>
  );
}

/**
 * The betting view (spec 001 §3), kept in local storage: group by categories, cyber filter, wide
 * scoreboard, upcoming only, only with video, filtered markets. A disclosure, so it takes no room
 * until opened.
 */
export function ViewOptions({ t, cyberFilter = true }: { t: BettingDictionary; cyberFilter?: boolean }) {
  const { view, setView } = useSettings();
  const set = (patch: Partial<BettingView>) => setView({ ...view, ...patch });
  const columns = marketColumns(view);
  const toggleColumn = (column: string, on: boolean) => {
    const next = MARKET_COLUMNS.filter((c) => (c === column ? on : columns.includes(c)));
    if (next.length > 0) set({ filteredMarkets: next.join(",") });
  };
  const box = (
    key: "groupByCategories" | "wideScoreboard" | "upcomingOnly" | "onlyWithVideo",
    label: string,
  ) => (
    <label className="pb-check">
      <input type="checkbox" checked={view[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />{" "}
      {label}
    </label>
  );
  return (
    <details className="pb-view">
      <summary className="pb-button">{t.viewOptions}</summary>
      <div className="pb-view__body">
        {box("groupByCategories", t.groupByCategories)}
        {box("wideScoreboard", t.wideScoreboard)}
        {box("upcomingOnly", t.upcomingOnly)}
        {box("onlyWithVideo", t.onlyWithVideo)}
        {cyberFilter ? (
          <label className="pb-check">
            {t.cyberFilter}{" "}
            <select
              value={view.cyberFilter}
              onChange={(e) => set({ cyberFilter: e.currentTarget.value as CyberFilter })}
            >
              <option value="all">{t.cyberAll}</option>
              <option value="classic">{t.cyberClassic}</option>
              <option value="cyber">{t.cyberOnly}</option>
            </select>
          </label>
        ) : null}
        <fieldset className="pb-fieldset">
          <legend>{t.filteredMarkets}</legend>
          {MARKET_COLUMNS.map((c) => (
            <label key={c} className="pb-check">
              <input
                type="checkbox"
                checked={columns.includes(c)}
                disabled={columns.length === 1 && columns.includes(c)}
                onChange={(e) => toggleColumn(c, e.currentTarget.checked)}
              />{" "}
              {t.marketColumns[c]}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
