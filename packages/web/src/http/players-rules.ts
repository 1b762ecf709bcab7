/**
 * The pure players rules the browser needs, from @parlay/domain/players/pure: the package index
 * also exports the zod schema of the user config, which would pull zod into every page.
 */
export {
  type AuthForm,
  type AuthFormEvent,
  type AuthFormState,
  authFormAfter,
  encodeField,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_START_DELAY_MS,
  initialAuthForm,
  isCaptchaErrorCode,
  isFingerprintValid,
  isStrongEnoughPassword,
  isTokenValid,
  normalizeTelCode,
  shouldFetchFingerprint,
  TOKEN_REFRESH_SHARE_MS,
  tokenExpiry,
} from "@parlay/domain/players/pure";
