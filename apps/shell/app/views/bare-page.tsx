import { Link } from "react-router";
import { LoadingBar } from "../chrome/loading-bar.tsx";
import { useT } from "../i18n.tsx";

/** The frame of pages shown without page data: 404, errors, a missing site config. */
export function BarePage({ children }: { children: React.ReactNode }) {
  const { t, lng } = useT();
  return (
    <div className="layout layout--bare">
      <LoadingBar />
      <header className="shell-bar">
        <Link to={`/${lng}/`} className="shell-logo">
          <span aria-hidden="true">◆</span> {t("site_name")}
        </Link>
      </header>
      <main id="content" className="shell-main shell-main--centered">
        {children}
      </main>
    </div>
  );
}
