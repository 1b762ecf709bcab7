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

/** One part of a written moment: a number of the date or time, the day period, or literal text. */
export type MomentPart =
  | { type: "day" | "month" | "hour" | "minute"; digits: 1 | 2 }
  | { type: "dayPeriod" }
  | { type: "literal"; value: string };

/**
 * How one language writes one style on one clock, read off Intl where Intl is cheap (the server) so
 * that the browser can write the player's local times without it: a page's first `Intl` object costs
 * 150–220 ms of main thread on a mid-range phone (docs/benchmarks.md "Lighthouse"), the rest of the
 * page's hydration no more. Only numeric styles compile ("time", "dayMonthTime"); month names do not.
 */
export interface MomentPattern {
  clock: Clock;
  parts: MomentPart[];
  /** The language's ten digits, 0 to 9 ("٠١٢٣٤٥٦٧٨٩" in Arabic). */
  digits: string[];
  /** Before and after noon, as the language writes them ("AM", "PM"; "ص", "م"). */
  dayPeriods: [string, string];
}

const PATTERNS = new Map<string, MomentPattern | null>();

/**
 * The pattern of `formatDateTime(…, lang, clock, style)` without a time zone, or null when the style
 * or language cannot be written by a pattern. Checked before it is returned: the pattern must write
 * every minute of a day and a time on every day of a year exactly as Intl does, so a language whose
 * rules the pattern does not capture falls back to Intl instead of showing a wrong time.
 */
export function momentPattern(lang: string, clock: Clock, style: DateTimeStyle): MomentPattern | null {
  const key = `${lang}|${clock}|${style}`;
  if (!PATTERNS.has(key)) PATTERNS.set(key, compilePattern(lang, clock, style));
  return PATTERNS.get(key) ?? null;
}

function compilePattern(lang: string, clock: Clock, style: DateTimeStyle): MomentPattern | null {
  if (style === "dateTime") return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterOf(lang, clock, style, undefined);
  } catch {
    return null;
  }
  // 1:05 on 2 February: a one-digit hour, day and month show whether the language pads them.
  const sample = new Date(2001, 1, 2, 1, 5);
  const morning = formatter.formatToParts(sample);
  const evening = formatter.formatToParts(new Date(2001, 1, 2, 13, 5));
  // V8 writes a plain space in format() where formatToParts() has ICU's narrow no-break space.
  const spaces = formatter.format(sample).includes("\u202f") ? undefined : /\u202f/g;
  const { numberingSystem } = formatter.resolvedOptions();
  const digitFormat = new Intl.NumberFormat(lang, { numberingSystem, useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => digitFormat.format(d));
  const parts: MomentPart[] = [];
  for (const part of morning) {
    if (part.type === "literal")
      parts.push({ type: "literal", value: spaces ? part.value.replace(spaces, " ") : part.value });
    else if (part.type === "dayPeriod") parts.push({ type: "dayPeriod" });
    else if (part.type === "day" || part.type === "month" || part.type === "hour" || part.type === "minute")
      parts.push({ type: part.type, digits: [...part.value].length === 2 ? 2 : 1 });
    else return null;
  }
  const period = (list: Intl.DateTimeFormatPart[]) => list.find((p) => p.type === "dayPeriod")?.value ?? "";
  const pattern: MomentPattern = { clock, parts, digits, dayPeriods: [period(morning), period(evening)] };
  return writesAsIntlDoes(pattern, formatter) ? pattern : null;
}

function writesAsIntlDoes(pattern: MomentPattern, formatter: Intl.DateTimeFormat): boolean {
  for (let minute = 0; minute < 24 * 60; minute++) {
    const at = new Date(2001, 0, 1, Math.floor(minute / 60), minute % 60);
    if (writeMoment(pattern, at) !== formatter.format(at)) return false;
  }
  for (let day = 0; day < 366; day++) {
    const at = new Date(2004, 0, 1 + day, day % 24, (day * 7) % 60);
    if (writeMoment(pattern, at) !== formatter.format(at)) return false;
  }
  return true;
}

/**
 * A moment by a pattern from `momentPattern`, in the runtime's time zone or in UTC (what a server
 * render and the hydration of its markup agree on): no Intl here.
 */
export function writeMoment(pattern: MomentPattern, at: Date, zone: "local" | "utc" = "local"): string {
  const number = (n: number, width: 1 | 2) =>
    String(n)
      .padStart(width, "0")
      .replace(/\d/g, (d) => pattern.digits[Number(d)] ?? d);
  const utc = zone === "utc";
  const hours = utc ? at.getUTCHours() : at.getHours();
  let text = "";
  for (const part of pattern.parts) {
    if (part.type === "literal") text += part.value;
    else if (part.type === "dayPeriod") text += pattern.dayPeriods[hours < 12 ? 0 : 1];
    else if (part.type === "day") text += number(utc ? at.getUTCDate() : at.getDate(), part.digits);
    else if (part.type === "month") text += number((utc ? at.getUTCMonth() : at.getMonth()) + 1, part.digits);
    else if (part.type === "minute") text += number(utc ? at.getUTCMinutes() : at.getMinutes(), part.digits);
    else text += number(pattern.clock === "12h" ? hours % 12 || 12 : hours, part.digits);
  }
  return text;
}
