import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { BarePage } from "./bare-page.tsx";

export function ErrorContent() {
  const { t, lng } = useT();
  return (
    <section className="status-page" aria-labelledby="error-title" data-status="500">
      <h1 id="error-title">{t("error_title")}</h1>
      <p>{t("error_text")}</p>
      <Link className="button button--primary" to={`/${lng}/`}>
        {t("go_home")}
      </Link>
    </section>
  );
}

export function ErrorPage() {
  const { t } = useT();
  return (
    <BarePage>
      <title>{t("error_title")}</title>
      <ErrorContent />
    </BarePage>
  );
}
