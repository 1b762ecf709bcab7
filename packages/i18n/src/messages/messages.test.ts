import { describe, expect, it } from "vitest";
import { fill, PLURAL_CATEGORIES, type Plural, plural } from "./index.ts";

describe("fill", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(fill("{a} of {b}, {c}", { a: 1, b: 2n })).toBe("1 of 2, {c}");
  });
});

describe("plural", () => {
  it("knows exactly the CLDR categories of each language the site has dictionaries for", () => {
    for (const [lang, categories] of Object.entries(PLURAL_CATEGORIES)) {
      const cldr = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect([...cldr].sort(), lang).toEqual([...categories].sort());
    }
  });

  const ru: Plural<"ru"> = {
    one: "{count} платёж",
    few: "{count} платежа",
    many: "{count} платежей",
    other: "{count} платежа",
  };
  const ar: Plural<"ar"> = {
    zero: "لا دفعات",
    one: "دفعة واحدة",
    two: "دفعتان",
    few: "{count} دفعات",
    many: "{count} دفعة",
    other: "{count} دفعة",
  };

  it("picks the Russian forms", () => {
    expect([1, 2, 5, 11, 21, 22, 25, 101].map((n) => plural("ru", n, ru))).toEqual([
      "1 платёж",
      "2 платежа",
      "5 платежей",
      "11 платежей",
      "21 платёж",
      "22 платежа",
      "25 платежей",
      "101 платёж",
    ]);
  });

  it("picks the Arabic forms", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => plural("ar", n, ar))).toEqual([
      "لا دفعات",
      "دفعة واحدة",
      "دفعتان",
      "3 دفعات",
      "11 دفعة",
      "100 دفعة",
    ]);
  });

  it("falls back to other, and to English rules for an unknown language tag", () => {
    expect(plural("en", 1, { other: "{count} items" })).toBe("1 items");
    expect(plural("not a tag!", 1, { one: "one {count}", other: "many {count}" })).toBe("one 1");
    expect(plural("en", 3, { one: "{count} of {what}", other: "{count} of {what}s" }, { what: "bet" })).toBe(
      "3 of bets",
    );
  });
});
