import { isStrongEnoughPassword, PhoneField, type PhoneValue } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { type AccountSettings, type RegistrationAnswer, registrationApi } from "../api.ts";
import { registrationError } from "../errors.ts";
import type { RegistrationProps } from "../props.ts";
import { AccountFields } from "./account-fields.tsx";
import { FormError, useSubmit } from "./use-submit.tsx";

/** phone_reg: the SMS code proves the phone; the password is chosen or generated (then shown once). */
export function PhoneForm({
  props,
  settings,
  onSettings,
  onRegistered,
}: {
  props: RegistrationProps;
  settings: AccountSettings;
  onSettings: (s: AccountSettings) => void;
  onRegistered: (answer: RegistrationAnswer) => void;
}) {
  const { t } = props;
  const id = useId();
  const first =
    props.phoneCountries.find((c) => c.country === props.defaultCountry) ?? props.phoneCountries[0];
  const [phone, setPhone] = useState<PhoneValue>({
    country: first?.country ?? "gb",
    telCode: first?.telCode ?? "+44",
    number: "",
  });
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const submit = useSubmit(t, onRegistered);

  const sendCode = async () => {
    setSending(true);
    submit.setError(null);
    const res = await registrationApi.sendSms({ telCode: phone.telCode, number: phone.number });
    setSending(false);
    if (res.ok) setSent(true);
    else submit.setError(registrationError(res.error, t));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return void sendCode();
    if (password && !isStrongEnoughPassword(password)) return submit.setError(t.errWeakPassword);
    void submit.run(() => registrationApi.phone(settings, props.lang, { code, password }));
  };
  const busy = submit.busy || sending;
  return (
    <form className="pr-form" onSubmit={onSubmit} aria-busy={busy}>
      <p className="pr-intro">{t.phoneIntro}</p>
      <fieldset className="pr-plain" disabled={busy}>
        <PhoneField
          legend={t.phone}
          codeLabel={t.phoneCode}
          numberLabel={t.phoneNumber}
          lng={props.lang}
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setSent(false);
          }}
          countries={props.phoneCountries}
        />
        {sent ? (
          <>
            <p className="pr-notice" role="status">
              {t.codeSent}
            </p>
            <p className="pr-field">
              <label htmlFor={`${id}-code`}>{t.smsCode}</label>
              <input
                id={`${id}-code`}
                name="sms-code"
                required
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </p>
            <p className="pr-field">
              <label htmlFor={`${id}-password`}>{t.passwordOptional}</label>
              <input
                id={`${id}-password`}
                type="password"
                dir="ltr"
                autoComplete="new-password"
                aria-describedby={`${id}-rule`}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <small id={`${id}-rule`}>{t.passwordRule}</small>
            </p>
            <AccountFields props={props} value={settings} onChange={onSettings} />
          </>
        ) : null}
      </fieldset>
      <button type="submit" className="pr-button pr-button--primary" disabled={busy}>
        {busy ? t.working : sent ? t.submit : t.sendCode}
      </button>
      {sent ? (
        <button type="button" className="pr-link" disabled={busy} onClick={() => void sendCode()}>
          {t.resendCode}
        </button>
      ) : null}
      <FormError text={submit.error} />
    </form>
  );
}
