/** Phone numbers and phone countries (spec 001 §3 "Phone country", §5 "Other rules"). */

export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

/** Phone country codes are lowercased and the telephone code is given a + prefix. */
export function formatPhoneCountry(country: PhoneCountry): PhoneCountry {
  return {
    ...country,
    country_code: country.country_code.toLowerCase(),
    tel_code: normalizeTelCode(country.tel_code) ?? country.tel_code,
  };
}

/** "+7", "7", " 007 " → "+7"; null unless 1–4 digits remain (ITU country calling codes). */
export function normalizeTelCode(code: string): string | null {
  const digits = code.trim().replace(/^\+/, "").replace(/^00/, "");
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/** Keeps the digits of a national number (spaces, dashes, dots and brackets are dropped); null if anything else. */
export function normalizeNationalNumber(number: string): string | null {
  const compact = number.trim().replace(/[\s().-]/g, "");
  return /^\d{4,14}$/.test(compact) ? compact : null;
}

/** A full E.164 number has at most 15 digits. */
export function normalizePhone(telCode: string, number: string): { code: string; number: string } | null {
  const code = normalizeTelCode(telCode);
  const national = normalizeNationalNumber(number);
  if (!code || !national) return null;
  if (code.length - 1 + national.length > 15) return null;
  return { code, number: national };
}

/** "+7", "9001234567" → "+7 ••• ••• 45 67"-style mask for messages shown to someone else. */
export function maskPhone(code: string, number: string): string {
  const tail = number.slice(-2);
  return `${code} ${"•".repeat(Math.max(number.length - 2, 0))}${tail}`;
}
