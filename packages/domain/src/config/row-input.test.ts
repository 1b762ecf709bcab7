import { describe, expect, it } from "vitest";
import { configFieldProblems, configGroupFields, configRowInput, maintenanceSchedule } from "./row-input.ts";

describe("configFieldProblems", () => {
  it("accepts any valid subset of a group's fields", () => {
    expect(configFieldProblems("d.core", { minAge: 21, isRegistrationAllowed: false })).toEqual({});
  });
  it("names each wrong field with its problem", () => {
    const problems = configFieldProblems("d.core", { minAge: "21", geoAuthReqVip: [1, "x"] });
    expect(Object.keys(problems).sort()).toEqual(["geoAuthReqVip", "minAge"]);
    expect(problems.geoAuthReqVip).toMatch(/^1: /);
  });
  it("refuses a field the group does not have", () => {
    expect(configFieldProblems("d.core", { nope: 1 })).toEqual({ nope: "d.core has no field nope" });
  });
  it("lists the fields in schema order", () => {
    expect(configGroupFields("d.thirdparty")).toEqual([
      "isOneTapAuthEnabled",
      "consultantParams",
      "isFatmanAnalyticsAvailable",
      "analyticsKey",
    ]);
  });
});

describe("configRowInput", () => {
  it("takes '*' or two lower-case letters as scope", () => {
    const row = { groupId: 1, group: "d.core", country: "*", lang: "ru", data: {} };
    expect(configRowInput.safeParse(row).success).toBe(true);
    expect(configRowInput.safeParse({ ...row, country: "RU" }).success).toBe(false);
  });
});

describe("maintenanceSchedule", () => {
  const base = {
    groupId: 1,
    started_at: 1_800_000_000_000,
    ended_at: 1_800_000_600_000,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: true,
    web_state: false,
  };
  it("accepts windows that end after they start", () => {
    expect(maintenanceSchedule.safeParse(base).success).toBe(true);
  });
  it("points at the end of a window that ends first", () => {
    const r = maintenanceSchedule.safeParse({ ...base, ended_at: base.started_at });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["ended_at"]);
  });
});
