/**
 * The player's global settings in this browser (spec 001 §3): the server keeps them
 * (`GET/POST /web-api/user/settings`); the page mirrors the display part in local storage
 * (`parlay:global-settings`, read by the coupon and the betting remote) and on the root element
 * (`data-theme`, `data-font-size`: the shell's CSS variables follow). Whoever changes them calls
 * `applyPlayerSettings`, which also tells every open part of the page (`parlay:settings:update`).
 */
export const GLOBAL_SETTINGS_KEY = "parlay:global-settings";
export const SETTINGS_EVENT = "parlay:settings:update";
export const PLAYER_SETTINGS_PATH = "/web-api/user/settings";

/** The display settings the pages read from local storage. */
export interface DisplaySettings {
  appTheme: 0 | 1;
  appViewType: 0 | 1;
  appFontSize: 0 | 1 | 2;
  coefViewId: number;
  is12h: boolean;
  timeZone: number;
  showGameId: boolean;
  groupByCountry: boolean;
  compactView: boolean;
}

const DISPLAY_KEYS: readonly (keyof DisplaySettings)[] = [
  "appTheme",
  "appViewType",
  "appFontSize",
  "coefViewId",
  "is12h",
  "timeZone",
  "showGameId",
  "groupByCountry",
  "compactView",
];

/** The theme and font size on the root element (0 light, 1 dark; 0 small, 1 normal, 2 large). */
export function applyTheme(
  doc: Document,
  settings: Partial<Pick<DisplaySettings, "appTheme" | "appFontSize">>,
): void {
  const root = doc.documentElement;
  if (settings.appTheme !== undefined) root.dataset.theme = settings.appTheme === 0 ? "light" : "dark";
  if (settings.appFontSize !== undefined) root.dataset.fontSize = String(settings.appFontSize);
}

/** Mirrors server settings in this browser and tells the page (the same tab and, by `storage`, the others). */
export function applyPlayerSettings(global: Partial<DisplaySettings> & Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const picked: Partial<Record<keyof DisplaySettings, unknown>> = {};
  for (const key of DISPLAY_KEYS) if (global[key] !== undefined) picked[key] = global[key];
  try {
    const raw = JSON.parse(window.localStorage.getItem(GLOBAL_SETTINGS_KEY) ?? "{}") as Record<
      string,
      unknown
    >;
    window.localStorage.setItem(GLOBAL_SETTINGS_KEY, JSON.stringify({ ...raw, ...picked }));
  } catch {
    // storage refused: the page still follows for now
  }
  applyTheme(document, picked as Partial<DisplaySettings>);
  window.dispatchEvent(new CustomEvent(SETTINGS_EVENT, { detail: picked }));
}

/** The stored display settings of this browser (what the last `applyPlayerSettings` wrote). */
export function storedDisplaySettings(): Partial<DisplaySettings> {
  try {
    const raw = JSON.parse(window.localStorage.getItem(GLOBAL_SETTINGS_KEY) ?? "{}") as Record<
      string,
      unknown
    >;
    return raw && typeof raw === "object" ? (raw as Partial<DisplaySettings>) : {};
  } catch {
    return {};
  }
}
