/**
 * The pure players rules the browser needs, imported file by file from @parlay/domain/players.
 * The package index also exports the zod schema of the user config, and importing it would pull
 * zod (~100 kB gzip) into every page and into the registration remote.
 */
export {
  type AuthForm,
  type AuthFormEvent,
  type AuthFormState,
  authFormAfter,
  initialAuthForm,
} from "../../../../packages/domain/src/players/auth-form.ts";
export { isCaptchaErrorCode } from "../../../../packages/domain/src/players/captcha.ts";
export { encodeField } from "../../../../packages/domain/src/players/encoding.ts";
export {
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_START_DELAY_MS,
  isFingerprintValid,
  shouldFetchFingerprint,
} from "../../../../packages/domain/src/players/fingerprint.ts";
export { isStrongEnoughPassword } from "../../../../packages/domain/src/players/password.ts";
export { normalizeTelCode } from "../../../../packages/domain/src/players/phone.ts";
export {
  isTokenValid,
  TOKEN_REFRESH_SHARE_MS,
  tokenExpiry,
} from "../../../../packages/domain/src/players/token.ts";
