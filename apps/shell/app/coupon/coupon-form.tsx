import {
  allowedCouponTypes,
  bonusMultiplier,
  CouponType,
  type CouponTypeId,
  couponBlocks,
  formatAmount,
  type Money,
} from "@parlay/domain/betting";
import type { MessageKey } from "@parlay/i18n";
import { useT } from "../i18n.tsx";
import { Field } from "./field.tsx";
import { displayMoneyText } from "./money-format.ts";
import { placeBlockers } from "./outcomes.ts";
import { amountStepOf, enforcedLimitsOf, marginBasisPoints, type SlipState } from "./state.ts";
import { couponStore } from "./store.ts";
import type { useCouponPreview } from "./use-coupon.ts";

interface Props {
  state: SlipState;
  preview: ReturnType<typeof useCouponPreview>;
  coef: (odds: bigint) => string;
  money: (amount: Money | bigint) => string;
  authenticated: boolean;
}

export const TYPE_KEYS: Record<CouponTypeId, MessageKey> = {
  0: "coupon_type_0",
  1: "coupon_type_1",
  2: "coupon_type_2",
  3: "coupon_type_3",
  4: "coupon_type_4",
  5: "coupon_type_5",
  6: "coupon_type_6",
  7: "coupon_type_7",
  8: "coupon_type_8",
  9: "coupon_type_9",
};

