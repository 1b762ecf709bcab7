import { describe, expect, test } from "vitest";
import { deepMerge, mergeGroup, specificity } from "./merge.ts";

describe("specificity", () => {
  test("orders ('*','*') < ('*',lang) < (country,'*') < (country,lang) and skips other rows", () => {
    const rank = (country: string, lang: string) => specificity({ country, lang }, "us", "en");
    expect([rank("*", "*"), rank("*", "en"), rank("us", "*"), rank("us", "en")]).toEqual([0, 1, 2, 3]);
    expect(rank("gb", "*")).toBe(-1);
    expect(rank("*", "ru")).toBe(-1);
  });
});

describe("deepMerge", () => {
  test("merges objects key by key and replaces arrays and scalars", () => {
    const merged = deepMerge(
      { a: 1, list: [1, 2], nested: { x: 1, y: 2 } },
      { list: [3], nested: { y: 3 }, b: null },
    );
    expect(merged).toEqual({ a: 1, list: [3], nested: { x: 1, y: 3 }, b: null });
  });

  test("ignores a __proto__ key", () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});

describe("mergeGroup", () => {
  test("applies rows least specific first whatever their order in the input", () => {
    const rows = [
      { group_name: "g", country: "us", lang: "en", data: { v: "both" } },
      { group_name: "g", country: "*", lang: "*", data: { v: "base", keep: 1 } },
      { group_name: "g", country: "us", lang: "*", data: { v: "country" } },
      { group_name: "other", country: "*", lang: "*", data: { v: "other" } },
    ];
    expect(mergeGroup(rows, "g", "us", "en")).toEqual({ v: "both", keep: 1 });
    expect(mergeGroup(rows, "g", "us", "ru")).toEqual({ v: "country", keep: 1 });
    expect(mergeGroup(rows, "missing", "us", "en")).toBeUndefined();
  });
});
