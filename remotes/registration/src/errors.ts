import type { HttpFailure } from "@parlay/web";
import { fill, type RegistrationDictionary } from "./i18n/index.ts";

const BY_CODE: Partial<Record<string, keyof RegistrationDictionary>> = {
  WEAK_PASSWORD: "errWeakPassword",
  EMAIL_TAKEN: "errEmailTaken",
  PHONE_TAKEN: "errPhoneTaken",
  SOCIAL_TAKEN: "errSocialTaken",
  CODE_INVALID: "errCodeInvalid",
  CODE_EXPIRED: "errCodeExpired",
  RATE_LIMITED: "errRateLimited",
  REGISTRATION_CLOSED: "errClosed",
  SOCIAL_TOKEN_INVALID: "errSocial",
  ONE_TAP_DISABLED: "socialUnavailable",
  VALIDATION: "errValidation",
  CAPTCHA_INVALID: "captchaAgain",
  CAPTCHA_EXPIRED: "captchaAgain",
  CAPTCHA_USED: "captchaAgain",
  CAPTCHA_REQUIRED: "captchaRequired",
};

/** The player's text for a failed registration call; null when they cancelled (close, 499). */
export function registrationError(failure: HttpFailure, t: RegistrationDictionary): string | null {
  if (failure.kind === "close") return null;
  if (failure.kind === "network") return t.errNetwork;
  if (failure.code === "UNDER_AGE") {
    const minAge = (failure.details as { minAge?: unknown } | undefined)?.minAge;
    return typeof minAge === "number" ? fill(t.errUnderAge, { minAge }) : t.errValidation;
  }
  const key = BY_CODE[failure.code];
  if (key) return t[key];
  return failure.status >= 500 ? t.errServer : failure.message;
}
