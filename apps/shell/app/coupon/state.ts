/**
 * The coupon's state and its transitions (spec 001 §3–§5) as one pure reducer: no IO, so every
 * rule is testable without a browser. The store (store.ts) runs the effects — HTTP, the live push,
 * localStorage — and feeds their results back as actions. The rules themselves come from the
 * betting engine (@parlay/domain/betting); this file only decides what changes when.
 */
import {
  type CouponTypeId,
  type CurrencyCode,
  clearBetsForOneClick,
  currencyRules,
  disableOneClick,
  enableOneClick,
  fallbackCouponType,
  formatAmount,
  LOBBY_BLOCK_ID,
  type Money,
  nextBlockId,
  requestOneClick,
  setChangeCoefAction,
  setDropOnScoreChange,
  setExactCoef,
  setSystemValue,
  stepAmount,
  withSystemValues,
} from "@parlay/domain/betting";
import {
  amountStepOf,
  applyAutoMax,
  currentOddsFrom,
  parseMoneyText,
  withAmount,
  withLimits,
} from "./amounts.ts";
import { applyLiveDiff } from "./outcomes.ts";
import { MAX_BETS, marginBasisPoints, type SlipAction, type SlipState } from "./slip-state.ts";
import type { CoefChange, SlipBet, SlipCoupon } from "./types.ts";

export { amountStepOf, currentOddsFrom, enforcedLimitsOf, initialAmountOf } from "./amounts.ts";
export {
  DEFAULT_SITE,
  initialSlipState,
  MAX_BETS,
  marginBasisPoints,
  type SlipAction,
  type SlipState,
} from "./slip-state.ts";

