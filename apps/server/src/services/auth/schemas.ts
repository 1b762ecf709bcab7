import { z } from "zod";
import { componentsData, encoded, saveFlag, sixDigits, telCode } from "./fields.ts";

/** Request and answer shapes of the sign-in routes; field names are the spec's (001 §7). */

export const loginBody = z.object({
  uLogin: z.string().trim().min(1, "uLogin is required: an e-mail or an account number").max(254),
  uPassword: encoded("uPassword", 128),
  save: saveFlag,
  componentsData,
});

export const phoneLoginBody = z.object({
  phone_number: encoded("phone_number", 32),
  country_code: telCode,
  uPassword: encoded("uPassword", 128),
  save: saveFlag,
  componentsData,
});

export const tokenLoginBody = z.object({
  method_id: z.coerce.number().int().min(1).max(99),
  token: z.string().min(1).max(128),
  sign: z.string().min(1).max(128),
  lng: z.string().regex(/^[a-z]{2}$/, "lng must be two lower-case letters"),
});

export const socialLoginBody = z.object({
  login: encoded("login", 254),
  pass: encoded("pass", 128),
  "g-recaptcha-response": z.string().max(8192).optional(),
});

export const smsLoginBody = z.object({ "sms-code": sixDigits });

export const twoStepBody = z.object({
  code: encoded("code", 16).pipe(sixDigits),
  save: saveFlag,
  componentsData,
});

export const socialTwoStepBody = z.object({ code: encoded("code", 16).pipe(sixDigits) });

export const sendSmsBody = z.object({
  "phone-number": z.string().min(1).max(32),
  "phone-code": telCode,
  componentsData,
});

const okAnswer = z.object({
  status: z.literal("ok"),
  user_id: z.number().int(),
  token: z.string(),
  expiresAt: z.number().int(),
  csrfToken: z.string(),
  redirectUrl: z.string().optional(),
  /** The sign-in before this one (epoch seconds, address); null at the first. */
  previousLogin: z.object({ at: z.number().int(), ip: z.string().nullable() }).nullable(),
});
const twoStepAnswer = z.object({
  status: z.literal("two_step_required"),
  method: z.enum(["totp", "sms"]),
  form: z.literal("login_password_two_step_code"),
  expiresIn: z.number().int(),
});
export const signInAnswer = z.discriminatedUnion("status", [okAnswer, twoStepAnswer]);

export const sendSmsAnswer = z.object({ success: z.literal(true), expiresIn: z.number().int() });

export const loginTokenAnswer = z.object({
  method_id: z.number().int(),
  token: z.string(),
  sign: z.string(),
  expiresAt: z.number().int(),
});
