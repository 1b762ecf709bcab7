/**
 * The coupon's state and its transitions (spec 001 §3–§5) as one pure reducer: no IO, so every
 * rule is testable without a browser. The store (store.ts) runs the effects — HTTP, the live push,
 * localStorage — and feeds their results back as actions. The rules themselves come from the
 * betting engine (@parlay/domain/betting); this file only decides what changes when.
 */
import {
  type ChangeCoefActionId,
  type CouponSettings,
  type CouponTypeId,
  type CurrencyCode,
  clearBetsForOneClick,
  currencyRules,
  DEFAULT_COUPON_SETTINGS,
  defaultCouponState,
  disableOneClick,
  enableOneClick,
  fallbackCouponType,
  formatAmount,
  LOBBY_BLOCK_ID,
  type Money,
  nextBlockId,
  type Odds,
  parseAmount,
  parseOdds,
  requestOneClick,
  setChangeCoefAction,
  setDropOnScoreChange,
  setExactCoef,
  setSystemValue,
  stepAmount,
  withSystemValues,
} from "@parlay/domain/betting";
import { applyLiveDiff, type LiveDiff } from "./outcomes.ts";
import type {
  CoefChange,
  CouponLimits,
  CouponView,
  SlipAccount,
  SlipBet,
  SlipCoupon,
  SlipError,
  SlipSite,
} from "./types.ts";

/** The most bets one coupon holds (the placement call accepts 30). */
export const MAX_BETS = 30;

export interface SlipState {
  coupon: SlipCoupon;
  settings: CouponSettings;
  currency: CurrencyCode;
  /** The amount as typed; `coupon.amount` is its parsed value. */
  amountText: string;
  account: SlipAccount | null;
  limits: CouponLimits | null;
  site: SlipSite;
  /** Outcomes being fetched after a click. */
  loading: readonly number[];
  /** The idempotency key of the current placement attempt (reused when that attempt is retried). */
  attemptKey: string | null;
  placing: boolean;
  error: SlipError | null;
  /** Changed odds waiting for the player's confirmation (policy 0, or a drop under policy 2). */
  confirm: readonly CoefChange[] | null;
  /** The one-click confirmation dialog is open. */
  oneClickConfirm: boolean;
  /** The last message for the coupon's live region. */
  notice: string | null;
}

export type SlipAction =
  | { type: "hydrate"; settings: CouponSettings }
  | { type: "site"; site: SlipSite }
  | { type: "account"; account: SlipAccount | null }
  | { type: "limits"; limits: CouponLimits | null }
  | { type: "loading"; outcomeIds: readonly number[] }
  | { type: "betsLoaded"; bets: readonly SlipBet[]; requested: readonly number[]; now: number }
  | { type: "remove"; outcomeId: number }
  | { type: "clear" }
  | { type: "setType"; typeId: CouponTypeId }
  | { type: "setSystemValue"; value: number }
  | { type: "amountText"; text: string }
  | { type: "step"; direction: 1 | -1 }
  | { type: "betAmount"; outcomeId: number; text: string }
  | { type: "blockAmount"; blockId: number; text: string }
  | { type: "banker"; outcomeId: number; on: boolean }
  | { type: "block"; outcomeId: number; blockId: number }
  | { type: "live"; diffs: readonly LiveDiff[] }
  | { type: "placeStart"; key: string }
  | { type: "placeFailed"; error: SlipError }
  | { type: "placed"; coupon: CouponView; coupons: readonly CouponView[] }
  | { type: "acceptChanges" }
  | { type: "keepBets" }
  | { type: "dismissSuccess" }
  | { type: "changeCoefAction"; action: ChangeCoefActionId }
  | { type: "exactCoef"; text: string }
  | { type: "dropOnScoreChange"; on: boolean }
  | { type: "oneClickToggle"; on: boolean }
  | { type: "oneClickConfirm" }
  | { type: "oneClickUndo" }
  | { type: "oneClickAmount"; text: string }
  | { type: "autoMax"; on: boolean }
  | { type: "vipBet"; on: boolean }
  | { type: "bonusBet"; on: boolean }
  | { type: "loadInput"; text: string }
  | {
      type: "codeLoaded";
      bets: readonly SlipBet[];
      typeId: number;
      systemValue: number | null;
      fromCode?: boolean;
    }
  | { type: "error"; error: SlipError | null }
  | { type: "notice"; text: string | null };

export const DEFAULT_SITE: SlipSite = {
  showOneClick: false,
  isBonusBetAllowed: false,
  isVipBetAllowed: false,
  minAmountCouponTypes: [],
  maxAmountCouponTypes: [],
  coefViews: [0],
  antiExpressMargin: 50,
};

export function marginBasisPoints(site: SlipSite): number {
  return site.antiExpressMargin * 10;
}

export function initialSlipState(currency: CurrencyCode, site: SlipSite = DEFAULT_SITE): SlipState {
  const coupon = defaultCouponState(currency) as SlipCoupon;
  return {
    coupon,
    settings: DEFAULT_COUPON_SETTINGS,
    currency,
    amountText: formatAmount(coupon.amount, currency),
    account: null,
    limits: null,
    site,
    loading: [],
    attemptKey: null,
    placing: false,
    error: null,
    confirm: null,
    oneClickConfirm: false,
    notice: null,
  };
}

