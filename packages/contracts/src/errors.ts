/**
 * The catalogue of stable error codes the server answers with (`{ error: { code, message, details } }`),
 * the one place a code is added. A code never changes meaning: clients branch on `code`, people read
 * `message`. docs/errors.md says when each is raised and what its `details` carry; a test holds the
 * table, the raise sites and this list together (apps/server/src/http/errors-catalogue.test.ts).
 *
 * Clients import the types only (`import type { PlayerErrorCode } from "@parlay/contracts/errors"`):
 * the player clients' maps from code to text are `Record<PlayerErrorCode, …>`, so a new code here
 * fails the typecheck until every client has decided what to say for it — unless it is one of the
 * back office's own codes (STAFF_ERROR_CODES), which no player's page meets.
 */

export interface ErrorEntry {
  /** The HTTP status the code is always sent with. */
  readonly status: number;
  /** The default English text (a raise site may say more). */
  readonly message: string;
}

export const ERRORS = {
  VALIDATION: { status: 400, message: "The request is not valid" },
  NOT_FOUND: { status: 404, message: "Not found" },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed here" },
  UNAUTHORIZED: { status: 401, message: "Sign in first" },
  FORBIDDEN: { status: 403, message: "Not allowed" },
  NO_SITE_CONFIG: { status: 404, message: "No site config for this domain" },
  UNKNOWN_CONFIG_GROUP: { status: 400, message: "Unknown config group" },
  SITE_CONFIG_INVALID: { status: 500, message: "The site config of this domain is broken" },
  CONFLICT: { status: 409, message: "Conflict" },
  INTERNAL: { status: 500, message: "Something went wrong on our side" },
  DATABASE_UNAVAILABLE: { status: 503, message: "The service is briefly unavailable; try again shortly" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "This content type is not accepted here" },
  REMOTE_UNAVAILABLE: { status: 502, message: "A part of the site did not answer; try again shortly" },
  /** The live push (/ws/live, sent in an error frame): a connection follows too much at once. */
  SUBSCRIPTION_LIMIT: { status: 400, message: "Too many games, sports or outcomes on one connection" },
  // Wallet and payments (issue 5).
  INSUFFICIENT_FUNDS: { status: 409, message: "Not enough available balance" },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: "This idempotency key was used for another request" },
  LEDGER_UNBALANCED: { status: 500, message: "A ledger transaction must balance in every currency" },
  LEDGER_ACCOUNT_MISMATCH: { status: 500, message: "A ledger entry names an unknown account or currency" },
  ALREADY_REVERSED: { status: 409, message: "This transaction has already been reversed" },
  HOLD_NOT_ACTIVE: { status: 409, message: "This hold has already been captured or released" },
  CURRENCY_NOT_SUPPORTED: { status: 422, message: "Accounts cannot be opened in this currency" },
  ACCOUNT_EXISTS: { status: 409, message: "You already have an account in this currency" },
  ACCOUNT_NOT_REMOVABLE: { status: 409, message: "Only an additional currency account can be removed" },
  ACCOUNT_NOT_EMPTY: {
    status: 409,
    message: "Only an account with zero balance and no holds can be removed",
  },
  NO_ACCOUNT_IN_CURRENCY: { status: 422, message: "You have no account in this currency" },
  AMOUNT_OUT_OF_RANGE: { status: 422, message: "The amount is outside the allowed range" },
  LIMIT_REFUSED: { status: 403, message: "Refused by your responsible-gaming limits" },
  /** Spec 001 §4: a banned player (ban_level > 0) cannot bet, deposit or play; withdrawing as the ban allows. */
  ACCOUNT_BANNED: { status: 403, message: "Your account is restricted; contact support" },
  WITHDRAWAL_NOT_CANCELLABLE: { status: 409, message: "A withdrawal request cannot be cancelled once sent" },
  PAYMENT_ALREADY_SETTLED: { status: 409, message: "This payment already has a different final outcome" },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: "The webhook signature is missing or wrong" },
  WEBHOOK_TIMESTAMP_STALE: { status: 400, message: "The webhook timestamp is more than 5 minutes off" },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: "The payment provider did not answer; try again" },
  // Players (sign-in, registration, sessions); numeric client codes travel in `details`.
  CSRF: { status: 403, message: "The request's CSRF token is missing or wrong; reload and try again" },
  RATE_LIMITED: { status: 429, message: "Too many requests; wait a moment and try again" },
  CAPTCHA_REQUIRED: { status: 400, message: "Solve the captcha to continue" },
  CAPTCHA_INVALID: { status: 400, message: "The captcha answer is not valid" },
  CAPTCHA_EXPIRED: { status: 400, message: "The captcha expired; solve a new one" },
  CAPTCHA_USED: { status: 400, message: "This captcha answer was already used; solve a new one" },
  FINGERPRINT_INVALID: {
    status: 400,
    message: "The device fingerprint is missing, expired or does not match",
  },
  INVALID_CREDENTIALS: { status: 401, message: "Wrong login or password" },
  TWO_STEP_INVALID: { status: 401, message: "Wrong or expired confirmation code" },
  TWO_STEP_EXPIRED: { status: 401, message: "The sign-in step expired; sign in again" },
  CODE_INVALID: { status: 400, message: "Wrong code" },
  CODE_EXPIRED: { status: 400, message: "The code expired or was used up; ask for a new one" },
  LINK_INVALID: { status: 400, message: "This link is invalid, expired or was already used" },
  WEAK_PASSWORD: {
    status: 400,
    message: "The password must be 8 to 128 characters with a letter and a digit",
  },
  REGISTRATION_CLOSED: { status: 403, message: "Registration is not available on this site" },
  UNDER_AGE: { status: 400, message: "You are below the minimum age for this site" },
  EMAIL_TAKEN: { status: 409, message: "An account with this e-mail already exists" },
  PHONE_TAKEN: { status: 409, message: "An account with this phone number already exists" },
  SOCIAL_TAKEN: { status: 409, message: "This social account is already linked to an account" },
  NO_ACCOUNT: { status: 404, message: "No account is linked to this phone number" },
  ONE_TAP_DISABLED: { status: 404, message: "One-tap sign-in is not available on this site" },
  SOCIAL_TOKEN_INVALID: { status: 401, message: "The identity provider's token could not be verified" },
  TRANSFER_NOT_FOUND: { status: 404, message: "No account to transfer matches these details" },
  // Betting (issue 6): placing coupons.
  COUPON_INVALID: { status: 422, message: "The coupon breaks a betting rule" },
  OUTCOME_NOT_FOUND: { status: 422, message: "A bet in the coupon is no longer offered" },
  MARKET_BLOCKED: { status: 409, message: "A market in the coupon is suspended; try again shortly" },
  COEF_CHANGED: { status: 409, message: "Odds have changed; confirm the new odds to place the coupon" },
  GAME_FINISHED: { status: 409, message: "A game in the coupon has finished" },
  SCORE_CHANGED: { status: 409, message: "A score changed before the coupon was accepted" },
  AMOUNT_BELOW_MIN: { status: 422, message: "The amount is below the minimum for this coupon" },
  AMOUNT_ABOVE_MAX: { status: 422, message: "The amount is above the maximum for this coupon" },
  COUPON_CODE_NOT_FOUND: { status: 404, message: "No coupon has this code" },
  // Responsible gaming (issue 15): the limits service and its enforcement. The same codes, statuses
  // and messages as packages/domain/src/limits/codes.ts (a test keeps them equal);
  // docs/responsible-gaming.md says when each is answered.
  LIMIT_DEPOSIT_EXCEEDED: { status: 403, message: "This deposit would exceed your deposit limit" },
  LIMIT_WAGER_EXCEEDED: { status: 403, message: "This stake would exceed your wagering limit" },
  LIMIT_LOSS_EXCEEDED: { status: 403, message: "This stake could exceed your loss limit" },
  SELF_EXCLUDED: { status: 403, message: "Your account is self-excluded" },
  TIMED_OUT: { status: 403, message: "Your account is taking a break (time-out)" },
  SELF_EXCLUSION_ENDED: {
    status: 403,
    message: "Your self-exclusion has ended; ask to reopen your account to play again",
  },
  REOPEN_COOLING_OFF: { status: 403, message: "Your account reopens 24 hours after you asked" },
  SESSION_LIMIT_REACHED: { status: 403, message: "You have reached your session time limit" },
  REGISTER_EXCLUDED: { status: 403, message: "You are registered with a national self-exclusion scheme" },
  REGISTER_UNAVAILABLE: {
    status: 503,
    message: "The national self-exclusion register could not be checked; try again shortly",
  },
  LIMIT_VALUE_NOT_ALLOWED: { status: 422, message: "This value cannot be chosen for this limit" },
  LIMIT_CANNOT_SHORTEN: { status: 409, message: "A self-exclusion or time-out can only be extended" },
  LIMIT_NO_PENDING_CHANGE: { status: 409, message: "There is no pending change of this limit" },
  LIMIT_PENDING_NOT_CONFIRMABLE_YET: {
    status: 409,
    message: "A raised limit can be confirmed only 24 hours after you asked",
  },
  LIMIT_PENDING_LAPSED: { status: 409, message: "This pending change was not confirmed in time" },
  LIMIT_QUESTIONNAIRE_FAILED: { status: 403, message: "The change needs the questionnaire to be passed" },
  LIMIT_TYPE_NOT_AVAILABLE: { status: 404, message: "This limit is not offered on this site" },
  WITHDRAW_ONLY: {
    status: 403,
    message: "While your account is closed to play you can only withdraw your balance",
  },
  // parlay: a questionnaire token that is unknown, another player's, used or expired.
  LIMIT_TOKEN_INVALID: { status: 404, message: "This questionnaire is unknown, expired or already answered" },
  // Back office: staff accounts (issue 16, docs/backoffice.md).
  STAFF_SIGN_IN: { status: 401, message: "Sign in to the back office first" },
  STAFF_FORBIDDEN: { status: 403, message: "Your staff roles do not allow this" },
  STAFF_BAD_CREDENTIALS: { status: 401, message: "Wrong e-mail or password" },
  STAFF_LOCKED: { status: 423, message: "Too many failed attempts; the account is locked for a while" },
  STAFF_CODE_REQUIRED: { status: 401, message: "Enter the code from your authenticator app" },
  STAFF_CODE_INVALID: { status: 401, message: "The authenticator code is wrong or was already used" },
  STAFF_ENROLL_EXPIRED: { status: 401, message: "The set-up step expired; sign in again" },
  STAFF_WEAK_PASSWORD: {
    status: 422,
    message: "Use at least 12 characters, not only letters or digits, and not your e-mail",
  },
  STAFF_EMAIL_TAKEN: { status: 409, message: "A staff account with this e-mail already exists" },
  STAFF_LAST_ADMIN: { status: 409, message: "This would leave the back office without an active admin" },
  STAFF_CSRF: { status: 403, message: "The request is missing its back-office CSRF token" },
  // Access control: blocks (issue 16, docs/access-control.md).
  BLOCK_RULE_INVALID: { status: 422, message: "The block rule's value or template does not fit its kind" },
  // Access control: redirects and terms (issue 16, docs/access-control.md).
  REDIRECT_RULE_INVALID: { status: 422, message: "The redirect rule does not fit its kind" },
  TERMS_NOT_ACCEPTED: { status: 451, message: "Accept the new terms to continue" },
  TERMS_VERSION_OUTDATED: {
    status: 409,
    message: "These are not the current terms; read the new ones first",
  },
  TERMS_PUBLISHED: { status: 409, message: "A published version of the terms cannot change" },
  // The casino catalogue in the back office (issue 18, docs/casino.md).
  CASINO_GAME_NOT_PLAYABLE: {
    status: 409,
    message: "A game can be enabled only while its provider is enabled and it has a launcher",
  },
  // Personal data and verification (issue 17, docs/verification.md).
  PERSONAL_DATA_LOCKED: {
    status: 409,
    message: "Your personal data is verified and can no longer be changed; contact support to correct it",
  },
  DOCUMENT_TYPE_NOT_ALLOWED: { status: 415, message: "Upload a JPEG, PNG or WebP image or a PDF" },
  DOCUMENT_TOO_LARGE: { status: 413, message: "The file is larger than 10 MB" },
  VERIFICATION_DECIDED: { status: 409, message: "This document has already been reviewed" },
  // Support tickets (issue 17, docs/support.md).
  ATTACHMENT_REFUSED: { status: 422, message: "Attach an image (PNG, JPEG, WebP) or a PDF" },
  ATTACHMENT_TOO_LARGE: { status: 413, message: "An attachment is larger than 2 MB" },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The codes only the back office's API answers (staff sign-in and roles, rule and terms editing,
 * document review): no player's page meets them, so the player clients' maps leave them out.
 */
