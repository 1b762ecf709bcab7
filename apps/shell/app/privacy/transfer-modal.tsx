import { TRANSFER_CODE_TYPES, type TransferCodeType } from "@parlay/domain/players/pure";
import {
  browserHttp,
  CloseButton,
  defaultPhoneCountry,
  type HttpResult,
  Modal,
  PhoneField,
  type PhoneValue,
  Tabs,
  tabPanelProps,
  useSubmit,
} from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "../auth/error-text.ts";
import { useT } from "../i18n.tsx";
import { privacyTexts } from "./texts.ts";

const BASE = "/web-api/api/internal/v1/account/user-transfer";

type UserData = {
  status: "transferred" | "already_transferred";
  user: { id: number; password: string | null };
};
type Step = { step: 1 } | { step: 2; type: TransferCodeType } | { step: 3; data: UserData };

/** The three calls of spec 001 §7 "User transfer". */
const transferApi = {
  sendCode: (type: TransferCodeType, contact: { email: string } | { phone: PhoneValue }) =>
    browserHttp().post<{ success: true }>(
      `${BASE}/send-code/${type}`,
      "email" in contact
        ? { email: contact.email.trim() }
        : { country_code: contact.phone.telCode, phone: contact.phone.number.trim() },
    ),
  checkCode: (type: TransferCodeType, code: string) =>
    browserHttp().post<{ success: true; redirectToken: string }>(`${BASE}/check-code/${type}`, {
      code: code.trim(),
    }),
  userData: (redirectToken: string) => browserHttp().post<UserData>(`${BASE}/user-data`, { redirectToken }),
};

/**
 * The user-transfer modal (spec 001 §4, §7): 1. send a code by SMS or e-mail to the contact on file
 * at the other site (with the captcha), 2. check the code, 3. fetch the new account by the redirect
 * token — its number and a password shown once.
 */
export function TransferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { lng, t: shellT, replacements } = useT();
  const t = privacyTexts(lng, replacements);
  const titleId = useId();
  const idBase = useId();
  const emailId = useId();
  const codeId = useId();
  const [state, setState] = useState<Step>({ step: 1 });
  const [type, setType] = useState<TransferCodeType>("phone");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ ...defaultPhoneCountry(lng), number: "" });
  const [code, setCode] = useState("");
  const submit = useSubmit<unknown>({});
  const failure = submit.error ? (errorText(submit.error, shellT) ?? t("transfer_failed")) : null;

  const run = <T,>(call: () => Promise<HttpResult<T>>, next: (data: T) => Promise<void> | void) =>
    void submit.run(async () => {
      const res = await call();
      if (res.ok) await next(res.data);
      return res;
    });

  const send = (e: FormEvent) => {
    e.preventDefault();
    run(
      () => transferApi.sendCode(type, type === "email" ? { email } : { phone }),
      () => setState({ step: 2, type }),
    );
  };
  const check = (e: FormEvent) => {
    e.preventDefault();
    if (state.step !== 2) return;
    run(
      () => transferApi.checkCode(state.type, code),
      async (checked) => {
        const res = await transferApi.userData(checked.redirectToken);
        if (res.ok) setState({ step: 3, data: res.data });
      },
    );
  };

  const busy = submit.pending;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="transfer-dialog">
      <CloseButton label={t("transfer_skip")} onClick={onClose} />
      <h2 id={titleId}>{state.step === 3 ? t("transfer_done_title") : t("transfer_title")}</h2>
      <p className="transfer-dialog__step">{t("transfer_step", { step: state.step })}</p>
      {state.step === 1 ? (
        <>
          <p>{t("transfer_text")}</p>
          <Tabs
            idBase={idBase}
            label={t("transfer_by")}
            items={TRANSFER_CODE_TYPES.map((k) => ({
              key: k,
              label: t(k === "phone" ? "transfer_by_phone" : "transfer_by_email"),
            }))}
            selected={type}
            onSelect={setType}
          />
          <form className="auth-form" onSubmit={send} aria-busy={busy} {...tabPanelProps(idBase, type)}>
            <fieldset disabled={busy} className="auth-form__fields">
              {type === "email" ? (
                <p className="form-field">
                  <label htmlFor={emailId}>{shellT("auth_email_label")}</label>
                  <input
                    id={emailId}
                    type="email"
                    required
                    dir="ltr"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </p>
              ) : (
                <PhoneField
                  legend={shellT("auth_phone_label")}
                  codeLabel={shellT("auth_phone_code_label")}
                  numberLabel={shellT("auth_phone_number_label")}
                  lng={lng}
                  value={phone}
                  onChange={setPhone}
                />
              )}
            </fieldset>
            <button type="submit" className="button button--primary button--wide" disabled={busy}>
              {busy ? shellT("main_loading") : t("transfer_send")}
            </button>
          </form>
        </>
      ) : null}
      {state.step === 2 ? (
        <form className="auth-form" onSubmit={check} aria-busy={busy}>
          <p role="status">{t("transfer_code_sent")}</p>
          <p className="form-field">
            <label htmlFor={codeId}>{t("transfer_code_label")}</label>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              dir="ltr"
              value={code}
              // biome-ignore lint/a11y/noAutofocus: the field the player is asked to fill next.
              autoFocus
              onChange={(e) => setCode(e.target.value)}
            />
          </p>
          <button type="submit" className="button button--primary button--wide" disabled={busy}>
            {busy ? shellT("main_loading") : t("transfer_check")}
          </button>
        </form>
      ) : null}
      {state.step === 3 ? (
        <p role="status" data-transfer-status={state.data.status}>
          {state.data.status === "transferred" && state.data.user.password
            ? t("transfer_done_text", { id: state.data.user.id, password: state.data.user.password })
            : t("transfer_already_text", { id: state.data.user.id })}
        </p>
      ) : null}
      <p className="form-error" role="alert" aria-live="assertive">
        {failure}
      </p>
    </Modal>
  );
}
