import type { FormEvent } from "react";
import { type AccountSettings, type RegistrationAnswer, registrationApi } from "../api.ts";
import type { RegistrationProps } from "../props.ts";
import { AccountFields } from "./account-fields.tsx";
import { FormError, useSubmit } from "./use-submit.tsx";

/** fast_reg: one click; the site makes the login (the account number) and the password, shown once. */
export function FastForm({
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
  const submit = useSubmit(t, onRegistered);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(() => registrationApi.fast(settings, props.lang));
  };
  return (
    <form className="pr-form" onSubmit={onSubmit} aria-busy={submit.busy}>
      <p className="pr-intro">{t.fastIntro}</p>
      <fieldset className="pr-plain" disabled={submit.busy}>
        <AccountFields props={props} value={settings} onChange={onSettings} />
      </fieldset>
      <button type="submit" className="pr-button pr-button--primary" disabled={submit.busy}>
        {submit.busy ? t.working : t.submitFast}
      </button>
      <FormError text={submit.error} />
    </form>
  );
}
