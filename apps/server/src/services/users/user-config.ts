import type { UserRow } from "@parlay/db/players";
import {
  type ActivationType,
  isActivated,
  isVerified,
  protectionLevel,
  protectionLevelStatus,
  type RegistrationType,
  remainingDaysToActivate,
  type UserConfig,
} from "@parlay/domain/players";

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** The user config answer (spec 001 §3) of one account, computed at `now`. */
export function userConfigOf(user: UserRow, now: Date): UserConfig {
  const data = (user.user_data ?? {}) as Record<string, unknown>;
  const methods = {
    is_changed_password: user.password_changed_at !== null,
    enable_two_factor_auth: user.two_factor !== null,
    enable_phone_binding: user.phone_verified_at !== null,
    enable_security_question: user.security_question,
    enable_email_auth: user.email_auth,
  };
  const level = protectionLevel(methods);
  const activation = {
    activationType: user.activation_type as ActivationType,
    emailVerified: user.email_verified_at !== null,
    phoneVerified: user.phone_verified_at !== null,
  };
  const verification = {
    verification_status: user.verification_status,
    verification_status_group_code: user.verification_group_code,
    internal_verification_status: user.internal_verification_status,
    requested_additional_document: user.requested_additional_document,
  };
  return {
    user_id: Number(user.id),
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: user.user_name,
    user_country_code: user.country_code,
    user_country_id: user.country_id,
    activation_type: user.activation_type,
    user_ref_id: user.ref_id,
    user_msg_count: user.msg_count,
    remaining_days_to_activate: remainingDaysToActivate(activation, user.created_at, now),
    protection_level: level,
    protection_methods: methods,
    changed_pass_day_count: user.password_changed_at
      ? Math.floor((now.getTime() - user.password_changed_at.getTime()) / 86_400_000)
      : null,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    ...verification,
    verification_types: Array.isArray(user.verification_types)
      ? user.verification_types.filter(Number.isInteger)
      : [],
    has_deposit: user.has_deposit,
    is_identification_bonus: user.is_identification_bonus,
    is_need_identification: user.is_need_identification,
    user_data: {
      date_birthday: user.birth_date ?? str(data.date_birthday),
      document_type_id: int(data.document_type_id),
      inn: str(data.inn),
      name: str(data.name),
      surname: str(data.surname),
      passport: str(data.passport),
      passport_date: str(data.passport_date),
      passport_end_date: str(data.passport_end_date),
      registration_address: str(data.registration_address),
    },
    disallow_line_sport: user.disallow_line_sport,
    disallow_live_sport: user.disallow_live_sport,
    user_hide_balance: user.hide_balance,
    currency: user.currency,
    registration_type: user.registration_type as RegistrationType,
    bonus_choice: user.bonus_choice,
    email_verified: activation.emailVerified,
    phone_verified: activation.phoneVerified,
    two_factor_method: user.two_factor,
    newsletter: user.newsletter,
    is_verified: isVerified(verification),
    protection_status: protectionLevelStatus(level),
    is_activated: isActivated(activation),
    language: user.language,
    registered_at: user.created_at.toISOString(),
  };
}
