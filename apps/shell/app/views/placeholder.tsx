import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";

/**
 * An honest placeholder for a route whose content arrives in later work: the page exists (200, but
 * noindex and out of the sitemap; made-up sub-paths are 404) and says plainly that the section is not
 * open yet.
 */
export function PlaceholderView({ page }: { page: PageData }) {
  const { t } = useT();
  const base = `/${page.lng}`;
  return (
    <section className="placeholder" aria-labelledby="placeholder-title" data-route-id={page.route.id}>
      <h1 id="placeholder-title">{page.seo.title}</h1>
      <p>{t("placeholder_text")}</p>
      <p>{t("placeholder_links")}</p>
      <ul>
        <li>
          <Link to={`${base}/`}>{t("go_home")}</Link>
        </li>
        <li>
          <Link to={`${base}/rules/1`}>{t("footer_rules")}</Link>
        </li>
        <li>
          <Link to={`${base}/howbet`}>{t("footer_howbet")}</Link>
        </li>
      </ul>
    </section>
  );
}
