import type { MessageKey } from "@parlay/i18n";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";

/** Where the payment provider sends the player back (spec 000 §2); the balance moves by webhook, not here. */
export function OnpayView({ page }: { page: PageData }) {
  const { t } = useT();
  const result = page.route.params.result ?? "pending";
  const key = `${page.route.id === "onpay.withdraw" ? "onpay_withdraw_" : "onpay_"}${result}` as MessageKey;
  return (
    <section className="status-page" aria-labelledby="onpay-title" data-result={result}>
      <h1 id="onpay-title">{t(key)}</h1>
      <p>{t("onpay_text")}</p>
      <Link to={`/${page.lng}/`}>{t("go_home")}</Link>
    </section>
  );
}
