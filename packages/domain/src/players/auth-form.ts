/** The login form of the shell (spec 001 §3 "Auth form", §4 "Auth form states"). */

export const AUTH_FORM_STATES = [
  "login_password",
  "phone_password",
  "sms",
  "login_password_two_step_code",
] as const;
export type AuthFormState = (typeof AUTH_FORM_STATES)[number];

/** What a login call answered (the server's `status`, or an error). */
export type LoginResponseType = "ok" | "two_step_required" | "error";

export interface AuthForm {
  currentForm: AuthFormState;
  login: string;
  phone: string;
  phoneBySms: string;
  loginPassword: string;
  phonePassword: string;
  remember: boolean;
  loading: boolean;
  message: string | null;
  responseType: LoginResponseType | null;
  userInfo: { userId: number } | null;
}

export function initialAuthForm(form: AuthFormState = "login_password"): AuthForm {
  return {
    currentForm: form,
    login: "",
    phone: "",
    phoneBySms: "",
    loginPassword: "",
    phonePassword: "",
    remember: false,
    loading: false,
    message: null,
    responseType: null,
    userInfo: null,
  };
}

export type AuthFormEvent =
  | { type: "switch"; form: Exclude<AuthFormState, "login_password_two_step_code"> }
  | { type: "submit" }
  | { type: "answer"; status: "ok"; userId: number }
  | { type: "answer"; status: "two_step_required" }
  | { type: "error"; message: string };

/**
 * The form's transitions. The two-step code form is only reached by a `two_step_required`
 * answer (never by switching), and any switch clears secrets and messages so a password typed
 * into one form never travels with another.
 */
export function authFormAfter(form: AuthForm, event: AuthFormEvent): AuthForm {
  switch (event.type) {
    case "switch":
      return {
        ...initialAuthForm(event.form),
        login: form.login,
        phone: form.phone,
        remember: form.remember,
      };
    case "submit":
      return { ...form, loading: true, message: null, responseType: null };
    case "answer":
      if (event.status === "ok") {
        return {
          ...form,
          loading: false,
          loginPassword: "",
          phonePassword: "",
          responseType: "ok",
          userInfo: { userId: event.userId },
        };
      }
      return {
        ...form,
        loading: false,
        currentForm: "login_password_two_step_code",
        responseType: "two_step_required",
      };
    case "error":
      return { ...form, loading: false, message: event.message, responseType: "error" };
  }
}
