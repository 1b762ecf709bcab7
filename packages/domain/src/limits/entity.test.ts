import { describe, expect, test } from "vitest";
import type { Money } from "../betting/money.ts";
import { emptySetting, requestChange } from "./changes.ts";
import { limitEntities, optionsMap } from "./entity.ts";
import { questionnaireRequired, scoreAnswers } from "./questionnaire.ts";

const DAY = 86_400;
const T0 = 1_750_000_000;

describe("Limit entity (spec 001 §3)", () => {
  test("nothing set: INACTIVE with the no-limit value", () => {
    expect(limitEntities(emptySetting(21), T0)).toEqual([
      {
        limitType: 21,
        limitState: "INACTIVE",
        limitValue: 999_999_999,
        limitBalance: null,
        needApprove: false,
        startedAt: 0,
        endsAt: null,
        availableValues: [],
        measure: "currency",
        label: "responsible_gaming_limit_21",
        optionsMap: {},
      },
    ]);
  });

  test("ACTIVE with its balance in whole units, and the PENDING change with its deadline", () => {
    const active = requestChange(emptySetting(20), 100, T0).setting;
    const pending = requestChange(active, 500, T0 + 10).setting;
    const balance = { minor: 4_567n as Money, minorUnitDigits: 2 };
    const [a, p] = limitEntities(pending, T0 + 20, { limitBalance: balance });
    expect(a).toMatchObject({
      limitState: "ACTIVE",
      limitValue: 100,
      limitBalance: 45,
      startedAt: T0,
      endsAt: null,
    });
    expect(p).toMatchObject({
      limitState: "PENDING",
      limitValue: 500,
      needApprove: false,
      startedAt: T0 + 10,
      endsAt: T0 + 10 + DAY,
    });
    expect(limitEntities(pending, T0 + 10 + DAY)[1]?.needApprove).toBe(true);
    expect(limitEntities(pending, T0 + 10 + 8 * DAY)).toHaveLength(1);
  });

  test("a duration shows its days; options map to label keys", () => {
    const s = requestChange(emptySetting(33), 7, T0).setting;
    const [e] = limitEntities(s, T0 + 1, { offered: [1, 7] });
    expect(e).toMatchObject({
      limitState: "ACTIVE",
      startedAt: T0,
      endsAt: T0 + 7 * DAY,
      availableValues: [1, 7],
    });
    expect(e?.optionsMap).toEqual({
      "1": "responsible_gaming_option_days_1",
      "7": "responsible_gaming_option_days_7",
    });
    expect(limitEntities(s, T0 + 7 * DAY)[0]).toMatchObject({ limitState: "INACTIVE", endsAt: T0 + 7 * DAY });
    expect(optionsMap(31)["-1"]).toBe("responsible_gaming_option_not_set");
  });
});

describe("questionnaire", () => {
  test("required where the site config asks", () => {
    const rules = { deposit: ["looser"] } as const;
    expect(questionnaireRequired(rules, 21, "looser")).toBe(true);
    expect(questionnaireRequired(rules, 21, "stricter")).toBe(false);
    expect(questionnaireRequired(rules, 1, "looser")).toBe(false);
    expect(questionnaireRequired({}, 21, "looser")).toBe(false);
  });

  test("success only when every question passes", () => {
    const questions = [
      { id: "q1", passing: ["a"] },
      { id: "q2", passing: ["b", "c"] },
    ];
    expect(scoreAnswers(questions, { q1: "a", q2: "c" })).toEqual({
      questionsResult: [
        { id: "q1", passed: true },
        { id: "q2", passed: true },
      ],
      success: true,
    });
    expect(scoreAnswers(questions, { q1: "a" }).success).toBe(false);
    expect(scoreAnswers(questions, { q1: "b", q2: "b" }).questionsResult).toEqual([
      { id: "q1", passed: false },
      { id: "q2", passed: true },
    ]);
    expect(scoreAnswers([], {}).success).toBe(false);
    expect(scoreAnswers([{ id: "toString", passing: ["x"] }], {}).success).toBe(false);
  });
});
