import type { PlayerErrorCode } from "@parlay/contracts/errors";
import { catalogueCode, entryFor, type HttpFailure } from "@parlay/web";
import type { OfficeDictionary } from "../i18n/index.ts";
import type { OfficeErrorKey } from "../i18n/types.ts";

/**
 * The office's text for each catalogue code (the key of `t.errors`, docs/errors.md), or null for the
 * server's own message. Every code is listed, so a new one fails the typecheck until it is decided here.
 */
const ERROR_KEYS: Record<PlayerErrorCode, OfficeErrorKey | null> = {
  VALIDATION: null,
  NOT_FOUND: "NOT_FOUND",
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
  INSUFFICIENT_FUNDS: "INSUFFICIENT_FUNDS",
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  LEDGER_UNBALANCED: null,
  LEDGER_ACCOUNT_MISMATCH: null,
  ALREADY_REVERSED: null,
  HOLD_NOT_ACTIVE: null,
  CURRENCY_NOT_SUPPORTED: "CURRENCY_NOT_SUPPORTED",
  ACCOUNT_EXISTS: null,
  ACCOUNT_NOT_REMOVABLE: null,
  ACCOUNT_NOT_EMPTY: null,
  NO_ACCOUNT_IN_CURRENCY: "NO_ACCOUNT_IN_CURRENCY",
  AMOUNT_OUT_OF_RANGE: "AMOUNT_OUT_OF_RANGE",
  LIMIT_REFUSED: "LIMIT_REFUSED",
  ACCOUNT_BANNED: "ACCOUNT_BANNED",
  WITHDRAWAL_NOT_CANCELLABLE: "WITHDRAWAL_NOT_CANCELLABLE",
  PAYMENT_ALREADY_SETTLED: null,
  WEBHOOK_SIGNATURE_INVALID: null,
  WEBHOOK_TIMESTAMP_STALE: null,
  PAYMENT_PROVIDER_UNAVAILABLE: "PAYMENT_PROVIDER_UNAVAILABLE",
  CSRF: "CSRF",
  RATE_LIMITED: "RATE_LIMITED",
  CAPTCHA_REQUIRED: "CAPTCHA_REQUIRED",
  CAPTCHA_INVALID: null,
  CAPTCHA_EXPIRED: null,
  CAPTCHA_USED: null,
  FINGERPRINT_INVALID: null,
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  TWO_STEP_INVALID: null,
  TWO_STEP_EXPIRED: null,
  CODE_INVALID: "CODE_INVALID",
  CODE_EXPIRED: null,
  LINK_INVALID: null,
  WEAK_PASSWORD: "WEAK_PASSWORD",
  REGISTRATION_CLOSED: null,
  UNDER_AGE: null,
  EMAIL_TAKEN: null,
  PHONE_TAKEN: null,
  SOCIAL_TAKEN: null,
  NO_ACCOUNT: null,
  ONE_TAP_DISABLED: null,
  SOCIAL_TOKEN_INVALID: null,
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
  LIMIT_DEPOSIT_EXCEEDED: "LIMIT_DEPOSIT_EXCEEDED",
  LIMIT_WAGER_EXCEEDED: null,
  LIMIT_LOSS_EXCEEDED: null,
  SELF_EXCLUDED: "SELF_EXCLUDED",
  TIMED_OUT: "TIMED_OUT",
  SELF_EXCLUSION_ENDED: "SELF_EXCLUSION_ENDED",
  REOPEN_COOLING_OFF: "REOPEN_COOLING_OFF",
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
  PERSONAL_DATA_LOCKED: "PERSONAL_DATA_LOCKED",
  DOCUMENT_TYPE_NOT_ALLOWED: "DOCUMENT_TYPE_NOT_ALLOWED",
  DOCUMENT_TOO_LARGE: "DOCUMENT_TOO_LARGE",
  ATTACHMENT_REFUSED: "ATTACHMENT_REFUSED",
  ATTACHMENT_TOO_LARGE: "ATTACHMENT_TOO_LARGE",
};

/** 401: the session ended (or never existed); the office then offers Log in rather than Try again. */
export function isSignedOut(failure: HttpFailure): boolean {
  return failure.status === 401 && catalogueCode(failure) !== "INVALID_CREDENTIALS";
}

/**
 * What to tell the player about a failed call, in their language: our text for the codes they can
 * meet here, else the server's own message (it names the problem, e.g. the minimum), else a generic line.
 */
export function failureText(failure: HttpFailure, t: OfficeDictionary): string {
  if (failure.kind === "network") return t.common.network;
  const code = catalogueCode(failure);
  const key = entryFor(ERROR_KEYS, code) ?? null;
  // A wrong current password is a 401 too, but the session is fine: the code decides first.
  if (key) return t.errors[key];
  if (failure.status === 401) return t.common.signedOut;
  if (failure.status >= 500) return t.common.genericError;
  return failure.message || t.common.genericError;
}
