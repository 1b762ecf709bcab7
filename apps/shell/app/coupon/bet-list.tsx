import { CouponType, canMakeBanker, formatAmount, LOBBY_BLOCK_ID } from "@parlay/domain/betting";
import { useT } from "../i18n.tsx";
import { Field } from "./field.tsx";
import { isBetFinished, isBetLiveNow } from "./outcomes.ts";
import { Padlock } from "./padlock.tsx";
import type { SlipState } from "./state.ts";
import { couponStore } from "./store.ts";
import type { SlipBet } from "./types.ts";

interface Props {
  state: SlipState;
  coef: (odds: bigint) => string;
}

/** The coupon's bets: event, market, odds (old → new when they move, locked when blocked), remove. */
export function BetList({ state, coef }: Props) {
  const { t } = useT();
  const store = couponStore();
  const { bets, typeId } = state.coupon;
  const blockBased = typeId === CouponType.multibet || typeId === CouponType.conditional;
  const blockChoices = bets.map((_, i) => i + 1);
  return (
    <ul className="coupon__bets">
      {bets.map((bet) => (
        <li
          key={bet.outcomeId}
          className="coupon-bet"
          data-coupon-bet={bet.outcomeId}
          data-finished={isBetFinished(bet) ? "true" : undefined}
        >
          <div className="coupon-bet__head">
            <span className="coupon-bet__game">
              {bet.game.opponents.join(" – ")}
              {bet.game.fullScore && bet.market.isLive ? (
                <span className="coupon-bet__score"> {bet.game.fullScore}</span>
              ) : null}
              {isBetLiveNow(bet) ? <span className="coupon-bet__live">{t("coupon_live")}</span> : null}
            </span>
            <button
              type="button"
              className="coupon-bet__remove"
              aria-label={t("coupon_remove_bet", { outcome: bet.market.names[1] ?? "" })}
              onClick={() => store.dispatch({ type: "remove", outcomeId: bet.outcomeId })}
            >
              ×
            </button>
          </div>
          <div className="coupon-bet__market">
            <span>
              {bet.market.names[0]}: <strong>{bet.market.names[1]}</strong>
            </span>
            <Odds bet={bet} coef={coef} />
          </div>
          {typeId === CouponType.system && canMakeBanker(state.coupon as never, bet) ? (
            <label className="coupon-check">
              <input
                type="checkbox"
                checked={bet.blockId === LOBBY_BLOCK_ID}
                onChange={(e) =>
                  store.dispatch({ type: "banker", outcomeId: bet.outcomeId, on: e.currentTarget.checked })
                }
              />
              {t("coupon_banker")}
            </label>
          ) : null}
          {blockBased ? (
            <Field inline label={t("coupon_block")}>
              {(id) => (
                <select
                  id={id}
                  value={bet.blockId}
                  onChange={(e) =>
                    store.dispatch({
                      type: "block",
                      outcomeId: bet.outcomeId,
                      blockId: Number(e.currentTarget.value),
                    })
                  }
                >
                  {typeId === CouponType.multibet ? (
                    <option value={LOBBY_BLOCK_ID}>{t("coupon_block_lobby")}</option>
                  ) : null}
                  {blockChoices.map((n) => (
                    <option key={n} value={n}>
                      {t("coupon_block_n", { n })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {typeId === CouponType.manySingles ? (
            <Field inline label={t("coupon_bet_amount", { currency: state.currency })}>
              {(id) => (
                <input
                  id={id}
                  inputMode="decimal"
                  defaultValue={formatAmount(
                    state.coupon.amountByBetId[bet.market.id] ?? state.coupon.amount,
                    state.currency,
                  )}
                  onChange={(e) =>
                    store.dispatch({
                      type: "betAmount",
                      outcomeId: bet.outcomeId,
                      text: e.currentTarget.value,
                    })
                  }
                />
              )}
            </Field>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Odds({ bet, coef }: { bet: SlipBet; coef: (odds: bigint) => string }) {
  const { t } = useT();
  if (isBetFinished(bet))
    return (
      <span className="coupon-odds coupon-odds--finished" data-finished="true">
        {t("coupon_finished")}
      </span>
    );
  if (bet.isBlocked)
    return (
      <span className="coupon-odds coupon-odds--locked" data-locked="true">
        <Padlock /> {t("coupon_locked")}
      </span>
    );
  const prev = bet.previousCoef;
  const up = prev !== null && bet.market.coef > prev;
  return (
    <span className="coupon-odds" aria-live="polite">
      {prev !== null ? (
        <>
          <s className="coupon-odds__old">{coef(prev)}</s>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">{up ? t("coupon_odds_up") : t("coupon_odds_down")}</span>
        </>
      ) : null}
      <strong className="coupon-odds__now" data-coef-trend={prev === null ? undefined : up ? "up" : "down"}>
        {coef(bet.market.coef)}
      </strong>
      {prev !== null ? (
        <span aria-hidden="true" className={up ? "coupon-odds__up" : "coupon-odds__down"}>
          {up ? "▲" : "▼"}
        </span>
      ) : null}
    </span>
  );
}
