import { useEffect, useRef, useState } from "react";
import type { RegistrationAnswer } from "./api.ts";
import { fill } from "./i18n/index.ts";
import type { RegistrationProps } from "./props.ts";

/**
 * After registering. Generated credentials are shown here once (docs/players.md: "never
 * retrievable again"), with copy buttons, and the page moves on only when the player says they
 * saved them. Focus moves to the heading so screen readers announce the result.
 */
export function Done({
  props,
  answer,
  email,
  onContinue,
}: {
  props: RegistrationProps;
  answer: RegistrationAnswer;
  email: string | null;
  onContinue: () => void;
}) {
  const { t } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = (label: string, value: string) => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(label),
      () => setCopied(null),
    );
  };
  const creds = answer.credentials;
  return (
    <section
      className="pr-done"
      aria-labelledby="pr-done-title"
      data-registration-type={answer.registration_type}
    >
      <h1 id="pr-done-title" ref={heading} tabIndex={-1}>
        {creds ? t.credentialsTitle : t.doneTitle}
      </h1>
      {creds ? (
        <>
          <p className="pr-warning">{t.credentialsText}</p>
          <dl className="pr-credentials">
            <div>
              <dt>{t.login}</dt>
              <dd>
                <output data-credential="login" dir="ltr">
                  {creds.login}
                </output>
                <button type="button" className="pr-button" onClick={() => copy("login", creds.login)}>
                  {t.copy}
                </button>
              </dd>
            </div>
            <div>
              <dt>{t.password}</dt>
              <dd>
                <output data-credential="password" dir="ltr">
                  {creds.password}
                </output>
                <button type="button" className="pr-button" onClick={() => copy("password", creds.password)}>
                  {t.copy}
                </button>
              </dd>
            </div>
          </dl>
          <p className="pr-notice" role="status">
            {copied ? t.copied : ""}
          </p>
        </>
      ) : null}
      {answer.activation_required && email ? <p>{fill(t.activationSent, { email })}</p> : null}
      <button type="button" className="pr-button pr-button--primary" onClick={onContinue}>
        {creds ? t.credentialsSaved : t.continue}
      </button>
    </section>
  );
}
