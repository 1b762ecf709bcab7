/**
 * The coupon store of the page: the reducer's state behind useSyncExternalStore, plus its effects
 * — odds buttons anywhere on the page (odds-buttons.ts), the outcomes call and placing
 * (placement.ts), the live push (the toolkit's live hub), settings and bets in localStorage
 * (persistence.ts), the core event bus.
 */

import type { LimitsView } from "@parlay/contracts/betting";
import type { AccountStoreView } from "@parlay/contracts/wallet";
import {
  type CurrencyCode,
  currencyCode,
  isOneClickActive,
  LOBBY_BLOCK_ID,
  oneClickAmount,
  parseCouponSettings,
  placementChangeCoefAction,
  toPlacementRequest,
} from "@parlay/domain/betting";
import { browserHttp, type LiveSubscription, liveHub } from "@parlay/web";
import { bonusBetRequested } from "./bonus.ts";
import { markOddsButtons, watchOddsButtons } from "./odds-buttons.ts";
import { oddsOf, placeBlockers, slipBetFrom } from "./outcomes.ts";
import { announceBets, listenPageEvents } from "./page-events.ts";
import { readJson, readSavedBets, SETTINGS_KEY, saveBets, writeJson } from "./persistence.ts";
import { fetchOutcomes, getCouponCode, oneClickBody, postCoupon, postCouponCode, uuid } from "./placement.ts";
import { initialSlipState, type SlipAction, type SlipState, slipReducer } from "./state.ts";
import type { SlipSite } from "./types.ts";

export { EVENTS } from "./page-events.ts";
export { BETS_KEY, SETTINGS_KEY } from "./persistence.ts";

type Listener = () => void;

export interface StoreHooks {
  /** Guests who place are asked to sign in. */
  openLogin(): void;
  authenticated: boolean;
}

export class CouponStore {
  private state: SlipState = initialSlipState(currencyCode("RUB"));
  private listeners = new Set<Listener>();
  private hooks: StoreHooks = { openLogin: () => {}, authenticated: false };
  /** The coupon's outcomes on the page's one live socket (the toolkit's hub), from the first sync. */
  private live: LiveSubscription | null = null;
  private stopped = true;
  /** The saved bets are restored once per page load, not on every client navigation. */
  private restored = false;
  /** The saved coupon was read back: from now on every change is saved. */
  private persistReady = false;
  private cleanup: (() => void)[] = [];
  readonly serverState: SlipState = this.state;

  getSnapshot = (): SlipState => this.state;
  getServerSnapshot = (): SlipState => this.serverState;
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (action: SlipAction): void => {
    const before = this.state;
    const after = slipReducer(before, action);
    if (after === before) return;
    this.state = after;
    if (after.settings !== before.settings) this.saveSettings();
    // Amounts, system value, blocks: the whole coupon survives a reload (not before it is restored).
    if (this.persistReady && after.coupon !== before.coupon) saveBets(after.coupon, after.currency);
    if (after.coupon.bets !== before.coupon.bets || after.coupon.typeId !== before.coupon.typeId)
      this.betsChanged(before);
    for (const l of this.listeners) l();
  };

  private saveSettings(): void {
    writeJson(SETTINGS_KEY, this.state.settings);
  }

  setHooks(hooks: StoreHooks): void {
    this.hooks = hooks;
  }

  /** Starts the page-wide effects once (the coupon panel and the quick coupon share them). */
  start(site: SlipSite): () => void {
    this.dispatch({ type: "site", site });
    if (!this.stopped) return () => {};
    this.stopped = false;
    this.dispatch({ type: "hydrate", settings: parseCouponSettings(readJson(SETTINGS_KEY)) });
    this.cleanup.push(
      watchOddsButtons(
        (id) => void this.toggle(id),
        () => this.markButtons(),
      ),
      listenPageEvents({
        loadCode: (code) => void this.loadCode(code),
        // The player has left: forget the account now, not when the page's data comes back.
        logout: () => {
          this.dispatch({ type: "oneClickUndo" });
          void this.setAuthenticated(false);
        },
        walletChanged: () => void this.loadAccount(),
      }),
    );
    if (!this.restored) {
      this.restored = true;
      void this.restoreBets();
    } else this.syncLive();
    void this.loadLimits();
    this.markButtons();
    return () => this.stop();
  }

