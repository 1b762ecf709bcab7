/** The captcha service's public face: what other services may use. */
export {
  captchaOf,
  checkCaptcha,
  FAILURE_WINDOW_SECONDS,
  failureKeys,
  failureWindowStart,
  recordSignInFailure,
  signInGate,
} from "./gate.ts";
export { captchaService } from "./routes.ts";
