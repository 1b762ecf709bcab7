import type { PlayerErrorCode } from "@parlay/contracts/errors";
import { catalogueCode, entryFor, type HttpFailure } from "@parlay/web";
import { fill, type RegistrationDictionary } from "./i18n/index.ts";

/**
 * The text of each catalogue code in the registration forms (docs/errors.md), or null for the
 * server's own message (a 5xx: our generic line). UNDER_AGE names the minimum age when the answer
 * carries it. Every code is listed, so a new one fails the typecheck until it is decided here.
 */
const BY_CODE: Record<PlayerErrorCode, keyof RegistrationDictionary | null> = {
  VALIDATION: "errValidation",
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
  RATE_LIMITED: "errRateLimited",
  CAPTCHA_REQUIRED: "captchaRequired",
  CAPTCHA_INVALID: "captchaAgain",
  CAPTCHA_EXPIRED: "captchaAgain",
  CAPTCHA_USED: "captchaAgain",
  FINGERPRINT_INVALID: null,
  INVALID_CREDENTIALS: null,
  TWO_STEP_INVALID: null,
  TWO_STEP_EXPIRED: null,
  CODE_INVALID: "errCodeInvalid",
  CODE_EXPIRED: "errCodeExpired",
  LINK_INVALID: null,
  WEAK_PASSWORD: "errWeakPassword",
  REGISTRATION_CLOSED: "errClosed",
  UNDER_AGE: "errValidation",
  EMAIL_TAKEN: "errEmailTaken",
  PHONE_TAKEN: "errPhoneTaken",
  SOCIAL_TAKEN: "errSocialTaken",
  NO_ACCOUNT: null,
  ONE_TAP_DISABLED: "socialUnavailable",
  SOCIAL_TOKEN_INVALID: "errSocial",
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
  SELF_EXCLUDED: null,
  TIMED_OUT: null,
  SELF_EXCLUSION_ENDED: null,
  REOPEN_COOLING_OFF: null,
  SESSION_LIMIT_REACHED: null,
  REGISTER_EXCLUDED: null,
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
};

/** The player's text for a failed registration call; null when they cancelled (close, 499). */
export function registrationError(failure: HttpFailure, t: RegistrationDictionary): string | null {
  if (failure.kind === "close") return null;
  if (failure.kind === "network") return t.errNetwork;
  if (failure.code === "UNDER_AGE") {
    const minAge = (failure.details as { minAge?: unknown } | undefined)?.minAge;
    return typeof minAge === "number" ? fill(t.errUnderAge, { minAge }) : t.errValidation;
  }
  const code = catalogueCode(failure);
  const key = entryFor(BY_CODE, code) ?? null;
  if (key) return t[key];
  return failure.status >= 500 ? t.errServer : failure.message;
}