  private stop(): void {
    this.stopped = true;
    for (const c of this.cleanup.splice(0)) c();
    this.live?.close();
    this.live = null;
  }

  /** Signed in or out changed: reload the account (currency, balance) or forget it. */
  async setAuthenticated(authenticated: boolean): Promise<void> {
    this.hooks = { ...this.hooks, authenticated };
    if (authenticated) await this.loadAccount();
    else this.dispatch({ type: "account", account: null });
  }

  async loadAccount(): Promise<void> {
    if (!this.hooks.authenticated) return;
    const res = await browserHttp().get<AccountStoreView>("/web-api/wallet/accounts");
    if (!res.ok) return;
    const account = res.data.activeAccount;
    const currencyBefore = this.state.currency;
    this.dispatch({
      type: "account",
      account: account
        ? { id: account.id, iso: account.iso, money: account.money, type: account.type }
        : null,
    });
    if (this.state.currency !== currencyBefore) void this.loadLimits();
  }

  /** Limits for the coupon's currency; until the server has the call the currency table stands in. */
  async loadLimits(): Promise<void> {
    const res = await browserHttp().get<LimitsView>("/web-api/betting/limits", {
      currency: this.state.currency,
    });
    this.dispatch({ type: "limits", limits: res.ok ? res.data : null });
  }

  async toggle(outcomeId: number): Promise<void> {
    const s = this.state;
    if (s.coupon.bets.some((b) => b.outcomeId === outcomeId)) {
      this.dispatch({ type: "remove", outcomeId });
      return;
    }
    if (isOneClickActive(s.site.showOneClick, s.settings)) {
      await this.placeOneClick(outcomeId);
      return;
    }
    await this.add([outcomeId]);
  }

  async add(outcomeIds: number[]): Promise<void> {
    this.dispatch({ type: "loading", outcomeIds });
    const answers = await fetchOutcomes(outcomeIds);
    this.dispatch({
      type: "betsLoaded",
      bets: (answers ?? []).map((a) => slipBetFrom(a, 1)),
      requested: outcomeIds,
      now: Date.now(),
    });
    if (answers === null)
      this.dispatch({ type: "error", error: { code: "NETWORK", message: "", retryable: true } });
  }

  private async restoreBets(): Promise<void> {
    try {
      await this.restoreSaved();
    } finally {
      this.persistReady = true;
    }
  }

  private async restoreSaved(): Promise<void> {
    const saved = readSavedBets();
    const { ids } = saved;
    if (ids.length === 0) return;
    const answers = await fetchOutcomes(ids);
    if (!answers || answers.length === 0) return;
    const order = new Map(ids.map((id, i) => [id, i]));
    answers.sort((a, b) => (order.get(a.market.id) ?? 0) - (order.get(b.market.id) ?? 0));
    this.dispatch({
      type: "codeLoaded",
      bets: answers.map((a, i) => slipBetFrom(a, saved.blockIds[order.get(a.market.id) ?? -1] ?? i + 1)),
      typeId: saved.typeId,
      systemValue: saved.systemValue,
      fromCode: false,
    });
    if (saved.amounts) this.dispatch({ type: "restoreAmounts", amounts: saved.amounts });
  }

