import { describe, expect, it } from "vitest";
import {
  allowedLanguages,
  chooseLanguage,
  direction,
  parseAcceptLanguage,
  uses12HourClock,
} from "./choose.ts";

const languages = [
  { code: "en" },
  { code: "ru" },
  { code: "ar" },
  { code: "fa", hidden: true },
  { code: "de", authOnly: true },
];

describe("language rule (spec 001 §2)", () => {
  const allowed = allowedLanguages(languages, false);
  it("excludes hidden and unauthorised languages", () => {
    expect(allowed).toEqual(["en", "ru", "ar"]);
    expect(allowedLanguages(languages, true)).toEqual(["en", "ru", "ar", "de"]);
  });
  it("prefers URL, then cookie, then the browser", () => {
    expect(
      chooseLanguage({ urlLang: "ar", cookieLang: "ru", acceptLanguage: "en", defaultLang: "en", allowed }),
    ).toBe("ar");
    expect(chooseLanguage({ cookieLang: "ru", acceptLanguage: "ar", defaultLang: "en", allowed })).toBe("ru");
    expect(chooseLanguage({ acceptLanguage: "de-DE,ar;q=0.8,ru;q=0.9", defaultLang: "en", allowed })).toBe(
      "ru",
    );
  });
  it("falls back to the default, then English", () => {
    expect(chooseLanguage({ urlLang: "fa", defaultLang: "ru", allowed })).toBe("ru");
    expect(chooseLanguage({ defaultLang: "fa", allowed })).toBe("en");
  });
  it("parses Accept-Language with weights", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")).toEqual(["fr", "fr", "en"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage("en;q=0")).toEqual([]);
  });
  it("writes right to left for ar, fa, he, ur", () => {
    for (const l of ["ar", "fa", "he", "ur"]) expect(direction(l)).toBe("rtl");
    for (const l of ["en", "ru", "tr"]) expect(direction(l)).toBe("ltr");
  });
  it("uses a 12-hour clock by cookie or country list", () => {
    expect(uses12HourClock("1", "ru", [])).toBe(true);
    expect(uses12HourClock(undefined, "US", ["us"])).toBe(true);
    expect(uses12HourClock(undefined, "ru", ["us"])).toBe(false);
    expect(uses12HourClock("0", "us", ["us"])).toBe(false);
  });
});