export const STAFF_ERROR_CODES = [
  "STAFF_SIGN_IN",
  "STAFF_FORBIDDEN",
  "STAFF_BAD_CREDENTIALS",
  "STAFF_LOCKED",
  "STAFF_CODE_REQUIRED",
  "STAFF_CODE_INVALID",
  "STAFF_ENROLL_EXPIRED",
  "STAFF_WEAK_PASSWORD",
  "STAFF_EMAIL_TAKEN",
  "STAFF_LAST_ADMIN",
  "STAFF_CSRF",
  "BLOCK_RULE_INVALID",
  "REDIRECT_RULE_INVALID",
  "TERMS_PUBLISHED",
  "CASINO_GAME_NOT_PLAYABLE",
  "VERIFICATION_DECIDED",
] as const satisfies readonly ErrorCode[];
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** What a player's page may meet: the player clients' maps are exhaustive over these. */
export type PlayerErrorCode = Exclude<ErrorCode, StaffErrorCode>;

/** Every code, in catalogue order. */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The body of every error answer under the API prefixes. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/**
 * Codes the browser toolkit gives a failure that never reached one of our answers: fetch failed
 * (NETWORK), the request was cancelled (CLOSE), or the body was not ours (HTTP_<status>). No catalogue
 * code may look like one of them (errors.test.ts checks it at compile time).
 */
export type ClientFailureCode = "NETWORK" | "CLOSE" | `HTTP_${number}`;

/** What `HttpFailure.code` holds: a catalogue code, or one of the toolkit's own. */
export type FailureCode = ErrorCode | ClientFailureCode;