  /** Coupon codes (contract §4); a 404 says the code is unknown. */
  async loadCode(code: string): Promise<void> {
    const clean = code.trim().toUpperCase();
    if (clean === "") return;
    const res = await getCouponCode(clean);
    if (!res.ok) {
      this.dispatch({ type: "error", error: res.error });
      return;
    }
    this.dispatch({
      type: "codeLoaded",
      // A code keeps bankers and blocks (placement-request.ts): a banker is the lobby block, 0.
      bets: res.data.bets.map((b, i) => slipBetFrom(b, b.banker ? LOBBY_BLOCK_ID : (b.blockId ?? i + 1))),
      typeId: res.data.typeId,
      systemValue: res.data.systemValue,
    });
    this.dispatch({ type: "notice", text: `loaded:${clean}` });
  }

  async saveCode(): Promise<string | null> {
    const res = await postCouponCode(this.state.coupon);
    if (!res.ok) {
      this.dispatch({ type: "error", error: res.error });
      return null;
    }
    this.dispatch({ type: "notice", text: `saved:${res.code}` });
    return res.code;
  }

  /** Places the coupon (contract §1): one key per attempt, the same key when that attempt is retried. */
  async place(): Promise<void> {
    const s = this.state;
    // A finished game or a suspended market would only be refused (409): the buttons are disabled
    // for it, and a form submitted by Enter stops here too.
    if (s.placing || placeBlockers(s.coupon.bets).blocked) return;
    if (!this.hooks.authenticated) {
      this.hooks.openLogin();
      return;
    }
    const key = s.attemptKey ?? uuid();
    this.dispatch({ type: "placeStart", key });
    const bonusOffered = bonusBetRequested(s);
    const body = toPlacementRequest(s.coupon as never, s.settings, {
      currency: s.currency,
      idempotencyKey: key,
      changeCoefAction: placementChangeCoefAction(s.settings, false),
      accountId: s.account?.id ?? null,
      isVipBet: s.settings.isVipBet,
      isBonusBet: bonusOffered,
    });
    await this.send(body as unknown as Record<string, unknown>);
  }

  private async placeOneClick(outcomeId: number): Promise<void> {
    if (!this.hooks.authenticated) {
      this.hooks.openLogin();
      return;
    }
    const answers = await fetchOutcomes([outcomeId]);
    const answer = answers?.[0];
    if (!answer) return;
    const s = this.state;
    const key = uuid();
    this.dispatch({ type: "placeStart", key });
    await this.send(
      oneClickBody({
        outcomeId,
        coef: oddsOf(answer.market.coef),
        amount: oneClickAmount(s.settings, s.account?.type ?? 0, s.currency),
        currency: s.currency,
        accountId: s.account?.id ?? null,
        settings: s.settings,
        key,
      }),
    );
  }

  private async send(body: Record<string, unknown>): Promise<void> {
    const res = await postCoupon(body);
    if (!res.ok) this.dispatch({ type: "placeFailed", error: res.error });
    else this.dispatch({ type: "placed", coupon: res.coupon, coupons: res.coupons });
  }

  private betsChanged(before: SlipState): void {
    saveBets(this.state.coupon, this.state.currency);
    announceBets(before.coupon, this.state.coupon);
    this.markButtons();
    this.syncLive();
  }

  /** Odds buttons of outcomes in the coupon say so (aria-pressed), also after a remote re-rendered. */
  markButtons(): void {
    markOddsButtons(this.state.coupon.bets.map((b) => b.outcomeId));
  }

  private syncLive(): void {
    if (this.stopped) return;
    const outcomes = this.state.coupon.bets.map((b) => b.outcomeId);
    if (typeof WebSocket === "undefined") return;
    this.live ??= liveHub().subscribe({}, (diffs) => this.dispatch({ type: "live", diffs }));
    this.live.update({ outcomes });
  }
}

let instance: CouponStore | null = null;

/** One store per page (the panel and the quick coupon share it). */
export function couponStore(): CouponStore {
  if (typeof window === "undefined") return new CouponStore();
  instance ??= new CouponStore();
  return instance;
}

export function currencyOf(state: SlipState): CurrencyCode {
  return state.currency;
}
