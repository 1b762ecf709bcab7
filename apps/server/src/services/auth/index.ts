/** The auth service's public face: what other services may use. */

export { checkSecret, consume, issueCode, pendingCode, useLinkToken } from "./codes.ts";
export { email, encoded, phoneOf, sixDigits, telCode } from "./fields.ts";
export { assertStrongPassword, generatePassword, hashPassword, verifyPassword } from "./passwords.ts";
export { authService } from "./routes.ts";
export { accountKey, finishSignIn, type SignInAnswer } from "./sign-in.ts";
export { provePhone } from "./sms.ts";
export { acceptTotp, newTotpSecret, totpUri } from "./totp.ts";
