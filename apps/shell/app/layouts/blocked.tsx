import { LoadingBar } from "../chrome/loading-bar.tsx";
import { Logo } from "../chrome/logo.tsx";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";

/** For a banned player: only the pages allowed while banned, under a clear notice. */
export function BlockedLayout({ page, children }: { page: PageData; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <div className="layout layout--blocked">
      <LoadingBar />
      <header className="shell-bar">
        <Logo lng={page.lng} name={page.site.companyName} />
        <p role="status">{t("blocked_layout_title")}</p>
      </header>
      <main id="content" className="shell-main">
        {children}
      </main>
    </div>
  );
}
