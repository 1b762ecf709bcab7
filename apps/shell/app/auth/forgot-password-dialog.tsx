import {
  browserHttp,
  CloseButton,
  defaultPhoneCountry,
  Modal,
  PhoneField,
  type PhoneValue,
  Tabs,
  tabPanelProps,
  useSubmit,
} from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../i18n.tsx";
import { errorText } from "./error-text.ts";
import { loginApi } from "./login-api.ts";

/**
 * The forgot-password dialog (spec 001 §2, opened by `showForgotPasswordModal`): a reset link to
 * the e-mail or phone on file. The answer is the same whether or not an account matches, so the
 * dialog cannot be used to find out who has an account.
 */
export function ForgotPasswordDialog({
  open,
  lng,
  onClose,
  onBackToLogin,
}: {
  open: boolean;
  lng: string;
  onClose: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="forgot-dialog">
      <CloseButton label={t("auth_close")} onClick={onClose} />
      <h2 id={titleId}>{t("forgot_title")}</h2>
      <ForgotBody lng={lng} onBackToLogin={onBackToLogin} />
    </Modal>
  );
}

function ForgotBody({ lng, onBackToLogin }: { lng: string; onBackToLogin: () => void }) {
  const { t } = useT();
  const idBase = useId();
  const emailId = useId();
  const [by, setBy] = useState<"email" | "phone">("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ ...defaultPhoneCountry(lng), number: "" });
  const [sent, setSent] = useState<string | null>(null);
  const reset = useSubmit<unknown>({
    onSuccess: () => setSent(by === "email" ? t("forgot_sent_email") : t("forgot_sent_phone")),
  });
  const busy = reset.pending;
  const error = reset.error ? errorText(reset.error, t) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset.run(() =>
      loginApi.requestReset(
        browserHttp(),
        by === "email" ? { email } : { phone: { telCode: phone.telCode, number: phone.number } },
        lng,
      ),
    );
  };

  if (sent) {
    return (
      <div className="auth-form">
        <p role="status">{sent}</p>
        <button type="button" className="button button--primary button--wide" onClick={onBackToLogin}>
          {t("auth_back_to_login")}
        </button>
      </div>
    );
  }
  return (
    <>
      <p>{t("forgot_text")}</p>
      <Tabs
        idBase={idBase}
        label={t("forgot_by")}
        items={[
          { key: "email", label: t("forgot_by_email") },
          { key: "phone", label: t("forgot_by_phone") },
        ]}
        selected={by}
        onSelect={setBy}
      />
      <form className="auth-form" onSubmit={submit} aria-busy={busy} {...tabPanelProps(idBase, by)}>
        <fieldset disabled={busy} className="auth-form__fields">
          {by === "email" ? (
            <p className="form-field">
              <label htmlFor={emailId}>{t("auth_email_label")}</label>
              <input
                id={emailId}
                type="email"
                required
                dir="ltr"
                autoComplete="email"
                value={email}
                // biome-ignore lint/a11y/noAutofocus: first field of the dialog the player opened.
                autoFocus
                onChange={(e) => setEmail(e.target.value)}
              />
            </p>
          ) : (
            <PhoneField
              legend={t("auth_phone_label")}
              codeLabel={t("auth_phone_code_label")}
              numberLabel={t("auth_phone_number_label")}
              lng={lng}
              value={phone}
              onChange={setPhone}
              autoFocus
            />
          )}
        </fieldset>
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {busy ? t("main_loading") : t("forgot_submit")}
        </button>
      </form>
      <p className="form-error" role="alert" aria-live="assertive">
        {error}
      </p>
      <p>
        <button type="button" className="link-button" onClick={onBackToLogin}>
          {t("auth_back_to_login")}
        </button>
      </p>
    </>
  );
}
