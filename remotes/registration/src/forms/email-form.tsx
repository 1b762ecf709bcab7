import { isStrongEnoughPassword } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { type AccountSettings, type RegistrationAnswer, registrationApi } from "../api.ts";
import type { RegistrationProps } from "../props.ts";
import { AccountFields } from "./account-fields.tsx";
import { FormError, useSubmit } from "./use-submit.tsx";

/** full_reg: e-mail and password; the server sends the activation link (valid 30 days). */
export function EmailForm({
  props,
  settings,
  onSettings,
  onRegistered,
}: {
  props: RegistrationProps;
  settings: AccountSettings;
  onSettings: (s: AccountSettings) => void;
  onRegistered: (answer: RegistrationAnswer, email: string) => void;
}) {
  const { t } = props;
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [userName, setUserName] = useState("");
  const [newsletter, setNewsletter] = useState(true);
  const submit = useSubmit(t, (answer) => onRegistered(answer, email.trim()));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStrongEnoughPassword(password)) return submit.setError(t.errWeakPassword);
    void submit.run(() =>
      registrationApi.email(settings, props.lang, { email, password, userName, newsletter }),
    );
  };
  return (
    <form className="pr-form" onSubmit={onSubmit} aria-busy={submit.busy}>
      <p className="pr-intro">{t.emailIntro}</p>
      <fieldset className="pr-plain" disabled={submit.busy}>
        <p className="pr-field">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </p>
        <p className="pr-field">
          <label htmlFor={`${id}-password`}>{t.password}</label>
          <input
            id={`${id}-password`}
            name="uPassword"
            type="password"
            required
            dir="ltr"
            autoComplete="new-password"
            aria-describedby={`${id}-rule`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <small id={`${id}-rule`}>{t.passwordRule}</small>
        </p>
        <p className="pr-field">
          <label htmlFor={`${id}-name`}>{t.userName}</label>
          <input
            id={`${id}-name`}
            name="user_name"
            autoComplete="name"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
          />
        </p>
        <p className="pr-check">
          <input
            id={`${id}-news`}
            type="checkbox"
            checked={newsletter}
            onChange={(e) => setNewsletter(e.target.checked)}
          />
          <label htmlFor={`${id}-news`}>{t.newsletter}</label>
        </p>
        <AccountFields props={props} value={settings} onChange={onSettings} />
      </fieldset>
      <button type="submit" className="pr-button pr-button--primary" disabled={submit.busy}>
        {submit.busy ? t.working : t.submit}
      </button>
      <FormError text={submit.error} />
    </form>
  );
}
