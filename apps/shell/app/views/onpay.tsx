import type { MessageKey } from "@parlay/i18n";
import { Link, useSearchParams } from "react-router";
import { useT } from "../i18n.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { OnpayPayment, onpayTexts } from "./onpay-payment.tsx";

/** Our payment ids (the provider's return URL carries `?paymentId=`); anything else is ignored. */
const PAYMENT_ID = /^[1-9]\d{0,15}$/;

/**
 * Where the payment provider sends the player back (spec 000 §2). The path says what the provider
 * told the browser; the balance moves by webhook, not here, so with a payment id the page shows
 * the payment's real status as the server knows it.
 */
export function OnpayView({ page }: { page: PageData }) {
  const { t } = useT();
  const [search] = useSearchParams();
  const result = page.route.params.result ?? "pending";
  const withdraw = page.route.id === "onpay.withdraw";
  const key = `${withdraw ? "onpay_withdraw_" : "onpay_"}${result}` as MessageKey;
  const paymentId = search.get("paymentId") ?? "";
  const hasPayment = PAYMENT_ID.test(paymentId);
  const texts = onpayTexts(page.lng);
  return (
    <section className="status-page" aria-labelledby="onpay-title" data-result={result}>
      <h1 id="onpay-title">{t(key)}</h1>
      {!hasPayment ? (
        <p>{t("onpay_text")}</p>
      ) : page.authenticated ? (
        <OnpayPayment paymentId={paymentId} lng={page.lng} />
      ) : (
        <p>
          <Link
            to={`/${page.lng}/?login=1&returnUrl=${encodeURIComponent(`/${page.lng}/${page.rest}?paymentId=${paymentId}`)}`}
          >
            {texts.signedOut}
          </Link>
        </p>
      )}
      <p className="home__actions" style={{ justifyContent: "center" }}>
        {page.authenticated ? (
          <>
            <Link className="button button--primary" to={`/${page.lng}/office/historypay`}>
              {texts.history}
            </Link>
            {withdraw ? null : (
              <Link className="button" to={`/${page.lng}/office/recharge`}>
                {texts.again}
              </Link>
            )}
          </>
        ) : null}
        <Link className="button" to={`/${page.lng}/`}>
          {t("go_home")}
        </Link>
      </p>
    </section>
  );
}
