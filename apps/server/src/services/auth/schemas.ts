import { sendSmsAnswer, signInAnswer } from "@parlay/contracts/players";
import { z } from "zod";
import { componentsData, encoded, saveFlag, secondStepCode, sixDigits, telCode } from "./fields.ts";

/** Request shapes of the sign-in routes; field names are the spec's (001 §7). */

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
  /** Six digits (SMS or TOTP), or a one-time backup code ("xxxxx-xxxxx"). */
  code: encoded("code", 16).pipe(secondStepCode),
  save: saveFlag,
  componentsData,
});

export const socialTwoStepBody = z.object({ code: encoded("code", 16).pipe(sixDigits) });

export const sendSmsBody = z.object({
  "phone-number": z.string().min(1).max(32),
  "phone-code": telCode,
  componentsData,
});

/** The sign-in answers are the shared contracts (@parlay/contracts/players). */
export { sendSmsAnswer, signInAnswer };

export const loginTokenAnswer = z.object({
  method_id: z.number().int(),
  token: z.string(),
  sign: z.string(),
  expiresAt: z.number().int(),
});
