import { currencyCode } from "@parlay/domain/betting";
import { describe, expect, it } from "vitest";
import { displayAmount, displayMoney, displayMoneyText } from "./money-format.ts";

describe("coupon money for reading", () => {
  it("groups thousands in the page's language and keeps the currency's minor digits", () => {
    expect(displayMoney(50_000_000n, currencyCode("RUB"), "en")).toBe("500,000.00 RUB");
    expect(displayMoney(100n, currencyCode("RUB"), "en")).toBe("1.00 RUB");
    const ru = displayMoney(50_000_000n, currencyCode("RUB"), "ru");
    expect(ru.replace(/\s/g, " ")).toBe("500 000,00 RUB");
    expect(displayMoneyText("4801.56", "RUB", "en")).toBe("4,801.56 RUB");
  });
  it("Arabic uses its own digits and separators, without losing a digit", () => {
    const ar = displayAmount("1234567.89", "ar");
    const fmt = new Intl.NumberFormat("ar");
    const toAscii = (text: string) =>
      [...text]
        .map((ch) => {
          const n = [...Array(10).keys()].find((d) => fmt.format(d) === ch);
          return n === undefined ? (/\d/.test(ch) ? ch : "") : String(n);
        })
        .join("");
    expect(toAscii(ar)).toBe("123456789");
    expect(ar).toBe(
      `${fmt.format(1234567n)}${fmt.formatToParts(1.5).find((p) => p.type === "decimal")?.value}${fmt.format(8)}${fmt.format(9)}`,
    );
  });
  it("never goes through a float: amounts beyond 2^53 stay exact", () => {
    expect(displayAmount("90071992547409931.23", "en")).toBe("90,071,992,547,409,931.23");
    expect(displayAmount("-1500.50", "en")).toBe("-1,500.50");
    expect(displayMoney(0n, currencyCode("USD"), "en")).toBe("0.00 USD");
  });
});
