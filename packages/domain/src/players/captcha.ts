/**
 * Captcha error codes and when a captcha is required (spec 000 §8: a 400 with code 100, 111, 112
 * or 113 shows a challenge, then the request is repeated with the captcha result as a header).
 * The meanings are parlay's (the spec gives the numbers only).
 */

export const CAPTCHA_CODES = {
  /** The call needs a captcha and carried none. */
  required: 100,
  /** The captcha answer is wrong or malformed. */
  invalid: 111,
  /** The challenge expired before it was answered. */
  expired: 112,
  /** The answer was already used once. */
  used: 113,
} as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[keyof typeof CAPTCHA_CODES];

export function isCaptchaErrorCode(code: unknown): code is CaptchaCode {
  return code === 100 || code === 111 || code === 112 || code === 113;
}

/** The request header carrying the solved captcha (an ALTCHA payload). */
export const CAPTCHA_HEADER = "x-captcha";

/** captcha/validate answers type 2 when the user was logged out (spec 001 §7–§8). */
export const CAPTCHA_TYPE_LOGGED_OUT = 2 as const;

export interface CaptchaPolicy {
  /** Failed attempts on one account within the window before a captcha is required. */
  accountFailures: number;
  /** Failed attempts from one address within the window before a captcha is required. */
  addressFailures: number;
}

export const DEFAULT_CAPTCHA_POLICY: CaptchaPolicy = { accountFailures: 3, addressFailures: 10 };

/**
 * Repeated failures never lock anyone out; they only add a captcha. A victim whose account is
 * being guessed at can still sign in by solving one, so failures cannot be used against them.
 */
export function isCaptchaRequired(
  counts: { account: number; address: number },
  policy: CaptchaPolicy = DEFAULT_CAPTCHA_POLICY,
): boolean {
  return counts.account >= policy.accountFailures || counts.address >= policy.addressFailures;
}
