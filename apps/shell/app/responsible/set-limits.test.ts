import { describe, expect, it } from "vitest";
import { depositLimitValue } from "./set-limits-dialog.tsx";

describe("the set-limits modal's amount", () => {
  it("takes a whole amount from 1 to 999 999 998, in any digits the player types", () => {
    expect(depositLimitValue("100")).toBe(100);
    expect(depositLimitValue(" 1 000 ")).toBe(1000);
    expect(depositLimitValue("١٢٠")).toBe(120);
    expect(depositLimitValue("۵۰")).toBe(50);
    expect(depositLimitValue("999999998")).toBe(999_999_998);
  });

  it("refuses nothing, zero, fractions, signs and the no-limit value", () => {
    for (const bad of ["", "0", "12.5", "-3", "+3", "999999999", "1e3", "abc"])
      expect(depositLimitValue(bad), bad).toBeNull();
  });
});
