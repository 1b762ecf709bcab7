import type { AccountStoreView } from "@parlay/contracts/wallet";
import { browserHttp, CloseButton, Modal } from "@parlay/web";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { privacyTexts } from "./texts.ts";

/** Session storage: the user id this tab already reminded (spec 001 §4). */
export const CONVERT_REMINDER_KEY = "parlay_convert_reminder";

/**
 * The account-conversion reminder (spec 001 §4): a signed-in player holding an HRK account is told
 * once per tab that the kuna became the euro; the tab remembers the user id in session storage.
 */
export function ConvertReminder() {
  const { lng, replacements } = useT();
  const t = privacyTexts(lng, replacements);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    const http = browserHttp();
    void (async () => {
      const res = await http.request<AccountStoreView>({
        method: "GET",
        path: "/web-api/wallet/accounts",
        signal: abort.signal,
      });
      if (!res.ok || abort.signal.aborted) return;
      if (!res.data.all_accounts.some((a) => a.iso === "HRK" || a.convertMessage !== null)) return;
      const config = await http.request<{ user_id: number }>({
        method: "GET",
        path: "/web-api/user/config",
        signal: abort.signal,
      });
      if (!config.ok || abort.signal.aborted) return;
      const userId = String(config.data.user_id);
      try {
        if (sessionStorage.getItem(CONVERT_REMINDER_KEY) === userId) return;
        sessionStorage.setItem(CONVERT_REMINDER_KEY, userId);
      } catch {
        // No session storage (a locked-down browser): remind on this page only.
      }
      setOpen(true);
    })();
    return () => abort.abort();
  }, []);

  const close = () => setOpen(false);
  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <CloseButton label={t("convert_later")} onClick={close} />
      <h2 id={titleId}>{t("convert_title")}</h2>
      <p>{t("convert_text")}</p>
      <p className="modal__actions">
        <Link className="button button--primary" to={`/${lng}/office/account#po-accounts`} onClick={close}>
          {t("convert_action")}
        </Link>
        <button type="button" className="button" onClick={close}>
          {t("convert_later")}
        </button>
      </p>
    </Modal>
  );
}