/** Bets or type changed: keep the type if the bets still allow it, recompute the system values. */
function withBets(state: SlipState, bets: readonly SlipBet[], preferred?: CouponTypeId): SlipState {
  const margin = marginBasisPoints(state.site);
  const typeId = fallbackCouponType(preferred ?? state.coupon.typeId, bets, margin);
  const ids = new Set(bets.map((b) => b.market.id));
  const amountByBetId = Object.fromEntries(
    Object.entries(state.coupon.amountByBetId).filter(([id]) => ids.has(id)),
  ) as Record<string, Money>;
  const coupon = withSystemValues({ ...state.coupon, bets, typeId, amountByBetId }) as SlipCoupon;
  const next = { ...state, coupon, attemptKey: null, error: null, confirm: null };
  // The maximum depends on the type (site config maxAmountCouponTypes): auto-max follows it.
  return typeId === state.coupon.typeId ? next : applyAutoMax(next);
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case "hydrate":
      return withLimits({ ...state, settings: action.settings }, state.limits);
    case "site":
      return withBets({ ...state, site: action.site }, state.coupon.bets);
    case "account": {
      const account = action.account;
      const currency = (account?.iso ?? state.currency) as CurrencyCode;
      const changed = currency !== state.currency;
      const base: SlipState = {
        ...state,
        account,
        currency,
        coupon: {
          ...state.coupon,
          accountId: account ? String(account.id) : null,
          availablePrepaidAmount: 0n as Money,
        },
      };
      if (!changed) return applyAutoMax(base);
      // A new currency: its step and initial amount (until the limits call answers for it).
      const initial = currencyRules(currency).initialAmount;
      return withLimits(
        withAmount(
          {
            ...base,
            coupon: { ...base.coupon, initialAmount: initial, amountByBetId: {}, amountByBlockId: {} },
          },
          initial,
        ),
        state.limits,
      );
    }
    case "limits":
      return withLimits(state, action.limits);
    case "loading":
      return { ...state, loading: [...new Set([...state.loading, ...action.outcomeIds])] };
    case "betsLoaded": {
      const loading = state.loading.filter((id) => !action.requested.includes(id));
      const have = new Set(state.coupon.bets.map((b) => b.outcomeId));
      const bets = [...state.coupon.bets];
      const addedAt = { ...state.coupon.addedAtByBetId };
      for (const bet of action.bets) {
        if (have.has(bet.outcomeId) || bets.length >= MAX_BETS) continue;
        bets.push({ ...bet, blockId: nextBlockId(bets) });
        addedAt[bet.market.id] = action.now;
        have.add(bet.outcomeId);
      }
      const next = withBets({ ...state, loading }, bets);
      return { ...next, coupon: { ...next.coupon, addedAtByBetId: addedAt, successCoupon: null } };
    }
    case "remove": {
      const bets = state.coupon.bets.filter((b) => b.outcomeId !== action.outcomeId);
      const addedAt = { ...state.coupon.addedAtByBetId };
      delete addedAt[String(action.outcomeId)];
      const next = withBets(state, bets);
      return { ...next, coupon: { ...next.coupon, addedAtByBetId: addedAt } };
    }
    case "clear": {
      const next = withBets(state, []);
      return {
        ...next,
        coupon: {
          ...next.coupon,
          addedAtByBetId: {},
          amountByBlockId: {},
          isLoadedFromCode: false,
          manuallyDeletedBonusBet: false,
          successCoupon: null,
          singlesResultCoupons: [],
        },
      };
    }
    case "setType":
      return withBets(state, state.coupon.bets, action.typeId);
    case "setSystemValue":
      return {
        ...state,
        coupon: setSystemValue(state.coupon as never, action.value) as unknown as SlipCoupon,
        attemptKey: null,
      };
    case "amountText": {
      const parsed = parseMoneyText(action.text, state.currency);
      if (parsed === null) return { ...state, amountText: action.text };
      return withAmount(state, parsed, action.text);
    }
    case "step": {
      const step = amountStepOf(state);
      const next = stepAmount(state.coupon.amount, step, action.direction);
      // biome-ignore lint/complexity/useMathMinMax: money is bigint; Math.max takes numbers.
      return withAmount(state, next < step ? step : next);
    }
    case "betAmount": {
      const parsed = parseMoneyText(action.text, state.currency);
      const amountByBetId = { ...state.coupon.amountByBetId };
      if (parsed === null || parsed === 0n) delete amountByBetId[String(action.outcomeId)];
      else amountByBetId[String(action.outcomeId)] = parsed;
      return { ...state, coupon: { ...state.coupon, amountByBetId }, attemptKey: null };
    }
    case "blockAmount": {
      const parsed = parseMoneyText(action.text, state.currency);
      const amountByBlockId = { ...state.coupon.amountByBlockId };
      if (parsed === null || parsed === 0n) amountByBlockId[action.blockId] = "max";
      else amountByBlockId[action.blockId] = parsed;
      return { ...state, coupon: { ...state.coupon, amountByBlockId }, attemptKey: null };
    }
    case "banker": {
      const bets = state.coupon.bets.map((b, i, all) =>
        b.outcomeId !== action.outcomeId
          ? b
          : {
              ...b,
              blockId: action.on ? LOBBY_BLOCK_ID : nextBlockId(all.filter((_, j) => j !== i)),
            },
      );
      return withBets(state, bets);
    }
    case "block": {
      const bets = state.coupon.bets.map((b) =>
        b.outcomeId === action.outcomeId ? { ...b, blockId: action.blockId } : b,
      );
      return withBets(state, bets);
    }
    case "live": {
      let bets = state.coupon.bets;
      for (const diff of action.diffs) bets = applyLiveDiff(bets, diff);
      if (bets === state.coupon.bets) return state;
      return { ...state, coupon: { ...state.coupon, bets } };
    }
    case "placeStart":
      return { ...state, placing: true, attemptKey: action.key, error: null, confirm: null, notice: null };
    case "placeFailed": {
      const { error } = action;
      let next: SlipState = {
        ...state,
        placing: false,
        error,
        // A refusal ends the attempt; a network or server failure may be retried with the same key.
        attemptKey: error.retryable ? state.attemptKey : null,
      };
      if (error.code === "COEF_CHANGED" || error.code === "MARKET_BLOCKED") {
        const changes = currentOddsFrom(error.details);
        const confirm: CoefChange[] = [];
        const bets = state.coupon.bets.map((b) => {
          const now = changes.get(b.outcomeId);
          if (!now) return b;
          let bet: SlipBet = b;
          if (now.coef !== null && now.coef !== b.market.coef) {
            confirm.push({ outcomeId: b.outcomeId, from: b.market.coef, to: now.coef });
            bet = { ...bet, previousCoef: b.market.coef, market: { ...bet.market, coef: now.coef } };
          }
          if (now.isBlocked !== null) bet = { ...bet, isBlocked: now.isBlocked };
          return bet;
        });
        next = {
          ...next,
          coupon: { ...next.coupon, bets },
          confirm: error.code === "COEF_CHANGED" && confirm.length > 0 ? confirm : null,
        };
      }
      return next;
    }
    case "placed": {
      const keep = {
        ...state,
        placing: false,
        attemptKey: null,
        error: null,
        confirm: null,
        coupon: {
          ...state.coupon,
          successCoupon: action.coupon,
          singlesResultCoupons: action.coupons,
        },
      };
      return keep;
    }
    case "acceptChanges":
      return {
        ...state,
        confirm: null,
        error: null,
        coupon: { ...state.coupon, bets: state.coupon.bets.map((b) => ({ ...b, previousCoef: null })) },
      };
    case "keepBets":
      return { ...state, coupon: { ...state.coupon, successCoupon: null, singlesResultCoupons: [] } };
    case "dismissSuccess":
      return slipReducer(state, { type: "clear" });
    case "changeCoefAction":
      return { ...state, settings: setChangeCoefAction(state.settings, action.action) };
    case "exactCoef":
      return { ...state, settings: setExactCoef(state.settings, action.text) };
    case "dropOnScoreChange":
      return { ...state, settings: setDropOnScoreChange(state.settings, action.on) };
    case "oneClickToggle": {
      if (!action.on) return { ...state, settings: disableOneClick(state.settings), oneClickConfirm: false };
      if (requestOneClick(state.coupon.bets.length) === "confirm") return { ...state, oneClickConfirm: true };
      return { ...state, settings: enableOneClick(state.settings) };
    }
    case "oneClickConfirm": {
      const cleared = slipReducer(state, { type: "clear" });
      return {
        ...cleared,
        coupon: clearBetsForOneClick(cleared.coupon as never) as unknown as SlipCoupon,
        settings: enableOneClick(state.settings),
        oneClickConfirm: false,
      };
    }
    case "oneClickUndo":
      return { ...state, settings: disableOneClick(state.settings), oneClickConfirm: false };
    case "oneClickAmount": {
      const parsed = parseMoneyText(action.text, state.currency);
      if (action.text.trim() === "")
        return { ...state, settings: { ...state.settings, oneClickAmount: null } };
      if (parsed === null || parsed === 0n) return state;
      return {
        ...state,
        settings: { ...state.settings, oneClickAmount: formatAmount(parsed, state.currency) },
      };
    }
    case "autoMax":
      return applyAutoMax({ ...state, settings: { ...state.settings, isAutoMax: action.on } });
    case "vipBet":
      return { ...state, settings: { ...state.settings, isVipBet: action.on } };
    case "bonusBet":
      return { ...state, coupon: { ...state.coupon, manuallyDeletedBonusBet: !action.on } };
    case "loadInput":
      return { ...state, coupon: { ...state.coupon, loadCouponInputValue: action.text } };
    case "codeLoaded": {
      const cleared = slipReducer(state, { type: "clear" });
      const bets = action.bets.map((b, i) => ({
        ...b,
        blockId: b.blockId > 0 || b.blockId === 0 ? b.blockId : i + 1,
      }));
      const typeId = (action.typeId >= 0 && action.typeId <= 9 ? action.typeId : 0) as CouponTypeId;
      let next = withBets(cleared, bets, typeId);
      if (action.systemValue !== null)
        next = {
          ...next,
          coupon: setSystemValue(next.coupon as never, action.systemValue) as unknown as SlipCoupon,
        };
      return {
        ...next,
        coupon: { ...next.coupon, isLoadedFromCode: action.fromCode !== false, loadCouponInputValue: "" },
      };
    }
    case "restoreAmounts": {
      const { amounts } = action;
      // Minor units mean nothing in another currency: the amounts come back only in their own.
      if (amounts.currency !== state.currency) return state;
      const amountByBetId = Object.fromEntries(
        Object.entries(amounts.byBet).map(([id, v]) => [id, BigInt(v) as Money]),
      );
      const amountByBlockId = Object.fromEntries(
        Object.entries(amounts.byBlock).map(([id, v]) => [id, v === "max" ? v : (BigInt(v) as Money)]),
      ) as Record<number, Money | "max">;
      const amount = BigInt(amounts.amount) as Money;
      const next = withAmount(state, amount > 0n ? amount : state.coupon.amount);
      return { ...next, coupon: { ...next.coupon, amountByBetId, amountByBlockId } };
    }
    case "error":
      return { ...state, error: action.error };
    case "notice":
      return { ...state, notice: action.text };
  }
}
