import { lazy, Suspense, useState } from "react";
import { useT } from "../i18n.tsx";
import type { ClientSite } from "../server/page-loader.server.ts";

// The panel, its forms and the chat load when the player first opens it.
const SupportPanel = lazy(() => import("./support-panel.tsx").then((m) => ({ default: m.SupportPanel })));

/**
 * The support multi-button on every page (spec 000 §1, §4, §6): a floating button that opens the
 * options — callback, chat, e-mail, and the support social links (docs/support.md "Multi-button").
 */
export function SupportButton({
  support,
  authenticated,
}: {
  support: NonNullable<ClientSite["support"]>;
  authenticated: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="support-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        <span className="support-button__label">{t("support_button")}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SupportPanel support={support} authenticated={authenticated} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
