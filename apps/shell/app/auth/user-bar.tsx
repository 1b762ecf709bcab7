import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { useAuthActions } from "./auth-context.tsx";

/**
 * The signed-in strip under the header: the account link and Log out (the header remote shows
 * "My account" but has no logout of its own). Nothing for guests.
 */
export function UserBar() {
  const { t, lng } = useT();
  const auth = useAuthActions();
  if (!auth?.authenticated) return null;
  return (
    <nav className="user-bar" aria-label={t("user_bar_label")}>
      <span className="user-bar__status">{t("user_bar_signed_in")}</span>
      <Link to={`/${lng}/office/account`}>{t("user_bar_account")}</Link>
      <button type="button" className="button button--small" onClick={auth.openLogout}>
        {t("logout_button")}
      </button>
    </nav>
  );
}
