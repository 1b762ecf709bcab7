import { browserHttp, Modal } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../i18n.tsx";
import type { ClientSite } from "../server/page-loader.server.ts";
import { SupportChat } from "./support-chat.tsx";

type View = "menu" | "callback" | "chat" | "email";

function useSend(path: string) {
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");
  const send = async (
    event: FormEvent<HTMLFormElement>,
    body: (data: FormData) => Record<string, unknown>,
  ) => {
    event.preventDefault();
    setState("busy");
    const res = await browserHttp().post(path, body(new FormData(event.currentTarget)));
    setState(res.ok ? "sent" : "failed");
  };
  return { state, send };
}

function CallbackForm() {
  const { t } = useT();
  const { state, send } = useSend("/web-api/support/callback");
  if (state === "sent") return <p role="status">{t("support_callback_sent")}</p>;
  return (
    <form
      className="support-form"
      onSubmit={(e) =>
        void send(e, (d) => ({ phone: String(d.get("phone")), when: String(d.get("when") ?? "") }))
      }
    >
      <label>
        <span>{t("support_phone")}</span>
        <input name="phone" type="tel" required autoComplete="tel" pattern="\+?[0-9 ()\-]{6,24}" dir="ltr" />
      </label>
      <label>
        <span>{t("support_when")}</span>
        <input name="when" maxLength={100} />
      </label>
      <button type="submit" className="support-form__send" disabled={state === "busy"}>
        {t("support_send")}
      </button>
      {state === "failed" ? <p role="alert">{t("support_failed")}</p> : null}
    </form>
  );
}

function EmailForm() {
  const { t } = useT();
  const { state, send } = useSend("/web-api/support/email");
  if (state === "sent") return <p role="status">{t("support_email_sent")}</p>;
  return (
    <form
      className="support-form"
      onSubmit={(e) => void send(e, (d) => ({ email: String(d.get("email")), body: String(d.get("body")) }))}
    >
      <label>
        <span>{t("support_email_address")}</span>
        <input name="email" type="email" required autoComplete="email" maxLength={200} dir="ltr" />
      </label>
      <label>
        <span>{t("support_message")}</span>
        <textarea name="body" required maxLength={4000} rows={4} />
      </label>
      <button type="submit" className="support-form__send" disabled={state === "busy"}>
        {t("support_send")}
      </button>
      {state === "failed" ? <p role="alert">{t("support_failed")}</p> : null}
    </form>
  );
}

/** The multi-button's dialog: the options list, then the chosen form or the chat. */
export function SupportPanel({
  support,
  authenticated,
  onClose,
}: {
  support: NonNullable<ClientSite["support"]>;
  authenticated: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const [view, setView] = useState<View>("menu");
  const title: Record<View, string> = {
    menu: t("support_panel_title"),
    callback: t("support_callback"),
    chat: t("support_chat"),
    email: t("support_email"),
  };
  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} className="support-panel">
      <div className="support-panel__head">
        {view === "menu" ? null : (
          <button type="button" className="support-panel__back" onClick={() => setView("menu")}>
            {t("support_back")}
          </button>
        )}
        <h2 id={`${id}-title`}>{title[view]}</h2>
        <button
          type="button"
          className="support-panel__close"
          onClick={onClose}
          aria-label={t("support_close")}
        >
          ×
        </button>
      </div>
      {view === "menu" ? (
        <>
          <ul className="support-options">
            {authenticated && support.callback ? (
              <li>
                <button type="button" onClick={() => setView("callback")}>
                  {t("support_callback")}
                </button>
              </li>
            ) : null}
            <li>
              <button type="button" onClick={() => setView("chat")}>
                {t("support_chat")}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => setView("email")}>
                {t("support_email")}
              </button>
            </li>
          </ul>
          {support.links.length > 0 ? (
            <>
              <p className="support-links__title">{t("support_links")}</p>
              <ul className="support-links">
                {support.links.map((l) => (
                  <li key={l.link}>
                    <a href={l.link} target="_blank" rel="noopener noreferrer" data-icon={l.iconName}>
                      {l.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : view === "callback" ? (
        <CallbackForm />
      ) : view === "email" ? (
        <EmailForm />
      ) : authenticated ? (
        <SupportChat />
      ) : (
        <p>{t("support_chat_sign_in")}</p>
      )}
    </Modal>
  );
}
