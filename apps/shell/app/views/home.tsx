import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";

const CARDS = [
  ["line", "home_card_line_title", "home_card_line_text"],
  ["live", "home_card_live_title", "home_card_live_text"],
  ["slots", "home_card_casino_title", "home_card_casino_text"],
  ["promotions", "home_card_promotions_title", "home_card_promotions_text"],
] as const;

export function HomeView({ page }: { page: PageData }) {
  const { t } = useT();
  const base = `/${page.lng}`;
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{t("home_hero_title")}</h1>
        <p>{t("home_hero_text")}</p>
        <p className="home__actions">
          <Link className="button button--primary" to={`${base}/line`}>
            {t("home_cta_line")}
          </Link>
          <Link className="button" to={`${base}/live`}>
            {t("home_cta_live")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="home-sections-title">
        <h2 id="home-sections-title">{t("home_sections_title")}</h2>
        <ul className="cards">
          {CARDS.map(([to, title, text]) => (
            <li key={to} className="card">
              <h3>
                <Link to={`${base}/${to}`}>{t(title)}</Link>
              </h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-trust-title" className="home__trust">
        <h2 id="home-trust-title">{t("home_trust_title")}</h2>
        <ul>
          <li>{t("home_trust_1")}</li>
          <li>{t("home_trust_2")}</li>
          <li>{t("home_trust_3")}</li>
        </ul>
      </section>
    </div>
  );
}
