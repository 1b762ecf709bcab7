import { CloseButton, Modal } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../i18n.tsx";
import {
  browserActivity,
  browserSharedActivity,
  browserTimers,
  browserVisibility,
  readStorage,
  writeStorage,
} from "./browser.ts";
import { autoLogoffMs, watchInactivity } from "./inactivity.ts";

/** The tab-scoped mark (sessionStorage) that the last load ended in an auto log-off. */
export const AUTO_LOGOFF_MARK = "parlay_autologoff";

/**
 * Inactivity auto-logoff for a signed-in player (spec 000 §3, §4, §6, §8, §9): after the configured
 * minutes without input, mark the tab and log out (a full load follows); the notice shows after it.
 */
export function AutoLogoff({
  enabled,
  minutes,
  authenticated,
  logoutNow,
}: {
  enabled: boolean;
  minutes: number;
  authenticated: boolean;
  logoutNow: () => Promise<void>;
}) {
  const logout = useRef(logoutNow);
  logout.current = logoutNow;
  const limitMs = autoLogoffMs(enabled, minutes);

  useEffect(() => {
    if (!authenticated || limitMs === null) return;
    return watchInactivity(
      limitMs,
      () => {
        writeStorage("session", AUTO_LOGOFF_MARK, "1");
        void logout.current();
      },
      {
        timers: browserTimers,
        visibility: browserVisibility,
        activity: browserActivity,
        shared: browserSharedActivity,
      },
    );
  }, [authenticated, limitMs]);
  return null;
}

/** The notice titled modal_autologoff_inactivity_title, once, on the load after an auto log-off. */
export function AutoLogoffNotice({ onLogin }: { onLogin: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readStorage("session", AUTO_LOGOFF_MARK) === null) return;
    writeStorage("session", AUTO_LOGOFF_MARK, null);
    setOpen(true);
  }, []);

  const close = () => setOpen(false);
  return (
    <Modal open={open} onClose={close} labelledBy={titleId} describedBy={textId} className="rg-dialog">
      <CloseButton label={t("rg_close")} onClick={close} />
      <h2 id={titleId}>{t("modal_autologoff_inactivity_title")}</h2>
      <p id={textId}>{t("modal_autologoff_inactivity_text")}</p>
      <p className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            onLogin();
          }}
        >
          {t("modal_autologoff_login")}
        </button>
        <button type="button" className="button" onClick={close}>
          {t("rg_ok")}
        </button>
      </p>
    </Modal>
  );
}
