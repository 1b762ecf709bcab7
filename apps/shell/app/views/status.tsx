import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { STATUS_PAGES } from "./view-titles.ts";

/** Blocking and technical pages of the empty layout (spec 000 §2, §4). */

export { STATUS_PAGES };

export function StatusView({ id }: { id: keyof typeof STATUS_PAGES }) {
  const { t, lng } = useT();
  const [title, text] = STATUS_PAGES[id];
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t(title)}</h1>
      <p>{t(text)}</p>
      {id === "site-updates" || id === "confirm-terms" ? <Link to={`/${lng}/`}>{t("go_home")}</Link> : null}
    </section>
  );
}
