import { z } from "zod";
import { REGISTRATION_TYPES } from "./activation.ts";

/**
 * The user config answer (spec 001 §3 "User config"), the contract between the players service
 * and the shell. Every field the spec lists is here with its spec name; fields marked "parlay"
 * are additions the spec leaves open.
 */
export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});

export const userDataSchema = z.object({
  /** YYYY-MM-DD. */
  date_birthday: z.string().nullable(),
  document_type_id: z.number().int().nullable(),
  inn: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  passport: z.string().nullable(),
  passport_date: z.string().nullable(),
  passport_end_date: z.string().nullable(),
  registration_address: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const userConfigSchema = z.object({
  /** parlay: the account number (also the login for one-click accounts). */
  user_id: z.number().int(),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_country_code: z.string().nullable(),
  user_country_id: z.number().int().nullable(),
  activation_type: z.number().int().min(0).max(3),
  user_ref_id: z.string().nullable(),
  user_msg_count: z.number().int(),
  remaining_days_to_activate: z.number().int().nullable(),
  protection_level: z.number().int(),
  protection_methods: protectionMethodsSchema,
  changed_pass_day_count: z.number().int().nullable(),
  ban_level: z.number().int(),
  ban_version: z.number().int(),
  verification_status: z.number().int(),
  verification_types: z.array(z.number().int()),
  verification_status_group_code: z.string().nullable(),
  internal_verification_status: z.number().int(),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  is_need_identification: z.boolean(),
  user_data: userDataSchema,
  disallow_line_sport: z.boolean(),
  disallow_live_sport: z.boolean(),
  user_hide_balance: z.boolean(),
  /** parlay: the registration currency (ISO 4217); the wallet's accounts carry the balances. */
  currency: z.string(),
  /** parlay: how the account was opened and the bonus chosen then (0 none, 1 sports, 2 casino). */
  registration_type: z.enum(REGISTRATION_TYPES),
  bonus_choice: z.number().int().min(0).max(2),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** parlay: null when two-step login is off. */
  two_factor_method: z.enum(["totp", "sms"]).nullable(),
  /** parlay: false once the player stopped the newsletter. */
  newsletter: z.boolean(),
  /** parlay: derived, so the shell need not repeat the rules. */
  is_verified: z.boolean(),
  protection_status: z.enum(["bad", "normal", "good", "full"]).nullable(),
  is_activated: z.boolean(),
  language: z.string().nullable(),
  /** parlay: ISO timestamp of registration. */
  registered_at: z.string(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
