import {
  CoefView,
  type CoefViewId,
  couponPreview,
  formatCoef,
  isVipBetAvailable,
  type Money,
  type Odds,
  parseOdds,
  resolveCoefView,
} from "@parlay/domain/betting";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useT } from "../i18n.tsx";
import { displayMoney } from "./money-format.ts";
import { enforcedLimitsOf, marginBasisPoints, type SlipState } from "./state.ts";
import { couponStore } from "./store.ts";

/** The player's global settings (spec 001 §3), shared with the betting remote: docs/sportsbook.md. */
export const GLOBAL_SETTINGS_KEY = "parlay:global-settings";
/** Dispatched on window after a change, so the pages re-render in the new odds format. */
export const SETTINGS_EVENT = "parlay:settings:update";

/** The player's coefficient view (global settings coefViewId), 0 decimal by default. */
export function storedCoefView(): number {
  try {
    const raw = JSON.parse(localStorage.getItem(GLOBAL_SETTINGS_KEY) ?? "{}") as { coefViewId?: unknown };
    return typeof raw.coefViewId === "number" ? raw.coefViewId : CoefView.decimal;
  } catch {
    return CoefView.decimal;
  }
}

/** The player's view type (global settings appViewType): 1 Asian picks the 14–16 odds variants. */
export function storedViewType(): 0 | 1 {
  try {
    const raw = JSON.parse(localStorage.getItem(GLOBAL_SETTINGS_KEY) ?? "{}") as { appViewType?: unknown };
    return raw.appViewType === 1 ? 1 : 0;
  } catch {
    return 0;
  }
}

export function saveCoefView(view: number): void {
  try {
    const raw = JSON.parse(localStorage.getItem(GLOBAL_SETTINGS_KEY) ?? "{}") as Record<string, unknown>;
    localStorage.setItem(GLOBAL_SETTINGS_KEY, JSON.stringify({ ...raw, coefViewId: view }));
    window.dispatchEvent(new CustomEvent(SETTINGS_EVENT, { detail: { coefViewId: view } }));
  } catch {
    // not persisted: the choice holds for this page
  }
}

export function useCouponState(): SlipState {
  const store = couponStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** The engine's figures for the coupon as it stands. */
export function useCouponPreview(state: SlipState) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the figures depend on exactly the parts of the state listed, not on every state change
  return useMemo(() => {
    const exact = state.settings.exactCoef === null ? null : parseOdds(state.settings.exactCoef);
    const preview = couponPreview(state.coupon as never, {
      marginBasisPoints: marginBasisPoints(state.site),
      exactCoef: exact,
      minLineAmount: enforcedLimitsOf(state).min,
      siteAllowsBonusBet: state.limits?.isBonusBetAllowed ?? state.site.isBonusBetAllowed,
      bonusBet: !state.coupon.manuallyDeletedBonusBet,
    });
    const vipAvailable = isVipBetAvailable({
      siteAllowsVipBet: state.limits?.isVipBetAllowed ?? state.site.isVipBetAllowed,
      maxBetAmount: state.coupon.maxBetAmount,
      bets: state.coupon.bets.map((b) => ({ isLive: b.market.isLive })),
      typeId: state.coupon.typeId,
    });
    return { ...preview, vipAvailable };
  }, [state.coupon, state.settings.exactCoef, state.site, state.limits]);
}

/** Formats odds in the player's view and money in the coupon's currency, grouped for the page's language. */
export function useFormat(state: SlipState, view: number, viewType: 0 | 1 = 0) {
  const { lng } = useT();
  const coefView: CoefViewId = resolveCoefView(view, state.site.coefViews, viewType);
  const coef = useCallback((odds: Odds | bigint) => formatCoef(odds as Odds, coefView), [coefView]);
  const money = useCallback(
    (amount: Money | bigint) => displayMoney(amount, state.currency, lng),
    [state.currency, lng],
  );
  return { coef, money, coefView };
}
