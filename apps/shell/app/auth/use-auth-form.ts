import type { HttpResult, PhoneValue } from "@parlay/web";
import {
  type AuthForm,
  type AuthFormEvent,
  type AuthFormState,
  authFormAfter,
  browserHttp,
  defaultPhoneCountry,
  detailsOf,
  initialAuthForm,
} from "@parlay/web";
import { useCallback, useReducer, useState } from "react";
import { useT } from "../i18n.tsx";
import { errorText } from "./error-text.ts";
import { loginApi, type SignInAnswer } from "./login-api.ts";
import type { PreviousLogin } from "./previous-login.tsx";

/** Typing into a field, on top of the domain's transitions (switch, submit, answer, error). */
type FieldEvent = {
  type: "field";
  name: "login" | "phone" | "phoneBySms" | "loginPassword" | "phonePassword" | "remember";
  value: string | boolean;
};

function reducer(form: AuthForm, event: AuthFormEvent | FieldEvent): AuthForm {
  if (event.type === "field") return { ...form, [event.name]: event.value };
  return authFormAfter(form, event);
}

export interface AuthFormController {
  form: AuthForm;
  /** A call is under way: the form's controls are disabled. */
  busy: boolean;
  /** A polite status (e.g. "code sent"); errors are `form.message`. */
  notice: string | null;
  field: (name: FieldEvent["name"], value: string | boolean) => void;
  switchTo: (state: Exclude<AuthFormState, "login_password_two_step_code">) => void;
  phoneCountry: PhoneValue;
  setPhoneCountry: (v: PhoneValue) => void;
  smsCountry: PhoneValue;
  setSmsCountry: (v: PhoneValue) => void;
  /** sms: the code was sent, the form now asks for it. */
  smsSent: boolean;
  twoStepMethod: "totp" | "sms" | null;
  /**
   * The sign-in was refused by the player's own self-exclusion or time-out, but a withdraw-only
   * session was opened (issue 15): the dialog offers the way to withdraw the balance.
   */
  withdrawOnly: boolean;
  submitPassword: () => Promise<void>;
  submitPhone: () => Promise<void>;
  sendSms: () => Promise<void>;
  submitSms: (code: string) => Promise<void>;
  submitTwoStep: (code: string) => Promise<void>;
}

/**
 * The auth form of spec 001 §3 with its four states (§4): login_password, phone_password, sms and
 * login_password_two_step_code, the last reached only by a `two_step_required` answer.
 */
export function useAuthForm(opts: {
  lng: string;
  initial: AuthFormState;
  social: boolean;
  onSignedIn: (userId: number, previousLogin: PreviousLogin | null) => void;
}): AuthFormController {
  const { t } = useT();
  const [form, dispatch] = useReducer(reducer, opts.initial, initialAuthForm);
  const start = defaultPhoneCountry(opts.lng);
  const [phoneCountry, setPhoneCountry] = useState<PhoneValue>({ ...start, number: "" });
  const [smsCountry, setSmsCountry] = useState<PhoneValue>({ ...start, number: "" });
  const [smsSent, setSmsSent] = useState(false);
  const [twoStepMethod, setTwoStepMethod] = useState<"totp" | "sms" | null>(null);
  // Sending an SMS is not a sign-in answer, so it keeps its own busy flag and polite notice.
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [withdrawOnly, setWithdrawOnly] = useState(false);
  const { onSignedIn } = opts;

  const run = useCallback(
    async (call: () => Promise<HttpResult<SignInAnswer>>) => {
      setNotice(null);
      setWithdrawOnly(false);
      dispatch({ type: "submit" });
      const res = await call();
      if (!res.ok) {
        setWithdrawOnly(detailsOf(res.error).withdrawOnly !== undefined);
        let message = errorText(res.error, t) ?? "";
        const left = detailsOf(res.error).attemptsLeft;
        if (res.error.code === "TWO_STEP_INVALID" && typeof left === "number")
          message = `${message} ${t("auth_attempts_left", { count: left })}`;
        if (res.error.code === "TWO_STEP_EXPIRED") dispatch({ type: "switch", form: "login_password" });
        dispatch({ type: "error", message });
        return;
      }
      if (res.data.status === "ok") {
        dispatch({ type: "answer", status: "ok", userId: res.data.user_id });
        onSignedIn(res.data.user_id, res.data.previousLogin ?? null);
      } else {
        setTwoStepMethod(res.data.method);
        dispatch({ type: "answer", status: "two_step_required" });
      }
    },
    [t, onSignedIn],
  );

  const http = () => browserHttp();
  return {
    form,
    busy: form.loading || sending,
    notice,
    field: (name, value) => dispatch({ type: "field", name, value }),
    switchTo: (state) => {
      setSmsSent(false);
      setNotice(null);
      dispatch({ type: "switch", form: state });
    },
    phoneCountry,
    setPhoneCountry,
    smsCountry,
    setSmsCountry,
    smsSent,
    twoStepMethod,
    withdrawOnly,
    submitPassword: () =>
      run(() =>
        loginApi.byPassword(http(), {
          login: form.login,
          password: form.loginPassword,
          remember: form.remember,
        }),
      ),
    submitPhone: () =>
      run(() =>
        loginApi.byPhone(http(), {
          phone: { telCode: phoneCountry.telCode, number: form.phone },
          password: form.phonePassword,
          remember: form.remember,
        }),
      ),
    sendSms: async () => {
      setNotice(null);
      setSending(true);
      const res = await loginApi.sendSms(http(), { telCode: smsCountry.telCode, number: form.phoneBySms });
      setSending(false);
      if (!res.ok) {
        dispatch({ type: "error", message: errorText(res.error, t) ?? "" });
        return;
      }
      setSmsSent(true);
      setNotice(t("auth_sms_sent"));
    },
    submitSms: (code) => run(() => loginApi.bySms(http(), code)),
    submitTwoStep: (code) =>
      run(() => loginApi.twoStep(http(), { code, remember: form.remember, social: opts.social })),
  };
}
