import {
  browserHttp,
  initializeGoogleId,
  loadGoogleId,
  oneTapClientId,
  pageOneTapClientId,
} from "@parlay/web";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type AccountSettings, type RegistrationAnswer, registrationApi } from "../api.ts";
import { fill } from "../i18n/index.ts";
import type { RegistrationProps } from "../props.ts";
import { PROVIDER_NAMES } from "../social.ts";
import { AccountFields } from "./account-fields.tsx";
import { FormError, useSubmit } from "./use-submit.tsx";

/**
 * soc_reg: the provider vouches for the identity with an ID token (the one-tap client's
 * credential); the account settings come from this form. A credential that arrives before the
 * age is confirmed waits for it.
 */
export function SocialForm({
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
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "off" | "ready" | "failed">(
    props.providers.includes("google") ? "loading" : "off",
  );
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef({ settings, submit });
  latest.current = { settings, submit };
  const google = PROVIDER_NAMES.google;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the provider script loads once per provider list; the latest settings and submit are read through a ref
  useEffect(() => {
    if (!props.providers.includes("google")) return;
    let cancelled = false;
    void (async () => {
      const clientId = await oneTapClientId(browserHttp(), pageOneTapClientId());
      if (cancelled) return;
      if (!clientId) return setState("off");
      try {
        const id = await loadGoogleId(props.oneTapScriptUrl);
        if (cancelled || !container.current) return;
        initializeGoogleId(id, {
          clientId,
          context: "signup",
          onCredential: (credential) => {
            const { settings: s, submit: run } = latest.current;
            if (!s.ageConfirmed) {
              setPending(credential);
              run.setError(fill(t.socialNeedsAge, { provider: google }));
              return;
            }
            void run.run(() => registrationApi.social(s, props.lang, credential));
          },
        });
        id.renderButton(container.current, {
          type: "standard",
          text: "signup_with",
          locale: props.lang,
          width: 280,
        });
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [props.providers, props.oneTapScriptUrl, props.lang, t, google]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) void submit.run(() => registrationApi.social(settings, props.lang, pending));
  };
  return (
    <form className="pr-form" onSubmit={onSubmit} aria-busy={submit.busy || state === "loading"}>
      <p className="pr-intro">{props.fromOneTap ? t.socialFromOneTap : t.socialIntro}</p>
      <fieldset className="pr-plain" disabled={submit.busy}>
        <AccountFields props={props} value={settings} onChange={onSettings} />
      </fieldset>
      {state === "off" ? <p className="pr-notice">{t.socialUnavailable}</p> : null}
      {state === "failed" ? (
        <p className="pr-error" role="alert">
          {t.oneTapFailed}
        </p>
      ) : null}
      {props.providers.includes("google") && state !== "off" ? (
        <div className="pr-providers">
          <div ref={container} className="pr-provider" data-provider="google" />
        </div>
      ) : null}
      {pending ? (
        <button type="submit" className="pr-button pr-button--primary" disabled={submit.busy}>
          {submit.busy ? t.working : fill(t.socialContinue, { provider: google })}
        </button>
      ) : null}
      <FormError text={submit.error} />
    </form>
  );
}
