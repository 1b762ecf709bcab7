import type { PlayerErrorCode } from "@parlay/contracts/errors";
import type { MessageKey } from "@parlay/i18n";
import { catalogueCode, entryFor, type HttpFailure } from "@parlay/web";

/**
 * The text of each catalogue code in the sign-in, password and link forms (docs/errors.md), or null
 * for the server's own message (a 5xx: our generic line). Every code is listed, so a new one fails
 * the typecheck until it is decided here.
 */
const BY_CODE: Record<PlayerErrorCode, MessageKey | null> = {
  VALIDATION: "auth_error_validation",
  NOT_FOUND: null,
  METHOD_NOT_ALLOWED: null,
  UNAUTHORIZED: null,
  FORBIDDEN: null,
  NO_SITE_CONFIG: null,
  UNKNOWN_CONFIG_GROUP: null,
  SITE_CONFIG_INVALID: null,
  CONFLICT: null,
  INTERNAL: null,
  DATABASE_UNAVAILABLE: null,
  PAYLOAD_TOO_LARGE: null,
  UNSUPPORTED_MEDIA_TYPE: null,
  REMOTE_UNAVAILABLE: null,
  SUBSCRIPTION_LIMIT: null,
  INSUFFICIENT_FUNDS: null,
  IDEMPOTENCY_KEY_REUSED: null,
  LEDGER_UNBALANCED: null,
  LEDGER_ACCOUNT_MISMATCH: null,
  ALREADY_REVERSED: null,
  HOLD_NOT_ACTIVE: null,
  CURRENCY_NOT_SUPPORTED: null,
  ACCOUNT_EXISTS: null,
  ACCOUNT_NOT_REMOVABLE: null,
  ACCOUNT_NOT_EMPTY: null,
  NO_ACCOUNT_IN_CURRENCY: null,
  AMOUNT_OUT_OF_RANGE: null,
  LIMIT_REFUSED: null,
  ACCOUNT_BANNED: null,
  WITHDRAWAL_NOT_CANCELLABLE: null,
  PAYMENT_ALREADY_SETTLED: null,
  WEBHOOK_SIGNATURE_INVALID: null,
  WEBHOOK_TIMESTAMP_STALE: null,
  PAYMENT_PROVIDER_UNAVAILABLE: null,
  CSRF: null,
  RATE_LIMITED: "auth_error_rate_limited",
  CAPTCHA_REQUIRED: "captcha_required",
  CAPTCHA_INVALID: "captcha_again",
  CAPTCHA_EXPIRED: "captcha_again",
  CAPTCHA_USED: "captcha_again",
  FINGERPRINT_INVALID: null,
  INVALID_CREDENTIALS: "auth_error_invalid_credentials",
  TWO_STEP_INVALID: "auth_error_code_invalid",
  TWO_STEP_EXPIRED: "auth_error_two_step_expired",
  CODE_INVALID: "auth_error_code_invalid",
  CODE_EXPIRED: "auth_error_code_expired",
  LINK_INVALID: "user_link_invalid",
  WEAK_PASSWORD: "auth_error_weak_password",
  REGISTRATION_CLOSED: null,
  UNDER_AGE: null,
  EMAIL_TAKEN: "auth_error_email_taken",
  PHONE_TAKEN: null,
  SOCIAL_TAKEN: null,
  NO_ACCOUNT: "auth_error_no_account",
  ONE_TAP_DISABLED: null,
  SOCIAL_TOKEN_INVALID: "auth_error_social",
  TRANSFER_NOT_FOUND: null,
  COUPON_INVALID: null,
  OUTCOME_NOT_FOUND: null,
  MARKET_BLOCKED: null,
  COEF_CHANGED: null,
  GAME_FINISHED: null,
  SCORE_CHANGED: null,
  AMOUNT_BELOW_MIN: null,
  AMOUNT_ABOVE_MAX: null,
  COUPON_CODE_NOT_FOUND: null,
  // Responsible gaming (issue 15) codes without a text of their own here: the server's message.
  LIMIT_DEPOSIT_EXCEEDED: null,
  LIMIT_WAGER_EXCEEDED: null,
  LIMIT_LOSS_EXCEEDED: null,
  SELF_EXCLUSION_ENDED: null,
  REOPEN_COOLING_OFF: null,
  REGISTER_UNAVAILABLE: null,
  LIMIT_VALUE_NOT_ALLOWED: null,
  LIMIT_CANNOT_SHORTEN: null,
  LIMIT_NO_PENDING_CHANGE: null,
  LIMIT_PENDING_NOT_CONFIRMABLE_YET: null,
  LIMIT_PENDING_LAPSED: null,
  LIMIT_QUESTIONNAIRE_FAILED: null,
  LIMIT_TYPE_NOT_AVAILABLE: null,
  WITHDRAW_ONLY: null,
  LIMIT_TOKEN_INVALID: null,
  // The HTTP client sends the player to confirm-terms (spec 000 §8); no message of its own.
  TERMS_NOT_ACCEPTED: null,
  TERMS_VERSION_OUTDATED: null,
  // The office's personal-data and verification pages say these themselves.
  PERSONAL_DATA_LOCKED: null,
  DOCUMENT_TYPE_NOT_ALLOWED: null,
  DOCUMENT_TOO_LARGE: null,
  ATTACHMENT_REFUSED: null,
  ATTACHMENT_TOO_LARGE: null,
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
  const code = catalogueCode(failure);
  const key = entryFor(BY_CODE, code) ?? null;
  if (key) return t(key);
  return failure.status >= 500 ? t("auth_error_server") : failure.message;
}
