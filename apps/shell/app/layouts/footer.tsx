import { Link } from "react-router";
import { SiteClock } from "../chrome/site-clock.tsx";
import { useT } from "../i18n.tsx";
import { OPEN_COOKIE_SETTINGS } from "../privacy/consent-cookies.ts";
import type { PageData } from "../server/page-loader.server.ts";

const FOOTER_LINKS = [
  ["about", "footer_about"],
  ["rules/1", "footer_rules"],
  ["howbet", "footer_howbet"],
  ["contacts", "footer_contacts"],
  ["responsiblegaming", "footer_responsible"],
  ["cookies", "footer_cookies"],
  ["licenses", "footer_licenses"],
] as const;

export function Footer({ page }: { page: PageData }) {
  const { t } = useT();
  return (
    <footer className="shell-footer">
      <nav aria-label={t("footer_about")} className="shell-footer__links">
        <ul>
          {FOOTER_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={`/${page.lng}/${to}`} prefetch="intent">
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))}
            >
              {t("footer_cookie_settings")}
            </button>
          </li>
        </ul>
      </nav>
      <nav aria-label={t("footer_languages")} className="shell-footer__languages">
        <ul>
          {page.site.languages.map((l) => (
            <li key={l.code}>
              <Link
                to={`/${l.code}/${page.rest}`}
                hrefLang={l.code}
                lang={l.code}
                aria-current={l.code === page.lng ? "true" : undefined}
              >
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="shell-footer__age">{t("footer_age", { age: page.site.minAge })}</p>
      <p className="shell-footer__copy">
        <SiteClock lng={page.lng} clock={page.clock} pattern={page.clockPattern} />{" "}
        {t("footer_copyright", { year: new Date().getFullYear(), company: page.site.companyName })}
      </p>
    </footer>
  );
}
