/**
 * The player's display settings the pages follow, both kept in local storage (read after
 * hydration, so the first client render equals the server's):
 * - `parlay:global-settings` — the global settings of spec 001 §3 the pages use: `coefViewId` (odds
 *   format, domain odds-formats), `showGameId` and `groupByCountry`. The shell keeps no global settings yet; whoever
 *   changes them writes this key and dispatches `parlay:settings:update` (other tabs get `storage`).
 * - `parlay:betting-view` — the betting view of spec 001 §3: group by categories, cyber filter, wide
 *   scoreboard, upcoming only, only with video, filtered markets (comma-separated).
 */
import { CoefView, type CoefViewId, isCoefViewId } from "@parlay/domain/betting";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export const GLOBAL_SETTINGS_KEY = "parlay:global-settings";
export const BETTING_VIEW_KEY = "parlay:betting-view";
export const SETTINGS_EVENT = "parlay:settings:update";

export interface GlobalSettings {
  coefViewId: CoefViewId;
  showGameId: boolean;
  /** Championships grouped under their country. */
  groupByCountry: boolean;
}

export const MARKET_COLUMNS = ["main", "total", "handicap"] as const;
export type MarketColumn = (typeof MARKET_COLUMNS)[number];
export type CyberFilter = "all" | "classic" | "cyber";

export interface BettingView {
  groupByCategories: boolean;
  cyberFilter: CyberFilter;
  wideScoreboard: boolean;
  upcomingOnly: boolean;
  onlyWithVideo: boolean;
  /** Comma-separated market columns of the lists, in MARKET_COLUMNS order. */
  filteredMarkets: string;
}

export const DEFAULT_GLOBAL: GlobalSettings = {
  coefViewId: CoefView.decimal,
  showGameId: false,
  groupByCountry: false,
};
export const DEFAULT_VIEW: BettingView = {
  groupByCategories: true,
  cyberFilter: "all",
  wideScoreboard: false,
  upcomingOnly: false,
  onlyWithVideo: false,
  filteredMarkets: "main",
};

function parseJson(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Stored global settings, each field checked; anything else falls back to the default. */
export function parseGlobal(raw: string | null): GlobalSettings {
  const v = parseJson(raw);
  return {
    coefViewId: isCoefViewId(v.coefViewId) ? v.coefViewId : DEFAULT_GLOBAL.coefViewId,
    showGameId: typeof v.showGameId === "boolean" ? v.showGameId : DEFAULT_GLOBAL.showGameId,
    groupByCountry: typeof v.groupByCountry === "boolean" ? v.groupByCountry : DEFAULT_GLOBAL.groupByCountry,
  };
}

/** The stored betting view, each field checked; unknown market columns are dropped. */
export function parseView(raw: string | null): BettingView {
  const v = parseJson(raw);
  const bool = (key: keyof BettingView) =>
    typeof v[key] === "boolean" ? (v[key] as boolean) : (DEFAULT_VIEW[key] as boolean);
  const markets =
    typeof v.filteredMarkets === "string"
      ? MARKET_COLUMNS.filter(
          (c) => v.filteredMarkets === c || String(v.filteredMarkets).split(",").includes(c),
        )
      : [];
  return {
    groupByCategories: bool("groupByCategories"),
    cyberFilter: v.cyberFilter === "classic" || v.cyberFilter === "cyber" ? v.cyberFilter : "all",
    wideScoreboard: bool("wideScoreboard"),
    upcomingOnly: bool("upcomingOnly"),
    onlyWithVideo: bool("onlyWithVideo"),
    filteredMarkets: markets.length > 0 ? markets.join(",") : DEFAULT_VIEW.filteredMarkets,
  };
}

export const marketColumns = (view: BettingView): MarketColumn[] =>
  MARKET_COLUMNS.filter((c) => view.filteredMarkets.split(",").includes(c));

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

interface Settings {
  global: GlobalSettings;
  view: BettingView;
  setView: (next: BettingView) => void;
  /** True once the stored settings are read (after hydration). */
  ready: boolean;
}

const SettingsContext = createContext<Settings>({
  global: DEFAULT_GLOBAL,
  view: DEFAULT_VIEW,
  setView: () => {},
  ready: false,
});

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [global, setGlobal] = useState(DEFAULT_GLOBAL);
  const [view, setViewState] = useState(DEFAULT_VIEW);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const read = () => {
      setGlobal(parseGlobal(readStorage(GLOBAL_SETTINGS_KEY)));
      setViewState(parseView(readStorage(BETTING_VIEW_KEY)));
      setReady(true);
    };
    read();
    window.addEventListener("storage", read);
    window.addEventListener(SETTINGS_EVENT, read);
    return () => {
      window.removeEventListener("storage", read);
      window.removeEventListener(SETTINGS_EVENT, read);
    };
  }, []);
  const setView = useCallback((next: BettingView) => {
    setViewState(next);
    try {
      localStorage.setItem(BETTING_VIEW_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ global, view, setView, ready }), [global, view, setView, ready]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export const useSettings = () => useContext(SettingsContext);

/** Fixed settings (server render tests, stories): no storage read. */
export function StaticSettings({
  global = DEFAULT_GLOBAL,
  view = DEFAULT_VIEW,
  children,
}: {
  global?: GlobalSettings;
  view?: BettingView;
  children: ReactNode;
}) {
  return (
    <SettingsContext.Provider value={{ global, view, setView: () => {}, ready: true }}>
      {children}
    </SettingsContext.Provider>
  );
}
