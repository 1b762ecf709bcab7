import { formatMoney, paymentRules } from "@parlay/domain/wallet";
import { describe, expect, it } from "vitest";
import {
  type AmountLimits,
  checkAmountText,
  displayAmount,
  displayMoney,
  limitsFrom,
  normaliseAmountInput,
  stepAmount,
} from "./money.ts";

const RUB: AmountLimits = (() => {
  const r = paymentRules("RUB").deposit;
  return { min: r.min, max: r.max, step: r.step, presets: [...r.presets] };
})();

describe("amount rules in the cashier forms", () => {
  it("reads the cashier's decimal strings as minor units", () => {
    const view = {
      min: formatMoney(RUB.min, "RUB"),
      max: formatMoney(RUB.max, "RUB"),
      step: formatMoney(RUB.step, "RUB"),
      presets: RUB.presets.map((p) => formatMoney(p, "RUB")),
    };
    expect(limitsFrom(view, "RUB")).toEqual(RUB);
    expect(limitsFrom({ ...view, min: "1.5.0" }, "RUB")).toBeNull();
  });

  it("accepts what people type: commas, spaces, Arabic-Indic digits", () => {
    expect(normaliseAmountInput(" 1 500,50 ")).toBe("1500.50");
    expect(normaliseAmountInput("١٥٠٠")).toBe("1500");
    expect(normaliseAmountInput("۲۵۰٫۵")).toBe("250.5");
    expect(normaliseAmountInput("1,000.00")).toBe("1000.00");
    expect(normaliseAmountInput("1,000")).toBe("1000");
    expect(normaliseAmountInput("1,5")).toBe("1.5");
    expect(normaliseAmountInput("1,2,3")).toBe("1,2,3");
  });

  it("applies the same rules as the server: decimals, zero, min, max, and the balance for withdrawals", () => {
    expect(checkAmountText("", "RUB", RUB)).toEqual({ ok: false, problem: "empty" });
    expect(checkAmountText("12.345", "RUB", RUB)).toEqual({ ok: false, problem: "malformed" });
    expect(checkAmountText("1e3", "RUB", RUB)).toEqual({ ok: false, problem: "malformed" });
    expect(checkAmountText("-5", "RUB", RUB)).toEqual({ ok: false, problem: "malformed" });
    expect(checkAmountText("0", "RUB", RUB)).toEqual({ ok: false, problem: "zero" });
    expect(checkAmountText("99.99", "RUB", RUB)).toEqual({ ok: false, problem: "below_min" });
    expect(checkAmountText("600000.01", "RUB", RUB)).toEqual({ ok: false, problem: "above_max" });
    expect(checkAmountText("500", "RUB", RUB)).toEqual({ ok: true, minor: 50_000n, text: "500.00" });
    expect(checkAmountText("1 500,5", "RUB", RUB)).toEqual({ ok: true, minor: 150_050n, text: "1500.50" });
    expect(checkAmountText("500", "RUB", RUB, 49_999n)).toEqual({ ok: false, problem: "over_balance" });
    // JPY has no minor unit: "10.5" cannot be paid.
    const jpy = paymentRules("JPY").deposit;
    expect(checkAmountText("1000.5", "JPY", { ...jpy, presets: [...jpy.presets] })).toEqual({
      ok: false,
      problem: "malformed",
    });
  });

  it("steps by the currency's step within min and max", () => {
    expect(RUB.step).toBe(10_000n);
    expect(stepAmount("500", 1, "RUB", RUB)).toBe("600.00");
    expect(stepAmount("150", -1, "RUB", RUB)).toBe("100.00");
    expect(stepAmount("abc", 1, "RUB", RUB)).toBe("100.00");
    expect(stepAmount("600000", 1, "RUB", RUB)).toBe("600000.00");
  });
});

describe("showing money", () => {
  it("groups digits per language without ever going through a float", () => {
    expect(displayAmount("1500.00", "en")).toBe("1,500.00");
    expect(displayAmount("1500.00", "ru")).toBe("1\u00a0500,00");
    // Beyond 2^53 a float would lose the cents.
    expect(displayAmount("90071992547409.93", "en")).toBe("90,071,992,547,409.93");
    expect(displayAmount("-0.50", "en")).toBe("-0.50");
    expect(displayMoney("7", "¥", "en")).toBe("7\u00a0¥");
  });
});
