import { registrationAnswer, successAnswer } from "@parlay/contracts/players";
import { globalSettingsShape, mailingShape, userConfigSchema } from "@parlay/domain/players";
import { z } from "zod";
import { email, encoded, secondStepCode, sixDigits, telCode } from "../auth/index.ts";
import { registrationCommon } from "./fields.ts";

/** Request and answer shapes of registration, the /user pages and the player's settings. */

export const fastRegBody = z.object({ ...registrationCommon });

export const phoneRegBody = z.object({
  ...registrationCommon,
  "sms-code": sixDigits,
  /** Optional: without it a password is generated and shown once. */
  uPassword: encoded("uPassword", 128).optional(),
});

export const emailRegBody = z.object({
  ...registrationCommon,
  email,
  uPassword: encoded("uPassword", 128),
  user_name: z.string().trim().min(1).max(100).optional(),
  phone_code: telCode.optional(),
  phone_number: z.string().max(32).optional(),
  newsletter: z.boolean().default(true),
  /**
   * parlay: the details a national self-exclusion register matches on (GAMSTOP: first name, last
   * name, date of birth, e-mail, postcode); kept in user_data as name, surname, postcode.
   */
  name: z.string().trim().min(1).max(100).optional(),
  surname: z.string().trim().min(1).max(100).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/, "a postcode of letters, digits, spaces and dashes")
    .optional(),
});

/** The registration and success answers are the shared contracts (@parlay/contracts/players). */
export { registrationAnswer, successAnswer };

const linkToken = z.string().min(1, "token is required").max(200);

export const tokenBody = z.object({ token: linkToken });
export const activateBody = z.object({ type: z.enum(["activate", "activatefast"]), token: linkToken });
export const resetRequestBody = z
  .object({
    email: email.optional(),
    "phone-number": z.string().max(32).optional(),
    "phone-code": telCode.optional(),
    lng: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default("en"),
  })
  .refine(
    (b) => b.email !== undefined || (b["phone-number"] !== undefined && b["phone-code"] !== undefined),
    {
      message: "give email, or phone-number with phone-code",
    },
  );
export const resetBody = z.object({ token: linkToken, uPassword: encoded("uPassword", 128) });

export const configPatchBody = z
  .object({
    user_name: z.string().trim().min(1).max(100).nullable().optional(),
    user_hide_balance: z.boolean().optional(),
    disallow_line_sport: z.boolean().optional(),
    disallow_live_sport: z.boolean().optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    newsletter: z.boolean().optional(),
  })
  .strict();
export const configAnswer = userConfigSchema;

export const passwordChangeBody = z.object({
  uPassword: encoded("uPassword", 128),
  newPassword: encoded("newPassword", 128),
});
export const emailChangeBody = z.object({
  email,
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default("en"),
});
export const phoneBindBody = z.object({ "sms-code": sixDigits });
export const totpSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, for an <img> of the security page. */
  qrSvg: z.string(),
});
export const totpEnableBody = z.object({ code: sixDigits });
export const passwordBody = z.object({ uPassword: encoded("uPassword", 128) });

/** Enabling TOTP answers the ten one-time backup codes, once. */
export const backupCodesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  backupCodes: z.array(z.string()).length(10),
});
/** Turning two-step off: the password, or (TOTP) a code from the app or a backup code. */
export const twoFactorDisableBody = z
  .object({ uPassword: encoded("uPassword", 128).optional(), code: secondStepCode.optional() })
  .refine((b) => (b.uPassword === undefined) !== (b.code === undefined), {
    message: "give uPassword or code (one of them)",
  });
export const secondStepBody = z.object({ code: secondStepCode });

export const securityQuestionBody = z.object({
  question: z.string().trim().min(5, "question is too short").max(200),
  answer: z.string().trim().min(2, "answer is too short").max(200),
  uPassword: encoded("uPassword", 128),
});

const protectionMethod = z.enum([
  "is_changed_password",
  "enable_two_factor_auth",
  "enable_phone_binding",
  "enable_security_question",
  "enable_email_auth",
]);
export const securityAnswer = z.object({
  protection_level: z.number().nullable(),
  protection_status: z.enum(["bad", "normal", "good", "full"]).nullable(),
  protection_methods: z.record(protectionMethod, z.boolean()),
  steps: z.array(z.object({ method: protectionMethod, gain: z.number() })),
  changed_pass_day_count: z.number().nullable(),
  two_factor: z.object({ method: z.enum(["totp", "sms"]).nullable(), backupCodesLeft: z.number() }),
  security_question: z.string().nullable(),
  phone_bound: z.boolean(),
  email: z.string().nullable(),
});

/** The settings (spec 001 §3): global settings and the office settings. */
export const settingsAnswer = z.object({
  global: z.object(globalSettingsShape),
  office: z.object({ ...mailingShape, user_hide_balance: z.boolean() }),
});
export const settingsPatchBody = z
  .object({
    ...Object.fromEntries(Object.entries(globalSettingsShape).map(([k, v]) => [k, v.optional()])),
    ...Object.fromEntries(Object.entries(mailingShape).map(([k, v]) => [k, v.optional()])),
    user_hide_balance: z.boolean().optional(),
  })
  .strict() as unknown as z.ZodType<
  Partial<z.infer<typeof settingsAnswer>["global"] & z.infer<typeof settingsAnswer>["office"]>
>;

/** POST /web-api/GetTimezones (001 §7): `result`, a map of text, value, zone. */
export const timezonesAnswer = z.object({
  result: z.record(z.string(), z.object({ text: z.string(), value: z.number(), zone: z.string() })),
});
