import { describe, expect, it } from "vitest";
import { CURRENCY_TABLE } from "./currencies.data.ts";
import {
  amountStepOf,
  currencyCode,
  currencyRules,
  deriveAmountStep,
  deriveInitialAmount,
  formatAmount,
  initialAmountOf,
  isCurrencyCode,
  knownCurrencies,
  parseAmount,
  SPEC_FIXED_POINTS,
} from "./currencies.ts";
import { parseScaled } from "./money.ts";

const c = currencyCode;

describe("currencies", () => {
  it("has the spec's fixed points (spec 001 §5)", () => {
    const step = (code: string) => formatAmount(amountStepOf(c(code)), c(code));
    const initial = (code: string) => formatAmount(initialAmountOf(c(code)), c(code));
    expect([
      step("RUB"),
      step("USD"),
      step("EUR"),
      step("UAH"),
      step("KZT"),
      step("INR"),
      step("BRL"),
      step("JPY"),
    ]).toEqual(["100.00", "2.50", "2.50", "50.00", "500.00", "100.00", "10.00", "500"]);
    expect([
      initial("RUB"),
      initial("USD"),
      initial("EUR"),
      initial("UAH"),
      initial("KZT"),
      initial("INR"),
    ]).toEqual(["150.00", "5.00", "5.00", "50.00", "1000.00", "300.00"]);
  });
  it("derives every other entry by the documented rule (the table is data, the rule checks it)", () => {
    for (const [code, minorUnit, rate, step, initial] of CURRENCY_TABLE) {
      const fixed = SPEC_FIXED_POINTS[code];
      const stepMinor = parseScaled(step, minorUnit);
      if (!fixed) expect(stepMinor, code).toBe(deriveAmountStep(rate, minorUnit));
      if (!fixed?.initialAmount)
        expect(parseScaled(initial, minorUnit), code).toBe(deriveInitialAmount(stepMinor ?? 0n));
    }
  });
  it("the rule: smallest 1 – 2.5 – 5 × 10^k amount worth at least one US dollar; it also gives 5 of the 8 fixed steps", () => {
    expect(deriveAmountStep("90", 2)).toBe(10000n); // RUB 100
    expect(deriveAmountStep("41", 2)).toBe(5000n); // UAH 50
    expect(deriveAmountStep("480", 2)).toBe(50000n); // KZT 500
    expect(deriveAmountStep("84", 2)).toBe(10000n); // INR 100
    expect(deriveAmountStep("5.5", 2)).toBe(1000n); // BRL 10
    expect(deriveAmountStep("0.79", 2)).toBe(100n); // GBP 1
    expect(deriveAmountStep("0.307", 3)).toBe(500n); // KWD 0.5
    expect(deriveAmountStep("2.2", 0)).toBe(5n); // a 0-decimal currency never gets 2.5
  });
  it("covers every ISO 4217 list-one code with a minor unit, each once", () => {
    const codes = knownCurrencies();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(160);
    for (const code of [
      "USD",
      "EUR",
      "GBP",
      "CHF",
      "JPY",
      "KWD",
      "CLF",
      "UYW",
      "XOF",
      "XCG",
      "ZWG",
      "SLE",
      "VES",
    ]) {
      expect(codes).toContain(code);
    }
    for (const row of CURRENCY_TABLE) expect(row[3] !== "0", row[0]).toBe(true);
  });
  it("unknown currencies use the RUB values", () => {
    const hrk = currencyRules(c("HRK"));
    expect(hrk.known).toBe(false);
    expect(hrk.amountStep).toBe(10000n);
    expect(hrk.initialAmount).toBe(15000n);
  });
  it("parses and formats with the currency's minor unit", () => {
    expect(parseAmount("500", c("JPY"))).toBe(500n);
    expect(parseAmount("500.5", c("JPY"))).toBeNull();
    expect(parseAmount("1.234", c("KWD"))).toBe(1234n);
    expect(formatAmount(1234n, c("KWD"))).toBe("1.234");
    expect(isCurrencyCode("eur")).toBe(false);
    expect(() => currencyCode("EURO")).toThrow(RangeError);
  });
});
