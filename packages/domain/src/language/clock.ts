/**
 * The player's clock (spec 000 §1): one decision per request, by the is12h cookie or the country,
 * made by the shell and handed to every remote (mf-clock) so that every time on the page agrees.
 */
export type Clock = "12h" | "24h";

export const CLOCKS: readonly Clock[] = ["12h", "24h"];

export function isClock(value: unknown): value is Clock {
  return value === "12h" || value === "24h";
}

/** How much of a moment to show. */
export type DateTimeStyle =
  /** "Mar 31, 2025, 1:05 PM": history, coupons. */
  | "dateTime"
  /** "31/03, 13:05": kick-off in a list of games. */
  | "dayMonthTime"
  /** "1:05 PM". */
  | "time";

// A list's column of 24-hour times lines up with two-digit hours; "02:00 PM" only looks odd.
const OPTIONS: Record<DateTimeStyle, (clock: Clock) => Intl.DateTimeFormatOptions> = {
  dateTime: () => ({ dateStyle: "medium", timeStyle: "short" }),
  dayMonthTime: (clock) => ({
    day: "2-digit",
    month: "2-digit",
    hour: clock === "12h" ? "numeric" : "2-digit",
    minute: "2-digit",
  }),
  time: () => ({ hour: "numeric", minute: "2-digit" }),
};

/**
 * A moment in the player's language on the player's clock. hourCycle rather than hour12: with
 * hour12 false some engines pick h24 and show midnight as "24:00". An unreadable value is shown as
 * it came; an unknown language falls back to the ISO text rather than failing the page.
 */
export function formatDateTime(
  value: string | Date,
  lang: string,
  clock: Clock,
  style: DateTimeStyle = "dateTime",
  timeZone?: string,
): string {
  const at = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return typeof value === "string" ? value : "";
  try {
    return formatterOf(lang, clock, style, timeZone).format(at);
  } catch {
    return at.toISOString();
  }
}

// Building an Intl.DateTimeFormat costs far more than using one (a page of 100 games formats 100
// kick-offs): one per language, clock, style and time zone, kept for the process's life — a few
// dozen at most, since each part comes from a short list.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 500;

function formatterOf(lang: string, clock: Clock, style: DateTimeStyle, timeZone: string | undefined) {
  const key = `${lang}|${clock}|${style}|${timeZone ?? ""}`;
  let formatter = FORMATTERS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, {
      ...OPTIONS[style](clock),
      hourCycle: clock === "12h" ? "h12" : "h23",
      ...(timeZone ? { timeZone } : {}),
    });
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
    FORMATTERS.set(key, formatter);
  }
  return formatter;
}
