import type { SendSmsAnswer, SignInAnswer, SuccessAnswer } from "@parlay/contracts/players";
import type { HttpClient, HttpResult } from "@parlay/web";
import { encodeField } from "@parlay/web";

/**
 * The sign-in calls of spec 001 §7 with the field names and encodings of docs/players.md:
 * uPassword, phone_number and code travel as base64 of UTF-8; sign-in calls carry the fingerprint.
 */

/** Every sign-in's answer: signed in, or one more step (@parlay/contracts/players). */
export type { SignInAnswer };

export interface Phone {
  telCode: string;
  number: string;
}

export const loginApi = {
  /** login_password: an e-mail or an account number. */
  byPassword: (http: HttpClient, input: { login: string; password: string; remember: boolean }) =>
    http.post<SignInAnswer>(
      "/web-api/auth/login",
      { uLogin: input.login.trim(), uPassword: encodeField(input.password), save: input.remember },
      { fingerprint: true },
    ),

  /** phone_password. */
  byPhone: (http: HttpClient, input: { phone: Phone; password: string; remember: boolean }) =>
    http.post<SignInAnswer>(
      "/web-api/auth/login/phone",
      {
        phone_number: encodeField(input.phone.number.trim()),
        country_code: input.phone.telCode,
        uPassword: encodeField(input.password),
        save: input.remember,
      },
      { fingerprint: true },
    ),

  /** sms, step 1: the code goes to the phone (captcha when the server asks). */
  sendSms: (http: HttpClient, phone: Phone) =>
    http.post<SendSmsAnswer>(
      "/web-api/auth/sms/send",
      { "phone-number": phone.number.trim(), "phone-code": phone.telCode },
      { fingerprint: true },
    ),

  /** sms, step 2. */
  bySms: (http: HttpClient, code: string) =>
    http.post<SignInAnswer>("/web-api/auth/login/sms", { "sms-code": code.trim() }),

  /** login_password_two_step_code (or the social two-step after one-tap). */
  twoStep: (http: HttpClient, input: { code: string; remember: boolean; social: boolean }) =>
    input.social
      ? http.post<SignInAnswer>("/web-api/auth/social/two-step", { code: encodeField(input.code.trim()) })
      : http.post<SignInAnswer>(
          "/web-api/auth/login/two-step",
          { code: encodeField(input.code.trim()), save: input.remember },
          { fingerprint: true },
        ),

  /** Forgot password: always the same answer, whether or not an account matches. */
  requestReset: (http: HttpClient, input: { email: string } | { phone: Phone }, lng: string) =>
    http.post<SuccessAnswer>(
      "/web-api/user/passwordreset/request",
      "email" in input
        ? { email: input.email.trim(), lng }
        : { "phone-number": input.phone.number.trim(), "phone-code": input.phone.telCode, lng },
    ),

  /** Logout (spec 001 §4): the disconnect endpoint ends the session and removes ua and user_token. */
  disconnect: (http: HttpClient): Promise<HttpResult<SuccessAnswer>> =>
    http.post("/web-api/user/disconnect", {}),
};
