/**
 * Money for the player to read, in the page's language: "500000.00" → "500,000.00" (en),
 * "500 000,00" (ru), Arabic digits and separators (ar). The decimal string keeps the currency's
 * minor digits; the whole part goes through Intl.NumberFormat as a bigint and the fraction digit
 * by digit, so no amount ever becomes a float (the shell's coupon and the office both use this).
 */
export function displayAmount(amount: string, lang: string): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction] = amount.replace(/^-/, "").split(".");
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(lang, { useGrouping: true });
  } catch {
    format = new Intl.NumberFormat("en", { useGrouping: true });
  }
  const decimal = format.formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
  const digits = /^\d+$/.test(whole) ? format.format(BigInt(whole)) : whole;
  const fractionText = fraction
    ? `${decimal}${[...fraction].map((d) => (/\d/.test(d) ? format.format(BigInt(d)) : d)).join("")}`
    : "";
  return `${negative ? "-" : ""}${digits}${fractionText}`;
}

/** An amount with its currency symbol after a no-break space: "1,500.00 ₽" (en), "1 500,00 ₽" (ru). */
export function displayMoney(amount: string, symbol: string, lang: string): string {
  return `${displayAmount(amount, lang)}\u00a0${symbol}`;
}
