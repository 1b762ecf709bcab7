/**
 * The player's display preferences (spec 001 §3 "Global settings") and the mailing flags of the
 * office settings, as pure data: their defaults, the time-zone choices of `POST /web-api/GetTimezones`
 * and how save errors are shown (001 §8). The zod schema that reads them is settings.ts.
 */

export const APP_THEMES = [0, 1] as const; // 0 light, 1 dark
export const APP_VIEW_TYPES = [0, 1] as const; // 0 European, 1 Asian
export const APP_FONT_SIZES = [0, 1, 2] as const; // small, normal, large
/** How a changed price is marked: 0 colour and arrow, 1 colour only, 2 not marked. */
export const COEF_INDICATION_TYPES = [0, 1, 2] as const;
export const MARKETS_NAME_TYPES = ["short", "full"] as const;
/** The odds views of spec 001 §3 (domain betting odds-formats). */
export const COEF_VIEW_IDS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;

export interface GlobalSettings {
  language: string | null;
  /** The value of a GetTimezones option (hours from UTC). */
  timeZone: number;
  is12h: boolean;
  appTheme: (typeof APP_THEMES)[number];
  appViewType: (typeof APP_VIEW_TYPES)[number];
  appFontSize: (typeof APP_FONT_SIZES)[number];
  coefViewId: (typeof COEF_VIEW_IDS)[number];
  coefIndicationType: (typeof COEF_INDICATION_TYPES)[number];
  marketsNameType: (typeof MARKETS_NAME_TYPES)[number];
  compactView: boolean;
  lightVersion: boolean;
  accumulatorOfTheDayLine: boolean;
  accumulatorOfTheDayLive: boolean;
  betGenerator: boolean;
  showSportsOnly: boolean;
  showGameId: boolean;
  bestMatchesOnTop: boolean;
  detailedScore: boolean;
  statsInNewWindow: boolean;
  teamLogosInCoupon: boolean;
  moveVideoOnScroll: boolean;
  groupByCountry: boolean;
}

/** Office settings (001 §3): which messages the player accepts, and whether the balance is hidden. */
export interface MailingSettings {
  enable_mail_news: boolean;
  enable_mail_deposit: boolean;
  enable_mail_bets: boolean;
  enable_sms_news: boolean;
}

/**
 * Store defaults (001 §3): time zone 3; the accumulator of the day, stats in a new window and moving
 * video on. parlay: the theme defaults to dark (1), the site's own look; light is the player's choice.
 */
export const GLOBAL_SETTINGS_DEFAULTS: Readonly<GlobalSettings> = {
  language: null,
  timeZone: 3,
  is12h: false,
  appTheme: 1,
  appViewType: 0,
  appFontSize: 1,
  coefViewId: 0,
  coefIndicationType: 0,
  marketsNameType: "short",
  compactView: false,
  lightVersion: false,
  accumulatorOfTheDayLine: true,
  accumulatorOfTheDayLive: true,
  betGenerator: false,
  showSportsOnly: false,
  showGameId: false,
  bestMatchesOnTop: false,
  detailedScore: false,
  statsInNewWindow: true,
  teamLogosInCoupon: false,
  moveVideoOnScroll: true,
  groupByCountry: false,
};

export const MAILING_DEFAULTS: Readonly<MailingSettings> = {
  enable_mail_news: true,
  enable_mail_deposit: true,
  enable_mail_bets: true,
  enable_sms_news: false,
};

/** The store's default currency (001 §3, §9). */
export const DEFAULT_CURRENCY = "RUB";

export interface TimezoneOption {
  text: string;
  value: number;
  zone: string;
}

/** The time-zone choices (`GetTimezones` answers them keyed by value). */
export const TIMEZONES: readonly TimezoneOption[] = (
  [
    [-12, "Etc/GMT+12"],
    [-11, "Pacific/Pago_Pago"],
    [-10, "Pacific/Honolulu"],
    [-9, "America/Anchorage"],
    [-8, "America/Los_Angeles"],
    [-7, "America/Denver"],
    [-6, "America/Chicago"],
    [-5, "America/New_York"],
    [-4, "America/Halifax"],
    [-3, "America/Sao_Paulo"],
    [-2, "Atlantic/South_Georgia"],
    [-1, "Atlantic/Azores"],
    [0, "Europe/London"],
    [1, "Europe/Berlin"],
    [2, "Europe/Kiev"],
    [3, "Europe/Moscow"],
    [4, "Asia/Dubai"],
    [5, "Asia/Tashkent"],
    [5.5, "Asia/Kolkata"],
    [6, "Asia/Almaty"],
    [7, "Asia/Bangkok"],
    [8, "Asia/Singapore"],
    [9, "Asia/Tokyo"],
    [10, "Australia/Sydney"],
    [11, "Pacific/Noumea"],
    [12, "Pacific/Auckland"],
    [13, "Pacific/Tongatapu"],
    [14, "Pacific/Kiritimati"],
  ] as const
).map(([value, zone]) => ({ text: `(UTC${utcOffsetText(value)}) ${zone.replace(/_/g, " ")}`, value, zone }));

function utcOffsetText(hours: number): string {
  if (hours === 0) return "";
  const sign = hours < 0 ? "−" : "+";
  const abs = Math.abs(hours);
  const h = Math.floor(abs);
  const m = Math.round((abs - h) * 60);
  return `${sign}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function isTimezoneValue(value: number): boolean {
  return TIMEZONES.some((t) => t.value === value);
}

/** A save error to show (001 §8). Lower priority numbers come first. */
export interface SettingsNotice {
  message: string;
  priority: number;
}

/** At most this many error notices at once (001 §9). */
export const MAX_NOTICES = 3;

/**
 * What a settings save shows (001 §8): with no error, the success key; otherwise at most three
 * errors sorted by priority (a server error with status 2 carries its own message at priority 1),
 * equal priorities keeping their order.
 */
export function settingsNotices(
  errors: readonly SettingsNotice[],
): { kind: "success"; key: "main_save_success" } | { kind: "errors"; errors: SettingsNotice[] } {
  if (errors.length === 0) return { kind: "success", key: "main_save_success" };
  const sorted = errors.map((e, i) => ({ e, i })).sort((a, b) => a.e.priority - b.e.priority || a.i - b.i);
  return { kind: "errors", errors: sorted.slice(0, MAX_NOTICES).map(({ e }) => e) };
}

/** The odds views the view type lets a player pick (001 §3): the Asian view adds 14, 15, 16. */
export function selectableCoefViews(allowed: readonly number[], appViewType: 0 | 1): number[] {
  const asian = (v: number) => v >= 14 && v <= 16;
  const european = (v: number) => v >= 4 && v <= 6;
  // European: never 14–16. Asian: 14–16 take the place of 4–6 (where the site allows the variant).
  if (appViewType === 0) return allowed.filter((v) => !asian(v));
  return allowed.filter((v) => !(european(v) && allowed.includes(v + 10)));
}
