import { PhoneField } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../i18n.tsx";
import type { AuthFormController } from "./use-auth-form.ts";

/** A labelled text input; every input of the auth forms has a visible label. */
function Field(props: {
  label: string;
  type?: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  autoFocus?: boolean;
  inputMode?: "numeric" | "email" | "text";
  dir?: "ltr";
  name: string;
  pattern?: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <p className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        required
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        dir={props.dir}
        pattern={props.pattern}
        maxLength={props.maxLength}
        // biome-ignore lint/a11y/noAutofocus: first field of a dialog the player just opened.
        autoFocus={props.autoFocus}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </p>
  );
}

function Remember({ c }: { c: AuthFormController }) {
  const { t } = useT();
  const id = useId();
  return (
    <p className="form-check">
      <input
        id={id}
        type="checkbox"
        checked={c.form.remember}
        onChange={(e) => c.field("remember", e.target.checked)}
      />
      <label htmlFor={id}>{t("auth_remember")}</label>
    </p>
  );
}

function Submit({ c, label }: { c: AuthFormController; label: string }) {
  const { t } = useT();
  return (
    <button
      type="submit"
      className="button button--primary button--wide"
      disabled={c.busy}
      aria-busy={c.busy}
    >
      {c.busy ? t("main_loading") : label}
    </button>
  );
}

const submitWith = (action: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

/*
 * `autoFocus` puts the caret in the first field when the dialog opens, but not after the player
 * picks another tab with the arrow keys: focus must stay on the tab list then.
 */

/** login_password: e-mail or account number, and password. */
export function PasswordForm({ c, autoFocus }: { c: AuthFormController; autoFocus: boolean }) {
  const { t } = useT();
  return (
    <form className="auth-form" onSubmit={submitWith(c.submitPassword)} aria-busy={c.busy} noValidate={false}>
      <fieldset disabled={c.busy} className="auth-form__fields">
        <Field
          name="uLogin"
          label={t("auth_login_label")}
          value={c.form.login}
          onChange={(v) => c.field("login", v)}
          autoComplete="username"
          dir="ltr"
          autoFocus={autoFocus}
        />
        <Field
          name="uPassword"
          type="password"
          label={t("auth_password_label")}
          value={c.form.loginPassword}
          onChange={(v) => c.field("loginPassword", v)}
          autoComplete="current-password"
          dir="ltr"
        />
        <Remember c={c} />
      </fieldset>
      <Submit c={c} label={t("auth_submit")} />
    </form>
  );
}

/** phone_password: telephone code, number and password. */
export function PhonePasswordForm({
  c,
  lng,
  autoFocus,
}: {
  c: AuthFormController;
  lng: string;
  autoFocus: boolean;
}) {
  const { t } = useT();
  return (
    <form className="auth-form" onSubmit={submitWith(c.submitPhone)} aria-busy={c.busy}>
      <fieldset disabled={c.busy} className="auth-form__fields">
        <PhoneField
          legend={t("auth_phone_label")}
          codeLabel={t("auth_phone_code_label")}
          numberLabel={t("auth_phone_number_label")}
          lng={lng}
          value={{ ...c.phoneCountry, number: c.form.phone }}
          onChange={(v) => {
            c.setPhoneCountry(v);
            c.field("phone", v.number);
          }}
          autoFocus={autoFocus}
        />
        <Field
          name="uPassword"
          type="password"
          label={t("auth_password_label")}
          value={c.form.phonePassword}
          onChange={(v) => c.field("phonePassword", v)}
          autoComplete="current-password"
          dir="ltr"
        />
        <Remember c={c} />
      </fieldset>
      <Submit c={c} label={t("auth_submit")} />
    </form>
  );
}

/** sms: the phone first, then the 6-digit code sent to it. */
export function SmsForm({ c, lng, autoFocus }: { c: AuthFormController; lng: string; autoFocus: boolean }) {
  const { t } = useT();
  const [code, setCode] = useState("");
  if (!c.smsSent) {
    return (
      <form className="auth-form" onSubmit={submitWith(c.sendSms)} aria-busy={c.busy}>
        <fieldset disabled={c.busy} className="auth-form__fields">
          <PhoneField
            legend={t("auth_phone_label")}
            codeLabel={t("auth_phone_code_label")}
            numberLabel={t("auth_phone_number_label")}
            lng={lng}
            value={{ ...c.smsCountry, number: c.form.phoneBySms }}
            onChange={(v) => {
              c.setSmsCountry(v);
              c.field("phoneBySms", v.number);
            }}
            autoFocus={autoFocus}
          />
        </fieldset>
        <Submit c={c} label={t("auth_sms_send")} />
      </form>
    );
  }
  return (
    <form className="auth-form" onSubmit={submitWith(() => c.submitSms(code))} aria-busy={c.busy}>
      <fieldset disabled={c.busy} className="auth-form__fields">
        <Field
          name="sms-code"
          label={t("auth_sms_code_label")}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          dir="ltr"
          autoFocus
        />
      </fieldset>
      <Submit c={c} label={t("auth_submit")} />
      <button type="button" className="link-button" onClick={() => void c.sendSms()} disabled={c.busy}>
        {t("auth_sms_resend")}
      </button>
    </form>
  );
}

/** login_password_two_step_code: the second factor after a `two_step_required` answer. */
export function TwoStepForm({ c, onBack }: { c: AuthFormController; onBack: () => void }) {
  const { t } = useT();
  const [code, setCode] = useState("");
  return (
    <form className="auth-form" onSubmit={submitWith(() => c.submitTwoStep(code))} aria-busy={c.busy}>
      <p className="auth-form__hint">
        {c.twoStepMethod === "sms" ? t("auth_two_step_sms") : t("auth_two_step_totp")}
      </p>
      <fieldset disabled={c.busy} className="auth-form__fields">
        <Field
          name="code"
          label={t("auth_two_step_label")}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          // TOTP accounts may type one of their backup codes ("xxxxx-xxxxx") instead of six digits.
          inputMode={c.twoStepMethod === "sms" ? "numeric" : "text"}
          pattern={c.twoStepMethod === "sms" ? "[0-9]{6}" : "[0-9]{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}"}
          maxLength={c.twoStepMethod === "sms" ? 6 : 11}
          dir="ltr"
          autoFocus
        />
      </fieldset>
      <Submit c={c} label={t("auth_two_step_submit")} />
      <button type="button" className="link-button" onClick={onBack} disabled={c.busy}>
        {t("auth_back")}
      </button>
    </form>
  );
}
