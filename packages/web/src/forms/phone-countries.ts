import { normalizeTelCode } from "../http/players-rules.ts";

/**
 * Telephone codes offered by the phone fields (spec 001 §3 "Phone country"; the list call is "not
 * shown", so this is parlay's own short list of the site's markets). Names come from the browser's
 * Intl data in the page language, so no dictionary has to carry 20 country names in 3 languages.
 */
export interface PhoneCountryOption {
  /** ISO 3166 alpha-2, lower case. */
  country: string;
  /** With the + prefix (spec 001 §5). */
  telCode: string;
  /** A name computed on the server (a remote's props), so server and browser markup agree. */
  name?: string;
}

const RAW: [string, string][] = [
  ["gb", "44"],
  ["ru", "7"],
  ["kz", "7"],
  ["ae", "971"],
  ["sa", "966"],
  ["eg", "20"],
  ["de", "49"],
  ["es", "34"],
  ["tr", "90"],
  ["us", "1"],
  ["ca", "1"],
  ["in", "91"],
  ["br", "55"],
  ["ph", "63"],
  ["au", "61"],
  ["ua", "380"],
  ["fr", "33"],
  ["it", "39"],
  ["uz", "998"],
  ["az", "994"],
];

export const PHONE_COUNTRIES: PhoneCountryOption[] = RAW.map(([country, code]) => ({
  country,
  telCode: normalizeTelCode(code) ?? `+${code}`,
}));

const DEFAULT_BY_LANGUAGE: Record<string, string> = {
  en: "gb",
  ru: "ru",
  ar: "ae",
  de: "de",
  es: "es",
  tr: "tr",
};

export function defaultPhoneCountry(lng: string): PhoneCountryOption {
  const country = DEFAULT_BY_LANGUAGE[lng] ?? "gb";
  return PHONE_COUNTRIES.find((c) => c.country === country) ?? (PHONE_COUNTRIES[0] as PhoneCountryOption);
}

export function countryName(country: string, lng: string): string {
  try {
    return (
      new Intl.DisplayNames([lng], { type: "region" }).of(country.toUpperCase()) ?? country.toUpperCase()
    );
  } catch {
    return country.toUpperCase();
  }
}
