import { describe, expect, test } from "vitest";
import {
  availableLimitTypes,
  isAllowedValue,
  isDurationLimit,
  isLimitTypeId,
  isMoneyLimit,
  isNoLimit,
  LIMIT_TYPE_IDS,
  LIMIT_TYPES,
  LimitType,
  limitInMinorUnits,
  NO_LIMIT,
  NOT_SET,
  optionDays,
  typesOfGroup,
} from "./types.ts";

describe("limit types", () => {
  test("the ids of spec 000 §3 and 001 §9", () => {
    expect([...LIMIT_TYPE_IDS].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37,
    ]);
    expect(typesOfGroup("wagering")).toEqual([1, 2, 3]);
    expect(typesOfGroup("loss")).toEqual([10, 11, 12]);
    expect(typesOfGroup("deposit")).toEqual([20, 21, 22]);
    expect(typesOfGroup("selfExclusion")).toEqual([30]);
    expect(typesOfGroup("session")).toEqual([31]);
    expect(typesOfGroup("realityCheck")).toEqual([32]);
    expect(typesOfGroup("timeout")).toEqual([33]);
    expect(typesOfGroup("selfExcludedMarker")).toEqual([37]);
    expect(isLimitTypeId(21)).toBe(true);
    expect(isLimitTypeId(23)).toBe(false);
    expect(isLimitTypeId("21")).toBe(false);
  });

  test("windows and measures", () => {
    for (const id of [1, 10, 20] as const) expect(LIMIT_TYPES[id].window).toBe(86_400);
    for (const id of [2, 11, 21] as const) expect(LIMIT_TYPES[id].window).toBe(604_800);
    for (const id of [3, 12, 22] as const) expect(LIMIT_TYPES[id].window).toBe(2_592_000);
    expect(LIMIT_TYPES[31].measure).toBe("hours");
    expect(LIMIT_TYPES[32].measure).toBe("minutes");
    expect(LIMIT_TYPES[30].measure).toBe("days");
    expect(LIMIT_TYPES[33].measure).toBe("days");
    expect(LIMIT_TYPES[37].measure).toBe("none");
    expect(isMoneyLimit(LimitType.deposit7d)).toBe(true);
    expect(isMoneyLimit(LimitType.sessionTime)).toBe(false);
    expect(isDurationLimit(30)).toBe(true);
    expect(isDurationLimit(33)).toBe(true);
    expect(isDurationLimit(31)).toBe(false);
  });

  test("available values of the issue", () => {
    expect(LIMIT_TYPES[30].availableValues).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825]);
    expect(LIMIT_TYPES[33].availableValues).toEqual([1, 7, 30]);
    expect(LIMIT_TYPES[32].availableValues).toEqual([5, 10, 15, 30, 45, 60, -1]);
    expect(LIMIT_TYPES[31].availableValues).toEqual([...Array.from({ length: 24 }, (_, i) => i + 1), -1]);
  });

  test.each([
    [20, 1, true],
    [20, 0, false],
    [20, NO_LIMIT, true],
    [20, NO_LIMIT + 1, false],
    [20, 10.5, false],
    [31, 24, true],
    [31, 25, false],
    [31, NOT_SET, true],
    [32, 20, false],
    [32, 45, true],
    [30, 360, false],
    [30, 365, true],
    [33, 2, false],
    [37, 1, false],
  ] as const)("type %i value %s allowed: %s", (type, value, allowed) => {
    expect(isAllowedValue(type, value)).toBe(allowed);
  });

  test("the site config narrows the values", () => {
    expect(isAllowedValue(30, 30, [180, 365])).toBe(false);
    expect(isAllowedValue(30, 180, [180, 365])).toBe(true);
    expect(isAllowedValue(30, 181, [180, 181])).toBe(false);
  });

  test("no-limit values", () => {
    expect(isNoLimit(21, NO_LIMIT)).toBe(true);
    expect(isNoLimit(31, -1)).toBe(true);
    expect(isNoLimit(32, -1)).toBe(true);
    expect(isNoLimit(30, -1)).toBe(false);
  });

  test("only the configured ids are offered, in the config's order", () => {
    expect(availableLimitTypes([32, 31, 20, 21, 22, 99, 21])).toEqual([32, 31, 20, 21, 22]);
  });

  test("money limits in minor units", () => {
    expect(limitInMinorUnits(150, 2)).toBe(15_000n);
    expect(limitInMinorUnits(150, 0)).toBe(150n);
    expect(limitInMinorUnits(NO_LIMIT, 2)).toBeNull();
    expect(() => limitInMinorUnits(1.5, 2)).toThrow(RangeError);
  });

  test("option duration in days = (endsAt − startedAt) / 86400", () => {
    expect(optionDays(1_000, 1_000 + 7 * 86_400)).toBe(7);
  });
});
