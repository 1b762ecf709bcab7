import type { AuthFormState } from "@parlay/web";
import { CloseButton, Modal, type TabItem, Tabs, tabPanelProps } from "@parlay/web";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { PasswordForm, PhonePasswordForm, SmsForm, TwoStepForm } from "./login-forms.tsx";
import { OneTapButton } from "./one-tap-button.tsx";
import type { PreviousLogin } from "./previous-login.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type Choosable = Exclude<AuthFormState, "login_password_two_step_code">;

export interface LoginDialogProps {
  open: boolean;
  /**
   * "dropdown": opened in place from the header's Log in, anchored under it on wide screens;
   * "modal": opened by `?login=1` (a login-required route, a shared link), centred.
   */
  variant: "dropdown" | "modal";
  /** Where the form starts: two-step for `?two_step=social` after one-tap. */
  initial: AuthFormState;
  social: boolean;
  /** Opened because a login-required route sent the visitor here (a returnUrl is present). */
  loginRequired: boolean;
  lng: string;
  oneTapScriptUrl: string;
  /** null when one-tap is off on this site. */
  oneTapClientId: string | null;
  /** Null where registration does not open here (spec 000 §5): no link to a 404. */
  registrationHref: string | null;
  onClose: () => void;
  onSignedIn: (userId: number, previousLogin: PreviousLogin | null) => void;
  onForgotPassword: () => void;
}

/** The login dialog: the auth form in its four states (spec 001 §3–§4) plus one-tap. */
export function LoginDialog(props: LoginDialogProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      className={`login-dialog login-dialog--${props.variant}`}
    >
      <CloseButton label={t("auth_close")} onClick={props.onClose} />
      <h2 id={titleId}>{t("auth_title")}</h2>
      <LoginBody {...props} />
    </Modal>
  );
}

function LoginBody(props: LoginDialogProps) {
  const { t } = useT();
  const idBase = useId();
  const c = useAuthForm({
    lng: props.lng,
    initial: props.initial,
    social: props.social,
    onSignedIn: props.onSignedIn,
  });
  const state = c.form.currentForm;
  const [switched, setSwitched] = useState(false);
  const select = (next: Choosable) => {
    setSwitched(true);
    c.switchTo(next);
  };
  const tabs: TabItem<Choosable>[] = [
    { key: "login_password", label: t("auth_tab_login_password") },
    { key: "phone_password", label: t("auth_tab_phone_password") },
    { key: "sms", label: t("auth_tab_sms") },
  ];
  const message = c.form.responseType === "error" ? c.form.message : null;
  return (
    <div className="login-dialog__content" data-auth-form={state}>
      {state === "login_password_two_step_code" ? (
        <TwoStepForm c={c} onBack={() => c.switchTo("login_password")} />
      ) : (
        <>
          {props.loginRequired ? <p className="auth-form__hint">{t("login_required")}</p> : null}
          <Tabs idBase={idBase} label={t("auth_methods")} items={tabs} selected={state} onSelect={select} />
          <div {...tabPanelProps(idBase, state)}>
            {state === "login_password" ? <PasswordForm c={c} autoFocus={!switched} /> : null}
            {state === "phone_password" ? (
              <PhonePasswordForm c={c} lng={props.lng} autoFocus={!switched} />
            ) : null}
            {state === "sms" ? <SmsForm c={c} lng={props.lng} autoFocus={!switched} /> : null}
          </div>
        </>
      )}
      <p className="form-error" role="alert" aria-live="assertive">
        {message}
      </p>
      {c.withdrawOnly && message ? (
        // A full load: the page opens with the withdraw-only session the refused sign-in left.
        <p>
          <a className="button" href={`/${props.lng}/office/deduce`}>
            {t("auth_withdraw_balance")}
          </a>
        </p>
      ) : null}
      <p className="form-notice" role="status" aria-live="polite">
        {c.notice}
      </p>
      {state === "login_password_two_step_code" ? null : (
        <>
          <p className="login-dialog__links">
            <button type="button" className="link-button" onClick={props.onForgotPassword}>
              {t("auth_forgot_password")}
            </button>
            {props.registrationHref ? (
              <Link to={props.registrationHref} onClick={props.onClose}>
                {t("auth_register")}
              </Link>
            ) : null}
          </p>
          <OneTapButton lng={props.lng} clientId={props.oneTapClientId} scriptUrl={props.oneTapScriptUrl} />
        </>
      )}
    </div>
  );
}
