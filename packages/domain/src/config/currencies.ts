/**
 * Currency ids as `geoCurrency` carries them: the ISO 4217 numeric code (parlay decision; spec 000 §3
 * names the field "geoCurrency (id)" without the numbering). Only the currencies the demo site and
 * its country overrides use are listed; the config store does not restrict the value.
 */
export const CURRENCY_IDS = {
  RUB: 643,
  USD: 840,
  EUR: 978,
  GBP: 826,
  TRY: 949,
  INR: 356,
  CAD: 124,
  AUD: 36,
  KZT: 398,
  UAH: 980,
  AED: 784,
  SAR: 682,
  EGP: 818,
  PHP: 608,
  BRL: 986,
} as const;
export type CurrencyCode = keyof typeof CURRENCY_IDS;
