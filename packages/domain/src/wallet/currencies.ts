/**
 * Wallet currencies: the ones a player can hold an account in, with the fields the Account entity
 * shows (spec 001 §3: iso, currencyId, symbol). Minor units come from the betting currency table;
 * currencyId is the ISO 4217 numeric code, as site config's geoCurrency uses it.
 */
import {
  amountStepOf,
  type CurrencyCode,
  currencyCode,
  currencyRules,
  formatAmount,
  parseAmount,
} from "../betting/currencies.ts";
import type { Money } from "../betting/money.ts";
import { CURRENCY_IDS } from "../config/currencies.ts";

export interface WalletCurrency {
  readonly iso: CurrencyCode;
  readonly currencyId: number;
  readonly symbol: string;
  readonly minorUnit: number;
  /** Withdrawn from circulation: accounts still exist but get a conversion message. */
  readonly withdrawnInFavourOf?: CurrencyCode;
}

const SYMBOLS: Readonly<Record<string, string>> = {
  RUB: "₽",
  USD: "$",
  EUR: "€",
  GBP: "£",
  TRY: "₺",
  INR: "₹",
  CAD: "C$",
  AUD: "A$",
  KZT: "₸",
  UAH: "₴",
  AED: "AED",
  SAR: "SAR",
  EGP: "E£",
  PHP: "₱",
  BRL: "R$",
  JPY: "¥",
  HRK: "kn",
};

/** Numeric codes of the wallet currencies the site config table does not list. */
const EXTRA_IDS: Readonly<Record<string, number>> = { JPY: 392, HRK: 191 };

const table = new Map<string, WalletCurrency>();
for (const [iso, id] of Object.entries({ ...CURRENCY_IDS, ...EXTRA_IDS })) {
  const code = currencyCode(iso);
  table.set(iso, {
    iso: code,
    currencyId: id,
    symbol: SYMBOLS[iso] ?? iso,
    minorUnit: currencyRules(code).minorUnit,
    // The kuna was replaced by the euro on 1 January 2023 (spec 001 §4: HRK accounts get a convert message).
    ...(iso === "HRK" ? { withdrawnInFavourOf: currencyCode("EUR") } : {}),
  });
}

/** Every currency the wallet can open an account in (a new HRK account is refused: it is withdrawn). */
export function walletCurrencies(): readonly WalletCurrency[] {
  return [...table.values()];
}

/** The currency's wallet data, or null when the wallet does not support it. */
export function walletCurrency(iso: string): WalletCurrency | null {
  return table.get(iso) ?? null;
}

/** True when a new account may be opened in the currency. */
export function canOpenAccountIn(iso: string): boolean {
  const currency = table.get(iso);
  return currency !== undefined && currency.withdrawnInFavourOf === undefined;
}

/** The conversion message an account in a withdrawn currency carries (spec 001 §4), else null. */
export function convertMessageFor(iso: string): string | null {
  const target = table.get(iso)?.withdrawnInFavourOf;
  if (!target) return null;
  return `${iso} has been withdrawn and replaced by ${target}. Convert this account to ${target} to keep playing.`;
}

/** Minor units → "150.00" with the currency's decimals. */
export function formatMoney(amount: bigint, iso: string): string {
  return formatAmount(amount, currencyCode(iso));
}

/** "150.00" → minor units; null when negative, malformed or finer than the currency's minor unit. */
export function parseMoney(text: string, iso: string): Money | null {
  return parseAmount(text, currencyCode(iso));
}

/** The betting amount step of the currency, used as the wallet's increment and scale. */
export function walletStep(iso: string): Money {
  return amountStepOf(currencyCode(iso));
}
