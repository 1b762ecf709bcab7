import { decodeField, normalizePhone } from "@parlay/domain/players";
import { z } from "zod";
import { isUnsafeText } from "../../http/input-guard.ts";

/**
 * Request fields shared by the sign-in and registration routes. "Encoded" fields are base64 of
 * UTF-8 (see @parlay/domain/players encodeField); a field that is not gets a 400 naming it.
 */
export function encoded(name: string, maxChars = 256) {
  return z
    .string({ error: `${name} is required (base64 of UTF-8)` })
    .min(1, `${name} must not be empty`)
    .max(Math.ceil((maxChars * 4 * 4) / 3) + 4, `${name} is too long`)
    .transform((value, ctx) => {
      const text = decodeField(value);
      if (text === null) {
        ctx.addIssue({ code: "custom", message: `${name} must be base64 of UTF-8 text` });
        return z.NEVER;
      }
      // The request-wide guard saw only the base64; the text inside must be storable too.
      if (isUnsafeText(text)) {
        ctx.addIssue({ code: "custom", message: `${name} must not contain NUL bytes` });
        return z.NEVER;
      }
      if ([...text].length > maxChars) {
        ctx.addIssue({ code: "custom", message: `${name} is too long` });
        return z.NEVER;
      }
      return text;
    });
}

/** `save` (remember me): true/false, 1/0, or their strings. */
export const saveFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "0", "1"])])
  .optional()
  .transform((v) => v === true || v === 1 || v === "true" || v === "1");

/** The fingerprint's components data (the `data` of /hd-api/.../fingerprint). */
export const componentsData = z.string().max(8192, "componentsData is too long").optional();

/** A telephone country code such as "+7" (country_code of login by phone, phone-code of send SMS). */
export const telCode = z
  .string()
  .max(8)
  .regex(/^\+?\d{1,4}$/, "must be a telephone country code such as +7");

/** Normalises a phone or reports the field at fault. */
export function phoneOf(code: string, number: string): { code: string; number: string } | null {
  return normalizePhone(code, number);
}

/** E-mail: trimmed, lower case, at most 254 characters, one @ with a dotted domain. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "email is too long")
  .regex(/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, "email is not an e-mail address");

export const sixDigits = z.string().regex(/^\d{6}$/, "must be the 6-digit code");

/** The second step of sign-in: six digits (SMS or TOTP), or a one-time backup code ("xxxxx-xxxxx"). */
export const secondStepCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, "must be the 6-digit code or a backup code");
