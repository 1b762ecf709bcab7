import { z } from "zod";
import { checkAge, parseBirthDate } from "./age.ts";
import {
  DOCUMENT_TYPE_IDS,
  PERSONAL_DATE_FIELDS,
  PERSONAL_MAX,
  PERSONAL_TEXT_FIELDS,
  type PersonalData,
} from "./personal-fields.ts";

/** Letters of any script, marks, spaces, apostrophes, dots and hyphens: how names are written. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** Printable text without control characters. */
const TEXT = /^[^\p{Cc}\p{Cf}]*$/u;
const DOC_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

const PATTERN: Record<(typeof PERSONAL_TEXT_FIELDS)[number], RegExp> = {
  surname: NAME,
  name: NAME,
  middle_name: NAME,
  birth_place: TEXT,
  country: TEXT,
  region: TEXT,
  city: TEXT,
  registration_address: TEXT,
  passport_series: DOC_NUMBER,
  passport: DOC_NUMBER,
  passport_issuer: TEXT,
  inn: TAX_ID,
};

const date = z
  .string()
  .refine((s) => parseBirthDate(s) !== null, "A real calendar day as YYYY-MM-DD")
  .nullable();

/** An empty string clears a field; text is trimmed. */
const text = (field: (typeof PERSONAL_TEXT_FIELDS)[number]) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(PERSONAL_MAX[field]).regex(PATTERN[field]).or(z.literal("")))
    .transform((s) => (s === "" ? null : s))
    .nullable();

const shape = {
  ...Object.fromEntries(PERSONAL_TEXT_FIELDS.map((f) => [f, text(f).optional()])),
  ...Object.fromEntries(PERSONAL_DATE_FIELDS.map((f) => [f, date.optional()])),
  document_type_id: z
    .number()
    .refine((n) => (DOCUMENT_TYPE_IDS as readonly number[]).includes(n), "A known document type")
    .nullable()
    .optional(),
} as unknown as Record<keyof PersonalData, z.ZodType>;

/**
 * A save of the personal-data form: any subset of the fields (absent ones stay as they are), checked
 * together against `today` (a birthday at least `minAge` years ago; an issue date not in the future,
 * an expiry after it). Unknown fields are refused.
 */
export function personalDataPatch(today: Date, minAge: number) {
  const iso = today.toISOString().slice(0, 10);
  return z
    .strictObject(shape)
    .superRefine((v, ctx) => {
      const p = v as Partial<PersonalData>;
      if (p.date_birthday && !checkAge(p.date_birthday, minAge, today).ok)
        ctx.addIssue({ code: "custom", path: ["date_birthday"], message: `At least ${minAge} years old` });
      if (p.passport_date && p.passport_date > iso)
        ctx.addIssue({ code: "custom", path: ["passport_date"], message: "Not in the future" });
      if (p.passport_date && p.passport_end_date && p.passport_end_date <= p.passport_date)
        ctx.addIssue({ code: "custom", path: ["passport_end_date"], message: "After the issue date" });
    })
    .transform((v) => v as Partial<PersonalData>);
}

/** Reads stored `user_data` (any JSON) into the form's shape; unknown or malformed values read as null. */
export function personalDataOf(stored: Record<string, unknown>, birthDate: string | null): PersonalData {
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const out = { document_type_id: null } as PersonalData;
  for (const f of PERSONAL_TEXT_FIELDS) out[f] = str(stored[f]);
  for (const f of PERSONAL_DATE_FIELDS) out[f] = str(stored[f]);
  out.date_birthday = birthDate ?? out.date_birthday;
  const type = stored.document_type_id;
  out.document_type_id = (DOCUMENT_TYPE_IDS as readonly unknown[]).includes(type)
    ? (type as PersonalData["document_type_id"])
    : null;
  return out;
}
