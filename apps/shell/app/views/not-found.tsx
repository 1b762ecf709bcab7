import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { BarePage } from "./bare-page.tsx";

export function NotFoundPage() {
  const { t, lng } = useT();
  return (
    <BarePage>
      <title>{t("not_found_title")}</title>
      <meta name="robots" content="noindex" />
      <section className="status-page" aria-labelledby="not-found-title" data-status="404">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t("not_found_title")}</h1>
        <p>{t("not_found_text")}</p>
        <Link className="button button--primary" to={`/${lng}/`}>
          {t("go_home")}
        </Link>
      </section>
    </BarePage>
  );
}
