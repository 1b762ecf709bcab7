import { Link } from "react-router";
import { useAuthActions } from "../auth/auth-context.tsx";
import { AuthHost } from "../auth/auth-host.tsx";
import { LoadingBar } from "../chrome/loading-bar.tsx";
import { Logo } from "../chrome/logo.tsx";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";

/**
 * For a banned player: only the pages allowed while banned, under a clear notice, and the ways out
 * (issue 16): the withdrawal page where the ban allows it (spec 001 §4), and logging out.
 */
export function BlockedLayout({ page, children }: { page: PageData; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <AuthHost page={page}>
      <div className="layout layout--blocked">
        <LoadingBar />
        <header className="shell-bar">
          <Logo lng={page.lng} name={page.site.companyName} />
          <p role="status">{t("blocked_layout_title")}</p>
        </header>
        <main id="content" className="shell-main">
          {children}
        </main>
        <WaysOut page={page} />
      </div>
    </AuthHost>
  );
}

function WaysOut({ page }: { page: PageData }) {
  const { t } = useT();
  const auth = useAuthActions();
  if (!page.authenticated) return null;
  return (
    <nav className="blocked-ways-out" aria-label={t("blocked_ways_out")}>
      {page.withdrawWhileBanned ? (
        <Link className="button" to={`/${page.lng}/office/deduce`}>
          {t("blocked_withdraw")}
        </Link>
      ) : null}
      <button type="button" className="button" onClick={() => auth?.openLogout()}>
        {t("logout_button")}
      </button>
    </nav>
  );
}
