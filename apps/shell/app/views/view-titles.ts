import type { MessageKey } from "@parlay/i18n";

/** The shell's own status pages (empty and blocked layouts): their heading and text keys. */
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

const USER_PAGES: Record<string, MessageKey> = {
  "user.accountverify": "user_accountverify_title",
  "user.passwordreset": "user_passwordreset_title",
  "user.stopnewsletter": "user_stopnewsletter_title",
};

/**
 * The title of a page the shell draws itself (no remote): its own heading, not its SEO stream's
 * title (every empty-layout page is in the "user" stream, whose title is the office's "My account").
 * Null for pages whose title comes from a remote or the SEO rows.
 */
export function shellViewTitleKey(route: {
  id: string;
  params: Record<string, string | undefined>;
}): MessageKey | null {
  const { id, params } = route;
  if (id === "maintenance") return "maintenance_title";
  if (id === "onpay" || id === "onpay.withdraw") {
    const result = params.result ?? "pending";
    return `${id === "onpay.withdraw" ? "onpay_withdraw_" : "onpay_"}${result}` as MessageKey;
  }
  if (id === "error500" || id === "error") return "error_title";
  if (id === "user.activate")
    return params.type === "activatefast" ? "user_activatefast_title" : "user_activate_title";
  if (id in USER_PAGES) return USER_PAGES[id] ?? null;
  if (id in STATUS_PAGES) return STATUS_PAGES[id as keyof typeof STATUS_PAGES][0];
  return null;
}
