import { describe, expect, it } from "vitest";
import { CLOCKS, formatDateTime, isClock, momentPattern, writeMoment } from "./clock.ts";

const afternoon = "2025-03-31T13:05:00Z";
const midnight = "2025-03-31T00:05:00Z";
const utc = "UTC";

describe("the player's clock in every time (spec 000 §1)", () => {
  it("shows 12-hour times with a day period and 24-hour times without", () => {
    expect(formatDateTime(afternoon, "en", "12h", "time", utc)).toBe("1:05 PM");
    expect(formatDateTime(afternoon, "en", "24h", "time", utc)).toBe("13:05");
    expect(formatDateTime(afternoon, "en", "12h", "dayMonthTime", utc)).toMatch(/^03\/31, 1:05\sPM$/);
    expect(formatDateTime(afternoon, "en", "24h", "dayMonthTime", utc)).toBe("03/31, 13:05");
    expect(formatDateTime("2025-03-31T08:05:00Z", "en", "24h", "dayMonthTime", utc)).toBe("03/31, 08:05");
    expect(formatDateTime(afternoon, "en", "12h", "dateTime", utc)).toMatch(/^Mar 31, 2025.*1:05\sPM$/);
  });
  it("overrides the language's own habit both ways", () => {
    // Russian writes 24-hour times, American English 12-hour: the player's choice wins.
    expect(formatDateTime(afternoon, "ru", "12h", "time", utc)).not.toContain("13");
    expect(formatDateTime(afternoon, "en", "24h", "dateTime", utc)).not.toMatch(/PM/);
    expect(formatDateTime(afternoon, "ar", "12h", "time", utc)).toMatch(/م/);
    expect(formatDateTime(afternoon, "ar", "24h", "time", utc)).not.toMatch(/م/);
  });
  it("writes midnight as 00 on the 24-hour clock and 12 on the 12-hour one", () => {
    expect(formatDateTime(midnight, "en", "24h", "time", utc)).toBe("00:05");
    expect(formatDateTime(midnight, "en", "12h", "time", utc)).toBe("12:05 AM");
  });
  it("keeps an unreadable value and survives an unknown language", () => {
    expect(formatDateTime("soon", "en", "24h")).toBe("soon");
    expect(formatDateTime(afternoon, "??", "24h", "time", utc)).toBe("2025-03-31T13:05:00.000Z");
  });
  it("knows the two clocks only", () => {
    expect(isClock("12h")).toBe(true);
    expect(isClock("24h")).toBe(true);
    expect(isClock("12")).toBe(false);
  });
});

describe("a clock pattern: the browser writes a time as Intl would, without Intl", () => {
  const styles = ["time", "dayMonthTime"] as const;
  const patternOf = (lang: string, clock: "12h" | "24h", style: (typeof styles)[number]) => {
    const pattern = momentPattern(lang, clock, style);
    if (!pattern) throw new Error(`no pattern for ${lang} ${clock} ${style}`);
    return pattern;
  };

  it("writes every minute of a day and a time on every day of a leap year as Intl does, in en, ru and ar", () => {
    let checked = 0;
    for (const lang of ["en", "ru", "ar"])
      for (const clock of CLOCKS)
        for (const style of styles) {
          const pattern = momentPattern(lang, clock, style);
          expect(pattern, `${lang} ${clock} ${style}`).not.toBeNull();
          if (!pattern) continue;
          for (let minute = 0; minute < 24 * 60; minute += 1) {
            const at = new Date(2024, 5, 30, Math.floor(minute / 60), minute % 60);
            expect(writeMoment(pattern, at)).toBe(formatDateTime(at, lang, clock, style));
          }
          for (let day = 0; day < 366; day++) {
            const at = new Date(2024, 0, 1 + day, (day * 5) % 24, (day * 11) % 60);
            expect(writeMoment(pattern, at)).toBe(formatDateTime(at, lang, clock, style));
            checked++;
          }
        }
    expect(checked).toBe(3 * 2 * 2 * 366);
  });

  it("keeps the language's digits and day periods", () => {
    // Persian writes its own digits (Arabic, in this ICU, the Latin ones).
    const persian = patternOf("fa", "24h", "time");
    expect(persian.digits.join("")).toBe("۰۱۲۳۴۵۶۷۸۹");
    expect(writeMoment(persian, new Date(2024, 0, 1, 13, 5))).toBe("۱۳:۰۵");
    expect(writeMoment(patternOf("ar", "12h", "time"), new Date(2024, 0, 1, 13, 5))).toMatch(/^1:05\s+م$/u);
    expect(writeMoment(patternOf("en", "12h", "time"), new Date(2024, 0, 1, 0, 5))).toBe("12:05 AM");
    expect(writeMoment(patternOf("en", "24h", "time"), new Date(2024, 0, 1, 0, 5))).toBe("00:05");
  });

  it("refuses what a pattern cannot write, so Intl writes it instead", () => {
    // Month names.
    expect(momentPattern("en", "24h", "dateTime")).toBeNull();
    // Persian dates are of the Persian calendar: day and month are not the Gregorian ones.
    expect(momentPattern("fa", "24h", "dayMonthTime")).toBeNull();
    // An unknown language.
    expect(momentPattern("??", "24h", "time")).toBeNull();
  });

  it("writes UTC as Intl does with timeZone UTC, whatever the runtime's zone", () => {
    for (const lang of ["en", "ru", "ar"])
      for (const clock of CLOCKS) {
        const pattern = patternOf(lang, clock, "dayMonthTime");
        for (let hour = 0; hour < 24 * 40; hour += 7) {
          const at = new Date(Date.UTC(2024, 11, 20) + hour * 3_600_000 + 13 * 60_000);
          expect(writeMoment(pattern, at, "utc")).toBe(
            formatDateTime(at, lang, clock, "dayMonthTime", "UTC"),
          );
        }
      }
  });

  it("survives JSON, as it travels in the page", () => {
    const pattern = patternOf("ru", "24h", "dayMonthTime");
    const at = new Date(2024, 2, 9, 7, 3);
    expect(writeMoment(JSON.parse(JSON.stringify(pattern)), at)).toBe(writeMoment(pattern, at));
    expect(writeMoment(pattern, at)).toBe("09.03, 07:03");
  });
});
