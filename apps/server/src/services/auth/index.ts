/** The auth service's public face: what other services may use. */

export { issueBackupCodes, useBackupCode } from "./backup-codes.ts";
export { checkSecret, consume, issueCode, pendingCode, useLinkToken } from "./codes.ts";
export { email, encoded, phoneOf, secondStepCode, sixDigits, telCode } from "./fields.ts";
export { assertStrongPassword, generatePassword, hashPassword, verifyPassword } from "./passwords.ts";
export { authService } from "./routes.ts";
export { accountKey, finishSignIn, type SignInAnswer } from "./sign-in.ts";
export { provePhone } from "./sms.ts";
export { acceptTotp, newTotpSecret, totpUri } from "./totp.ts";
