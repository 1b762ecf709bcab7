import { useT } from "../i18n.tsx";
import { BarePage } from "./bare-page.tsx";

/** Start-up without a site config is an error page, never a crash (spec 000 §5). */
export function NoSiteConfigPage() {
  const { t } = useT();
  return (
    <BarePage>
      <title>{t("no_site_config_title")}</title>
      <section className="status-page" data-status="no-site-config">
        <h1>{t("no_site_config_title")}</h1>
        <p>{t("no_site_config_text")}</p>
      </section>
    </BarePage>
  );
}
