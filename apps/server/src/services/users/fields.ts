import { knownCurrencies } from "@parlay/domain/betting";
import { CURRENCY_IDS, countryCodes, countryId } from "@parlay/domain/config";
import { BONUS_CHOICES } from "@parlay/domain/players";
import { z } from "zod";

/** Fields every registration type shares (docs/players.md "Registration"). */

const CURRENCIES = new Set<string>(knownCurrencies());
const CURRENCY_BY_ID = new Map<number, string>(Object.entries(CURRENCY_IDS).map(([code, id]) => [id, code]));
const COUNTRY_BY_ID = new Map<number, string>(countryCodes().map((c) => [countryId(c) as number, c]));

/** An ISO 4217 code ("EUR") or its numeric id ("978", 978). */
export const currencyField = z.union([z.string().max(8), z.number().int()]).transform((v, ctx) => {
  const text = String(v).trim();
  const code = /^\d+$/.test(text) ? CURRENCY_BY_ID.get(Number(text)) : text.toUpperCase();
  if (!code || !CURRENCIES.has(code)) {
    ctx.addIssue({ code: "custom", message: `currency "${text}" is not a supported ISO 4217 currency` });
    return z.NEVER;
  }
  return code;
});

/** An ISO 3166 alpha-2 code, any case. */
export const countryField = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "country must be a two-letter ISO code")
  .transform((v, ctx) => {
    const code = v.toLowerCase();
    if (countryId(code) === undefined) {
      ctx.addIssue({ code: "custom", message: `country "${v}" is not an ISO 3166 country` });
      return z.NEVER;
    }
    return code;
  });

/** The ISO numeric id of a country (geoCountryId numbering), as a number or a digit string. */
export const countryIdField = z
  .union([z.string().regex(/^\d{1,3}$/), z.number().int()])
  .transform((v, ctx) => {
    const code = COUNTRY_BY_ID.get(Number(v));
    if (!code) {
      ctx.addIssue({ code: "custom", message: `countryId ${v} is not an ISO 3166 numeric code` });
      return z.NEVER;
    }
    return code;
  });

export const registrationCommon = {
  currency: currencyField,
  country: countryField.optional(),
  countryId: countryIdField.optional(),
  bonus_choice: z.coerce
    .number()
    .int()
    .refine((v) => (BONUS_CHOICES as readonly number[]).includes(v), "bonus_choice must be 0, 1 or 2")
    .default(0),
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "birth_date must be YYYY-MM-DD")
    .optional(),
  age_confirmed: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "1"),
  ref: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "ref must be a referral code")
    .optional(),
  lng: z
    .string()
    .regex(/^[a-z]{2}$/, "lng must be two lower-case letters")
    .default("en"),
};

/** The chosen country: `country` or `countryId` (one is required). */
export function chosenCountry(b: {
  country?: string | undefined;
  countryId?: string | undefined;
}): string | undefined {
  return b.country ?? b.countryId;
}
