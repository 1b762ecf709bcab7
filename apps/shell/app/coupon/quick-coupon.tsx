import { useId } from "react";
import { useT } from "../i18n.tsx";
import { placeBlockers } from "./outcomes.ts";
import type { SlipState } from "./state.ts";
import { couponStore } from "./store.ts";
import type { useCouponPreview } from "./use-coupon.ts";

/**
 * The quick coupon (spec 000 §2, spec 001 §5): on routes whose meta has quickCoupon, a compact
 * quick-bet form — the amount and one button — over the same coupon. Hidden elsewhere.
 */
export function QuickCoupon({
  state,
  preview,
  money,
  authenticated,
}: {
  state: SlipState;
  preview: ReturnType<typeof useCouponPreview>;
  money: (m: bigint) => string;
  authenticated: boolean;
}) {
  const { t } = useT();
  const store = couponStore();
  const id = useId();
  if (state.coupon.bets.length === 0 || state.coupon.successCoupon) return null;
  const { finished, blocked } = placeBlockers(state.coupon.bets);
  const hintId = `${id}-hint`;
  return (
    <form
      className="quick-coupon"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void store.place();
      }}
    >
      <h3 id={`${id}-title`} className="quick-coupon__title">
        {t("coupon_quick_title")}
      </h3>
      <label htmlFor={`${id}-amount`} className="visually-hidden">
        {t("coupon_quick_amount", { currency: state.currency })}
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={state.amountText}
        onChange={(e) => store.dispatch({ type: "amountText", text: e.currentTarget.value })}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={state.placing || preview.possibleWin === null || blocked}
        aria-describedby={blocked ? hintId : undefined}
      >
        {authenticated ? t("coupon_quick_place") : t("coupon_login_to_place")}
      </button>
      {preview.possibleWin !== null ? (
        <span className="quick-coupon__win">
          {t("coupon_quick_win", { amount: money(preview.possibleWin) })}
        </span>
      ) : null}
      {blocked ? (
        <p className="coupon-hint" id={hintId}>
          {t(finished.length > 0 ? "coupon_finished_hint" : "coupon_blocked_hint")}
        </p>
      ) : null}
    </form>
  );
}
