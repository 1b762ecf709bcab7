import type { MessageKey } from "@parlay/i18n";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";

/** Blocking and technical pages of the empty layout (spec 000 §2, §4). */
export const STATUS_PAGES = {
  block: ["block_title", "block_text"],
  "block-ua": ["block_title", "block_ua_text"],
  "block-ie": ["block_title", "block_ie_text"],
  "site-updates": ["site_updates_title", "site_updates_text"],
  "coming-soon": ["coming_soon_title", "coming_soon_text"],
  suspension: ["suspension_title", "suspension_text"],
  oldbrowser: ["oldbrowser_title", "oldbrowser_text"],
  "internal-vpn": ["internal_vpn_title", "internal_vpn_text"],
  "confirm-terms": ["confirm_terms_title", "confirm_terms_text"],
  "block-appeal-history": ["blocked_layout_title", "suspension_text"],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

export function StatusView({ id }: { id: keyof typeof STATUS_PAGES }) {
  const { t, lng } = useT();
  const [title, text] = STATUS_PAGES[id];
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t(title)}</h1>
      <p>{t(text)}</p>
      {id === "site-updates" || id === "confirm-terms" ? <Link to={`/${lng}/`}>{t("go_home")}</Link> : null}
    </section>
  );
}