/** Type, system value, amounts, the engine's figures and the place button. */
export function CouponForm({ state, preview, coef, money, authenticated }: Props) {
  const { t, lng } = useT();
  const store = couponStore();
  const { coupon, currency } = state;
  const types = allowedCouponTypes(coupon.bets, marginBasisPoints(state.site));
  const step = amountStepOf(state);
  const limits = enforcedLimitsOf(state);
  const isSystem = coupon.typeId === CouponType.system || coupon.typeId === CouponType.multibet;
  const showCoef = (v: bigint | null) => (v === null ? "—" : v > 1000n ? coef(v) : formatAmount(v, currency));
  const { finished, blocked } = placeBlockers(coupon.bets);
  const hintId = "coupon-place-hint";
  const { blockIds } = couponBlocks(coupon.bets);
  return (
    <div className="coupon__form">
      <Field label={t("coupon_type_label")}>
        {(id) => (
          <select
            id={id}
            name="couponType"
            value={coupon.typeId}
            onChange={(e) =>
              store.dispatch({ type: "setType", typeId: Number(e.currentTarget.value) as CouponTypeId })
            }
          >
            {types.map((id) => (
              <option key={id} value={id}>
                {t(TYPE_KEYS[id])}
              </option>
            ))}
          </select>
        )}
      </Field>

      {isSystem && coupon.systemValues.length > 0 ? (
        <>
          <Field label={t("coupon_system_value")}>
            {(id) => (
              <select
                id={id}
                name="systemValue"
                value={coupon.systemValue}
                onChange={(e) =>
                  store.dispatch({ type: "setSystemValue", value: Number(e.currentTarget.value) })
                }
              >
                {preview.systemOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t("coupon_system_option", { value: o.value, offset: o.offset, combo: String(o.combo) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <table className="coupon-systems">
            <caption className="visually-hidden">{t("coupon_system_options")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("coupon_system_col_value")}</th>
                <th scope="col">{t("coupon_system_col_combo")}</th>
                {limits.min !== null ? <th scope="col">{t("coupon_system_col_min")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {preview.systemOptions.map((o) => (
                <tr key={o.value} aria-current={o.value === coupon.systemValue ? "true" : undefined}>
                  <td>
                    {o.value}/{o.offset}
                  </td>
                  <td>{String(o.combo)}</td>
                  {limits.min !== null ? <td>{money(o.minBetAmount)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      {coupon.typeId === CouponType.conditional
        ? blockIds.slice(1).map((id, i) => {
            const value = coupon.amountByBlockId[id];
            return (
              <Field key={id} label={t("coupon_block_amount", { n: i + 2, currency })}>
                {(fieldId) => (
                  <input
                    id={fieldId}
                    inputMode="decimal"
                    placeholder={t("coupon_block_amount_max")}
                    defaultValue={value === undefined || value === "max" ? "" : formatAmount(value, currency)}
                    onChange={(e) =>
                      store.dispatch({ type: "blockAmount", blockId: id, text: e.currentTarget.value })
                    }
                  />
                )}
              </Field>
            );
          })
        : null}

      <div className="coupon-amount">
        <label className="coupon-field" htmlFor="coupon-amount">
          <span>
            {t(coupon.typeId === CouponType.manySingles ? "coupon_amount_each" : "coupon_amount", {
              currency,
            })}
          </span>
        </label>
        <div className="coupon-amount__row">
          <button
            type="button"
            className="coupon-step"
            aria-label={t("coupon_decrease", { step: money(step) })}
            onClick={() => store.dispatch({ type: "step", direction: -1 })}
          >
            −
          </button>
          <input
            id="coupon-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={state.amountText}
            aria-describedby="coupon-amount-hint"
            onChange={(e) => store.dispatch({ type: "amountText", text: e.currentTarget.value })}
          />
          <button
            type="button"
            className="coupon-step"
            aria-label={t("coupon_increase", { step: money(step) })}
            onClick={() => store.dispatch({ type: "step", direction: 1 })}
          >
            +
          </button>
        </div>
        <p id="coupon-amount-hint" className="coupon-hint">
          {limits.min !== null ? t("coupon_min", { amount: money(limits.min) }) : null}
          {limits.min !== null ? " · " : null}
          {limits.max !== null ? t("coupon_max", { amount: money(limits.max) }) : t("coupon_max_unlimited")}
        </p>
      </div>

      {preview.bonusBetOffered ? (
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={!coupon.manuallyDeletedBonusBet}
            onChange={(e) => store.dispatch({ type: "bonusBet", on: e.currentTarget.checked })}
          />
          {t("coupon_bonus_bet", {
            percent: bonusPercent(coupon.bets.length),
          })}
        </label>
      ) : null}
      {preview.vipAvailable ? (
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={state.settings.isVipBet}
            onChange={(e) => store.dispatch({ type: "vipBet", on: e.currentTarget.checked })}
          />
          {t("coupon_vip_bet")}
        </label>
      ) : null}

      <dl className="coupon-summary">
        {coupon.typeId === CouponType.antiExpress ? (
          <>
            <dt>{t("coupon_anti_express_coef")}</dt>
            <dd data-summary="anti">{showCoef(preview.antiExpressCoef)}</dd>
          </>
        ) : (
          <>
            <dt>{t("coupon_total_coef")}</dt>
            <dd data-summary="coef">{showCoef(preview.coef)}</dd>
          </>
        )}
        {preview.totalStake !== null && coupon.typeId === CouponType.manySingles ? (
          <>
            <dt>{t("coupon_total_stake")}</dt>
            <dd data-summary="stake">{money(preview.totalStake)}</dd>
          </>
        ) : null}
        {state.settings.isPossibleWinShown ? (
          <>
            <dt>{t("coupon_possible_win")}</dt>
            <dd data-summary="win">{preview.possibleWin === null ? "—" : money(preview.possibleWin)}</dd>
          </>
        ) : null}
        {preview.minPossibleWin !== null ? (
          <>
            <dt>{t("coupon_min_possible_win")}</dt>
            <dd data-summary="min-win">{money(preview.minPossibleWin)}</dd>
          </>
        ) : null}
        {state.account && state.settings.isBalanceShown ? (
          <>
            <dt>{t("coupon_balance")}</dt>
            <dd data-summary="balance">{displayMoneyText(state.account.money, state.account.iso, lng)}</dd>
          </>
        ) : null}
      </dl>

      <button
        type="button"
        className="button button--primary coupon__place"
        disabled={state.placing || preview.possibleWin === null || blocked}
        aria-busy={state.placing}
        aria-describedby={blocked ? hintId : undefined}
        onClick={() => void store.place()}
      >
        {state.placing ? t("coupon_placing") : authenticated ? t("coupon_place") : t("coupon_login_to_place")}
      </button>
      {finished.length > 0 ? (
        <div className="coupon-hint" id={hintId} data-coupon-finished={finished.length}>
          <p>{t("coupon_finished_hint")}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              for (const b of finished) store.dispatch({ type: "remove", outcomeId: b.outcomeId });
            }}
          >
            {t("coupon_remove_finished")}
          </button>
        </div>
      ) : blocked ? (
        <p className="coupon-hint" id={hintId}>
          {t("coupon_blocked_hint")}
        </p>
      ) : null}
    </div>
  );
}

/** The bonus bet's extra in percent (multiplier 1 + count/100, 1.1 from 10 bets). */
function bonusPercent(count: number): string {
  const m = bonusMultiplier(count);
  return String((m.n * 100n) / m.d - 100n);
}