/** Bets or type changed: keep the type if the bets still allow it, recompute the system values. */
function withBets(state: SlipState, bets: readonly SlipBet[], preferred?: CouponTypeId): SlipState {
  const margin = marginBasisPoints(state.site);
  const typeId = fallbackCouponType(preferred ?? state.coupon.typeId, bets, margin);
  const ids = new Set(bets.map((b) => b.market.id));
  const amountByBetId = Object.fromEntries(
    Object.entries(state.coupon.amountByBetId).filter(([id]) => ids.has(id)),
  ) as Record<string, Money>;
  const coupon = withSystemValues({ ...state.coupon, bets, typeId, amountByBetId }) as SlipCoupon;
  return { ...state, coupon, attemptKey: null, error: null, confirm: null };
}

function parseMoneyText(text: string, currency: CurrencyCode): Money | null {
  const normalized = text.trim().replace(",", ".");
  return normalized === "" ? null : parseAmount(normalized, currency);
}

/** The amount step: the limits call's step when known, else the player's or the currency table's. */
export function amountStepOf(state: SlipState): Money {
  const fromLimits =
    state.limits?.amountStep && state.limits.currency === state.currency
      ? parseAmount(state.limits.amountStep, state.currency)
      : null;
  if (fromLimits !== null && fromLimits > 0n && !state.settings.isManualAmountStep) return fromLimits;
  const manual = state.settings.isManualAmountStep
    ? state.settings.amountStepByCurrencyIso[state.currency]
    : undefined;
  const parsed = manual === undefined ? null : parseAmount(manual, state.currency);
  return parsed !== null && parsed > 0n ? parsed : currencyRules(state.currency).amountStep;
}

export function initialAmountOf(state: SlipState): Money {
  const fromLimits =
    state.limits?.initialAmount && state.limits.currency === state.currency
      ? parseAmount(state.limits.initialAmount, state.currency)
      : null;
  return fromLimits !== null && fromLimits > 0n ? fromLimits : currencyRules(state.currency).initialAmount;
}

function limitMoney(state: SlipState, text: string | null | undefined): Money | null {
  if (!text || state.limits?.currency !== state.currency) return null;
  return parseAmount(text, state.currency);
}

function withAmount(state: SlipState, amount: Money, text?: string): SlipState {
  return {
    ...state,
    coupon: { ...state.coupon, amount },
    amountText: text ?? formatAmount(amount, state.currency),
    attemptKey: null,
  };
}

/** Auto-max: the amount is the maximum (or the balance when the maximum is unlimited). */
function applyAutoMax(state: SlipState): SlipState {
  if (!state.settings.isAutoMax) return state;
  const max = state.coupon.maxBetAmount;
  const balance = state.account ? parseAmount(state.account.money, state.currency) : null;
  const target = max !== null && balance !== null ? (max < balance ? max : balance) : (max ?? balance);
  return target !== null && target > 0n ? withAmount(state, target) : state;
}

function withLimits(state: SlipState, limits: CouponLimits | null): SlipState {
  const next: SlipState = { ...state, limits };
  const min = limitMoney(next, limits?.minAmount);
  const max = limitMoney(next, limits?.maxAmount);
  const step = amountStepOf(next);
  const initial = initialAmountOf(next);
  const coupon = {
    ...next.coupon,
    minBetAmount: min,
    maxBetAmount: max,
    amountStep: step,
    initialAmount: initial,
  };
  // The amount the player has not touched follows the currency's initial amount.
  const untouched = state.coupon.amount === state.coupon.initialAmount;
  const withCoupon = { ...next, coupon };
  return applyAutoMax(untouched ? withAmount(withCoupon, initial) : withCoupon);
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
    case "error":
      return { ...state, error: action.error };
    case "notice":
      return { ...state, notice: action.text };
  }
}

/** The current odds the server reported with COEF_CHANGED / MARKET_BLOCKED. */
export function currentOddsFrom(
  details: unknown,
): Map<number, { coef: Odds | null; isBlocked: boolean | null }> {
  const out = new Map<number, { coef: Odds | null; isBlocked: boolean | null }>();
  const d = details as { bets?: unknown; outcomeIds?: unknown } | null | undefined;
  if (d && Array.isArray(d.bets)) {
    for (const raw of d.bets) {
      const b = raw as { outcomeId?: unknown; coef?: unknown; isBlocked?: unknown };
      if (typeof b.outcomeId !== "number") continue;
      const text = typeof b.coef === "string" ? b.coef : null;
      const parsed = text === null ? null : parseOdds(text);
      out.set(b.outcomeId, {
        coef: parsed,
        isBlocked: typeof b.isBlocked === "boolean" ? b.isBlocked : null,
      });
    }
  }
  if (d && Array.isArray(d.outcomeIds)) {
    for (const id of d.outcomeIds) if (typeof id === "number") out.set(id, { coef: null, isBlocked: true });
  }
  return out;
}
