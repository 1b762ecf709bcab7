import { type ChangeCoefActionId, CoefView, resolveCoefView } from "@parlay/domain/betting";
import { selectableCoefViews } from "@parlay/domain/players/pure";
import type { MessageKey } from "@parlay/i18n";
import { useT } from "../i18n.tsx";
import { Field } from "./field.tsx";
import type { SlipState } from "./state.ts";
import { couponStore } from "./store.ts";

const VIEW_KEYS: Record<number, MessageKey> = {
  0: "coupon_view_0",
  1: "coupon_view_1",
  2: "coupon_view_2",
  4: "coupon_view_4",
  5: "coupon_view_5",
  6: "coupon_view_6",
  14: "coupon_view_14",
  15: "coupon_view_15",
  16: "coupon_view_16",
};

/** The coefficient-change policy select (0 confirm, 1 accept any, 2 accept on rise). */
export function CoefPolicySelect({ state }: { state: SlipState }) {
  const { t } = useT();
  return (
    <Field label={t("coupon_policy_label")}>
      {(id) => (
        <select
          id={id}
          name="changeCoefAction"
          value={state.settings.changeCoefAction}
          onChange={(e) =>
            couponStore().dispatch({
              type: "changeCoefAction",
              action: Number(e.currentTarget.value) as ChangeCoefActionId,
            })
          }
        >
          <option value={0}>{t("coupon_policy_0")}</option>
          <option value={1}>{t("coupon_policy_1")}</option>
          <option value={2}>{t("coupon_policy_2")}</option>
        </select>
      )}
    </Field>
  );
}

interface Props {
  state: SlipState;
  coefView: number;
  /** appViewType (global settings): the Asian view offers 14–16 in place of 4–6. */
  viewType: 0 | 1;
  onCoefView: (view: number) => void;
}

/** Coupon settings (spec 001 §3), persisted: one-click, exact coefficient, drop on score change, … */
export function CouponSettingsPanel({ state, coefView, viewType, onCoefView }: Props) {
  const { t } = useT();
  const store = couponStore();
  const { settings } = state;
  const showOneClick = state.limits?.showOneClick ?? state.site.showOneClick;
  const views = selectableCoefViews(state.site.coefViews, viewType).filter((v) => v in VIEW_KEYS);
  return (
    <details className="coupon-settings">
      <summary>{t("coupon_settings")}</summary>
      {showOneClick ? (
        <fieldset className="coupon-fieldset">
          <legend>{t("coupon_one_click")}</legend>
          <label className="coupon-check">
            <input
              type="checkbox"
              name="oneClick"
              checked={settings.isActiveOneClick}
              onChange={(e) => store.dispatch({ type: "oneClickToggle", on: e.currentTarget.checked })}
            />
            {t("coupon_one_click_on")}
          </label>
          <Field label={t("coupon_one_click_amount", { currency: state.currency })}>
            {(id) => (
              <input
                id={id}
                inputMode="decimal"
                name="oneClickAmount"
                defaultValue={settings.oneClickAmount ?? ""}
                placeholder={state.amountText}
                onBlur={(e) => store.dispatch({ type: "oneClickAmount", text: e.currentTarget.value })}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
      <CoefPolicySelect state={state} />
      <Field label={t("coupon_exact_coef")}>
        {(id) => (
          <input
            id={id}
            inputMode="decimal"
            name="exactCoef"
            defaultValue={settings.exactCoef ?? ""}
            onBlur={(e) => store.dispatch({ type: "exactCoef", text: e.currentTarget.value })}
          />
        )}
      </Field>
      <label className="coupon-check">
        <input
          type="checkbox"
          name="dropOnScoreChange"
          checked={settings.isDropOnScoreChange}
          onChange={(e) => store.dispatch({ type: "dropOnScoreChange", on: e.currentTarget.checked })}
        />
        {t("coupon_drop_on_score")}
      </label>
      <label className="coupon-check">
        <input
          type="checkbox"
          name="autoMax"
          checked={settings.isAutoMax}
          onChange={(e) => store.dispatch({ type: "autoMax", on: e.currentTarget.checked })}
        />
        {t("coupon_auto_max")}
      </label>
      <Field label={t("coupon_odds_format")}>
        {(id) => (
          <select
            id={id}
            name="coefView"
            value={resolveCoefView(coefView, state.site.coefViews, viewType)}
            onChange={(e) => onCoefView(Number(e.currentTarget.value))}
          >
            {(views.length > 0 ? views : [CoefView.decimal]).map((v) => (
              <option key={v} value={v}>
                {t(VIEW_KEYS[v] as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </details>
  );
}
