import type { RegistrationAnswer, RegistrationType, SendSmsAnswer } from "@parlay/contracts/players";
import type { HttpResult } from "@parlay/web";
import { browserHttp, encodeField } from "@parlay/web";

/**
 * The registration calls of docs/players.md "Registration", through the shell's HTTP client module
 * (bundled into this remote): CSRF, captcha challenges and error reading behave as in the shell.
 */

/** The answers are the server's contract (@parlay/contracts/players), types only. */
export type { RegistrationAnswer, RegistrationType };

/** Fields every type sends: currency, country, bonus choice, the age confirmation, the language for links. */
export interface AccountSettings {
  currency: string;
  country: string;
  bonusChoice: 0 | 1 | 2;
  ageConfirmed: boolean;
}

function common(s: AccountSettings, lng: string): Record<string, unknown> {
  return {
    currency: s.currency,
    country: s.country,
    bonus_choice: s.bonusChoice,
    age_confirmed: s.ageConfirmed,
    lng,
  };
}

export const registrationApi = {
  fast: (s: AccountSettings, lng: string): Promise<HttpResult<RegistrationAnswer>> =>
    browserHttp().post("/web-api/auth/register/fast", common(s, lng)),

  sendSms: (phone: { telCode: string; number: string }) =>
    browserHttp().post<SendSmsAnswer>("/web-api/auth/sms/send", {
      "phone-number": phone.number.trim(),
      "phone-code": phone.telCode,
    }),

  phone: (s: AccountSettings, lng: string, input: { code: string; password: string }) =>
    browserHttp().post<RegistrationAnswer>("/web-api/auth/register/phone", {
      ...common(s, lng),
      "sms-code": input.code.trim(),
      ...(input.password ? { uPassword: encodeField(input.password) } : {}),
    }),

  email: (
    s: AccountSettings,
    lng: string,
    input: { email: string; password: string; userName: string; newsletter: boolean },
  ) =>
    browserHttp().post<RegistrationAnswer>("/web-api/auth/register/email", {
      ...common(s, lng),
      email: input.email.trim(),
      uPassword: encodeField(input.password),
      ...(input.userName.trim() ? { user_name: input.userName.trim() } : {}),
      newsletter: input.newsletter,
    }),

  social: (s: AccountSettings, lng: string, credential: string) =>
    browserHttp().post<RegistrationAnswer>("/web-api/auth/register/social", {
      ...common(s, lng),
      credential,
    }),
};
