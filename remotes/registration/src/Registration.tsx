import { dispatchRemoteEvent } from "@parlay/remote-protocol/client";
import { CaptchaHost, setCaptchaSolver, type TabItem, Tabs, tabPanelProps } from "@parlay/web";
import { useId, useRef, useState } from "react";
import type { AccountSettings, RegistrationAnswer, RegistrationType } from "./api.ts";
import { Done } from "./done.tsx";
import { EmailForm } from "./forms/email-form.tsx";
import { FastForm } from "./forms/fast-form.tsx";
import { PhoneForm } from "./forms/phone-form.tsx";
import { SocialForm } from "./forms/social-form.tsx";
import type { RegistrationProps } from "./props.ts";

/**
 * The registration remote (spec 000 §1–§2, 001 §3): the four registration types as tabs sharing
 * one set of account settings, then the result. Continue hands the shell a redirect, which
 * reloads the page's data so the header shows the signed-in state.
 */
export function Registration(props: RegistrationProps) {
  const { t } = props;
  const idBase = useId();
  const root = useRef<HTMLDivElement>(null);
  const [type, setType] = useState<RegistrationType>(props.initialType);
  const [settings, setSettings] = useState<AccountSettings>({
    currency: props.defaultCurrency,
    country: props.defaultCountry,
    bonusChoice: 0,
    ageConfirmed: false,
  });
  const [result, setResult] = useState<{ answer: RegistrationAnswer; email: string | null } | null>(null);

  const go = (to: string) => {
    if (root.current) dispatchRemoteEvent(root.current, "remote:redirect", { to });
    else window.location.assign(to);
  };
  const registered = (answer: RegistrationAnswer, email: string | null = null) =>
    setResult({ answer, email });

  const tabs: TabItem<RegistrationType>[] = [
    { key: "fast_reg", label: t.tabFast },
    { key: "phone_reg", label: t.tabPhone },
    { key: "full_reg", label: t.tabEmail },
    { key: "soc_reg", label: t.tabSocial },
  ];
  const formProps = { props, settings, onSettings: setSettings };

  let body: React.ReactNode;
  if (result) {
    body = (
      <Done
        props={props}
        answer={result.answer}
        email={result.email}
        onContinue={() => go(props.continueTo)}
      />
    );
  } else if (props.loggedIn) {
    body = (
      <section className="pr-done" aria-labelledby="pr-logged-in">
        <h1 id="pr-logged-in">{t.loggedInTitle}</h1>
        <p>{t.loggedInText}</p>
        <a className="pr-button pr-button--primary" href={`${props.basePath}/`}>
          {t.goHome}
        </a>
      </section>
    );
  } else {
    const loginHref = `${props.basePath}/?login=1&returnUrl=${encodeURIComponent(props.continueTo)}`;
    body = (
      <>
        <h1 className="pr-title">{t.title}</h1>
        <p className="pr-intro">{t.intro}</p>
        <Tabs
          idBase={idBase}
          label={t.methods}
          items={tabs}
          selected={type}
          onSelect={setType}
          className="pr-tabs"
        />
        <div {...tabPanelProps(idBase, type)} className="pr-panel" data-registration-type={type}>
          {type === "fast_reg" ? <FastForm {...formProps} onRegistered={registered} /> : null}
          {type === "phone_reg" ? <PhoneForm {...formProps} onRegistered={registered} /> : null}
          {type === "full_reg" ? <EmailForm {...formProps} onRegistered={registered} /> : null}
          {type === "soc_reg" ? <SocialForm {...formProps} onRegistered={registered} /> : null}
        </div>
        <p className="pr-login">
          <a href={loginHref}>{t.haveAccount}</a>
        </p>
      </>
    );
  }

  return (
    <div className="pr-app" ref={root}>
      {body}
      <CaptchaHost
        language={props.lang}
        register={setCaptchaSolver}
        texts={{
          title: t.captchaTitle,
          required: t.captchaRequired,
          again: t.captchaAgain,
          cancel: t.captchaCancel,
          close: t.close,
          loadFailed: t.captchaLoadFailed,
        }}
      />
    </div>
  );
}
