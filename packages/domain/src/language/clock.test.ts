import { describe, expect, it } from "vitest";
import { formatDateTime, isClock } from "./clock.ts";

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
