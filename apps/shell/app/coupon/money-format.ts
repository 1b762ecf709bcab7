import { type CurrencyCode, formatAmount } from "@parlay/domain/betting";
import { displayAmount } from "@parlay/i18n/amount";

export { displayAmount };

/** Minor units of the currency with its code: 50000000n RUB → "500,000.00 RUB" (en). */
export function displayMoney(amount: bigint, currency: CurrencyCode, lang: string): string {
  return `${displayAmount(formatAmount(amount, currency), lang)} ${currency}`;
}

/** A decimal string from the server ("4801.56") with its currency code, grouped for the page. */
export function displayMoneyText(amount: string, currency: string, lang: string): string {
  return `${displayAmount(amount, lang)} ${currency}`;
}
