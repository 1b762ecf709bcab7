/** The coupon state of the shell: its shape, its actions and its start (the reducer is state.ts). */
import {
  type ChangeCoefActionId,
  type CouponSettings,
  type CouponTypeId,
  type CurrencyCode,
  DEFAULT_COUPON_SETTINGS,
  defaultCouponState,
  formatAmount,
} from "@parlay/domain/betting";
import type { LiveDiff } from "./outcomes.ts";
import type { SavedAmounts } from "./persistence.ts";
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
      type: "restoreAmounts";
      amounts: SavedAmounts;
    }
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
