import { browserHttp, encodeField, isStrongEnoughPassword, useSubmit } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useAuthActions } from "../auth/auth-context.tsx";
import { errorText } from "../auth/error-text.ts";
import { useT } from "../i18n.tsx";
import { useLinkToken } from "./user-link.tsx";

/**
 * /{lng}/user/passwordreset?token=…: the link from the forgot-password dialog. The player chooses
 * a new password (8–128 characters with a letter and a digit); every session then ends, so the
 * page offers to log in again.
 */
export function UserPasswordResetView() {
  const { t, lng } = useT();
  const auth = useAuthActions();
  const token = useLinkToken();
  const passwordId = useId();
  const repeatId = useId();
  const hintId = useId();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  // A rule broken before any call (weak, mismatch), else the server's refusal.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useSubmit<unknown>({ onSuccess: () => setDone(true) });
  const busy = reset.pending;
  const error = invalid ?? (reset.error ? (errorText(reset.error, t) ?? t("user_link_invalid")) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (!isStrongEnoughPassword(password)) return setInvalid(t("auth_error_weak_password"));
    if (password !== repeat) return setInvalid(t("reset_mismatch"));
    setInvalid(null);
    void reset.run(() =>
      browserHttp().post("/web-api/user/passwordreset", { token, uPassword: encodeField(password) }),
    );
  };

  return (
    <section className="user-page" aria-labelledby="user-page-title">
      <h1 id="user-page-title">{t("user_passwordreset_title")}</h1>
      {!token ? (
        <p className="form-error" role="alert">
          {t("user_link_missing")}
        </p>
      ) : done ? (
        <>
          <p className="user-page__ok" role="status">
            {t("user_passwordreset_done")}
          </p>
          {auth ? (
            <button type="button" className="button button--primary" onClick={() => auth.openLogin("modal")}>
              {t("auth_submit")}
            </button>
          ) : null}
        </>
      ) : (
        <form className="auth-form user-page__form" onSubmit={submit} aria-busy={busy}>
          <fieldset disabled={busy} className="auth-form__fields">
            <p className="form-field">
              <label htmlFor={passwordId}>{t("reset_new_password")}</label>
              <input
                id={passwordId}
                type="password"
                required
                dir="ltr"
                autoComplete="new-password"
                aria-describedby={hintId}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <small id={hintId}>{t("password_rule")}</small>
            </p>
            <p className="form-field">
              <label htmlFor={repeatId}>{t("reset_repeat_password")}</label>
              <input
                id={repeatId}
                type="password"
                required
                dir="ltr"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
            </p>
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("main_loading") : t("reset_submit")}
          </button>
        </form>
      )}
      <p className="form-error" role="alert" aria-live="assertive">
        {error}
      </p>
      <p>
        <Link to={`/${lng}/`}>{t("go_home")}</Link>
      </p>
    </section>
  );
}
