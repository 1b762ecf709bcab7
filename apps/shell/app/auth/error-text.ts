import type { MessageKey } from "@parlay/i18n";
import type { HttpFailure } from "@parlay/web";

/** Server error codes the player can act on, in their language (docs/players.md, apps/server http/errors.ts). */
const BY_CODE: Partial<Record<string, MessageKey>> = {
  INVALID_CREDENTIALS: "auth_error_invalid_credentials",
  TWO_STEP_INVALID: "auth_error_code_invalid",
  TWO_STEP_EXPIRED: "auth_error_two_step_expired",
  CODE_INVALID: "auth_error_code_invalid",
  CODE_EXPIRED: "auth_error_code_expired",
  NO_ACCOUNT: "auth_error_no_account",
  LINK_INVALID: "user_link_invalid",
  WEAK_PASSWORD: "auth_error_weak_password",
  EMAIL_TAKEN: "auth_error_email_taken",
  RATE_LIMITED: "auth_error_rate_limited",
  CAPTCHA_REQUIRED: "captcha_required",
  CAPTCHA_INVALID: "captcha_again",
  CAPTCHA_EXPIRED: "captcha_again",
  CAPTCHA_USED: "captcha_again",
  SOCIAL_TOKEN_INVALID: "auth_error_social",
  VALIDATION: "auth_error_validation",
  // Responsible gaming (issue 15): a sign-in refused by the player's own limits.
  SELF_EXCLUDED: "responsible_gaming_self_exclusion_warning",
  TIMED_OUT: "auth_error_timed_out",
  SESSION_LIMIT_REACHED: "auth_error_session_limit",
  REGISTER_EXCLUDED: "auth_error_register_excluded",
};

/**
 * The text to announce for a failed call, or null when there is nothing to say (the player
 * cancelled: close, 499).
 */
export function errorText(failure: HttpFailure, t: (key: MessageKey) => string): string | null {
  if (failure.kind === "close") return null;
  if (failure.kind === "network") return t("auth_error_network");
  if (failure.kind === "terms") return t("auth_error_terms");
  const key = BY_CODE[failure.code];
  if (key) return t(key);
  return failure.status >= 500 ? t("auth_error_server") : failure.message;
}
