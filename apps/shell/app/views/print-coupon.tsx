import type { CouponAnswer } from "@parlay/contracts/betting";
import type { OutcomeAnswer } from "@parlay/contracts/sportsbook";
import { type Clock, formatDateTime } from "@parlay/domain/language";
import type { MessageKey } from "@parlay/i18n";
import { browserHttp } from "@parlay/web";
import { useEffect, useState } from "react";
import { TYPE_KEYS } from "../coupon/coupon-form.tsx";
import type { CouponView } from "../coupon/types.ts";
import { useT } from "../i18n.tsx";
import "../coupon/print-coupon.css";

type Load =
  | { kind: "loading" }
  | { kind: "ready"; coupon: CouponView }
  | { kind: "signedOut" }
  | { kind: "notFound" };

function statusKey(status: number): MessageKey {
  if (status === -1) return "print_coupon_status_open";
  if (status === 0) return "print_coupon_status_lost";
  if (status === 1) return "print_coupon_status_won";
  return "print_coupon_status_returned";
}

/**
 * A coupon answer without event and market names (an older server) gets them from the outcomes
 * call, so the printout always names what was bet on.
 */
async function withNames(coupon: CouponView, signal: AbortSignal): Promise<CouponView> {
  const missing = coupon.bets.filter((b) => !b.marketName).map((b) => b.outcomeId);
  if (missing.length === 0) return coupon;
  const res = await browserHttp().request<OutcomeAnswer[]>({
    method: "GET",
    path: "/web-api/sportsbook/outcomes",
    query: { ids: missing.join(",") },
    signal,
  });
  if (!res.ok) return coupon;
  const byId = new Map(res.data.map((o) => [o.market.id, o]));
  return {
    ...coupon,
    bets: coupon.bets.map((b) => {
      const o = byId.get(b.outcomeId);
      if (!o || b.marketName) return b;
      return {
        ...b,
        home: o.game.opponents[0],
        away: o.game.opponents[1],
        marketName: o.market.names.market,
        outcomeName: o.market.names.outcome,
      };
    }),
  };
}

/** print-coupon/{couponId}: a placed coupon on one printable page (spec 000 §2, empty layout). */
export function PrintCouponView({ couponId, clock }: { couponId: string; clock: Clock }) {
  const { t, lng } = useT();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    void browserHttp()
      .request<CouponAnswer>({
        method: "GET",
        path: `/web-api/betting/coupons/${couponId}`,
        signal: abort.signal,
      })
      .then((res) => {
        if (abort.signal.aborted) return;
        if (res.ok)
          void withNames(res.data.coupon, abort.signal).then((coupon) => setLoad({ kind: "ready", coupon }));
        else if (res.error.status === 401) setLoad({ kind: "signedOut" });
        else setLoad({ kind: "notFound" });
      });
    return () => abort.abort();
  }, [couponId]);

  if (load.kind !== "ready") {
    const key: MessageKey =
      load.kind === "loading"
        ? "print_coupon_loading"
        : load.kind === "signedOut"
          ? "print_coupon_signed_out"
          : "print_coupon_not_found";
    return (
      <section className="print-coupon" aria-busy={load.kind === "loading"}>
        <h1>{t("print_coupon_title", { id: couponId })}</h1>
        <p role={load.kind === "loading" ? "status" : "alert"}>{t(key)}</p>
      </section>
    );
  }
  const c = load.coupon;
  const typeKey = TYPE_KEYS[c.typeId as keyof typeof TYPE_KEYS] ?? "coupon_type_0";
  const when = formatDateTime(c.placedAt, lng, clock);
  return (
    <article className="print-coupon" data-print-coupon={c.id}>
      <header className="print-coupon__head">
        <h1>{t("print_coupon_title", { id: c.id })}</h1>
        <button
          type="button"
          className="button button--primary print-coupon__button"
          onClick={() => window.print()}
        >
          {t("print_coupon_print")}
        </button>
      </header>
      <dl className="print-coupon__facts">
        {c.code ? (
          <>
            <dt>{t("print_coupon_code")}</dt>
            <dd>{c.code}</dd>
          </>
        ) : null}
        <dt>{t("print_coupon_type")}</dt>
        <dd>
          {t(typeKey)}
          {c.systemValue ? ` ${c.systemValue}/${c.bets.filter((b) => !b.banker).length}` : ""}
        </dd>
        <dt>{t("print_coupon_amount")}</dt>
        <dd>
          {c.amount} {c.currency}
        </dd>
        <dt>{t("print_coupon_placed")}</dt>
        <dd>
          <time dateTime={c.placedAt}>{when}</time>
        </dd>
        <dt>{t("print_coupon_status")}</dt>
        <dd>{t(statusKey(c.status))}</dd>
        {c.possibleWin ? (
          <>
            <dt>{t("print_coupon_possible_win")}</dt>
            <dd>
              {c.possibleWin} {c.currency}
            </dd>
          </>
        ) : null}
        {c.returnAmount !== null ? (
          <>
            <dt>{t("print_coupon_return")}</dt>
            <dd>
              {c.returnAmount} {c.currency}
            </dd>
          </>
        ) : null}
      </dl>
      <table className="print-coupon__bets">
        <thead>
          <tr>
            <th scope="col">{t("print_coupon_event")}</th>
            <th scope="col">{t("print_coupon_market")}</th>
            <th scope="col">{t("print_coupon_coef")}</th>
          </tr>
        </thead>
        <tbody>
          {c.bets.map((b) => (
            <tr key={b.outcomeId}>
              <td>
                {b.home && b.away ? `${b.home} – ${b.away}` : `#${b.gameNumber ?? b.gameId}`}
                {b.champName ? <div className="print-coupon__muted">{b.champName}</div> : null}
              </td>
              <td>
                {b.marketName ? `${b.marketName}: ${b.outcomeName ?? ""}` : `#${b.outcomeId}`}
                {b.banker ? ` (${t("coupon_banker")})` : ""}
              </td>
              <td>{b.coef}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
