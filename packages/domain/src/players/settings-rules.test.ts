import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { globalSettingsSchema, readStoredSettings } from "./settings.ts";
import {
  GLOBAL_SETTINGS_DEFAULTS,
  MAILING_DEFAULTS,
  selectableCoefViews,
  settingsNotices,
  TIMEZONES,
} from "./settings-rules.ts";

describe("global settings (001 §3)", () => {
  it("store defaults: time zone 3, dark (the site's look), European, decimal, short market names", () => {
    expect(GLOBAL_SETTINGS_DEFAULTS).toMatchObject({
      timeZone: 3,
      appTheme: 1,
      appViewType: 0,
      coefViewId: 0,
      marketsNameType: "short",
      statsInNewWindow: true,
      moveVideoOnScroll: true,
      accumulatorOfTheDayLine: true,
    });
    expect(globalSettingsSchema.safeParse(GLOBAL_SETTINGS_DEFAULTS).success).toBe(true);
  });

  it("stored values that are missing or no longer valid read as their defaults", () => {
    expect(readStoredSettings(null)).toEqual({ global: GLOBAL_SETTINGS_DEFAULTS, mailing: MAILING_DEFAULTS });
    const read = readStoredSettings({ appTheme: 0, timeZone: 99, coefViewId: 3, enable_sms_news: true });
    expect(read.global.appTheme).toBe(0);
    expect(read.global.timeZone).toBe(3);
    expect(read.global.coefViewId).toBe(0);
    expect(read.mailing.enable_sms_news).toBe(true);
  });

  it("time zones have unique values, and 3 is among them", () => {
    const values = TIMEZONES.map((t) => t.value);
    expect(new Set(values).size).toBe(values.length);
    expect(TIMEZONES.find((t) => t.value === 3)?.zone).toBe("Europe/Moscow");
  });

  it("the Asian view offers 14–16 instead of 4–6; the European never offers 14–16", () => {
    const allowed = [0, 1, 2, 4, 5, 6, 14, 15, 16];
    expect(selectableCoefViews(allowed, 0)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(selectableCoefViews(allowed, 1)).toEqual([0, 1, 2, 14, 15, 16]);
    expect(selectableCoefViews([0, 4], 1)).toEqual([0, 4]);
  });
});

describe("save notices (001 §8)", () => {
  it("no error: main_save_success", () => {
    expect(settingsNotices([])).toEqual({ kind: "success", key: "main_save_success" });
  });

  it("at most 3 errors, by priority, stable among equals", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ message: fc.string(), priority: fc.integer({ min: 1, max: 5 }) }), {
          minLength: 1,
        }),
        (errors) => {
          const out = settingsNotices(errors);
          if (out.kind !== "errors") return false;
          expect(out.errors.length).toBe(Math.min(3, errors.length));
          const priorities = out.errors.map((e) => e.priority);
          expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
          const best = Math.min(...errors.map((e) => e.priority));
          expect(priorities[0]).toBe(best);
          return true;
        },
      ),
    );
  });
});
