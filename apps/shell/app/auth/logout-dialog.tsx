import { Modal } from "@parlay/web";
import { useId, useState } from "react";
import { useT } from "../i18n.tsx";

/**
 * The logout confirmation (spec 001 §4, §8: text under a header-confirm title; buttons logout and
 * cancel). Focus starts on Cancel, the harmless choice.
 */
export function LogoutDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      className="confirm-dialog"
    >
      <h2 id={titleId}>{t("header_confirm_title")}</h2>
      <p id={textId}>{t("logout_confirm_text")}</p>
      <p className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {t("logout_confirm_button")}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the dialog opens. */}
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t("logout_cancel_button")}
        </button>
      </p>
    </Modal>
  );
}
