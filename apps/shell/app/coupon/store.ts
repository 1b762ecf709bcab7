/**
 * The coupon store of the page: the reducer's state behind useSyncExternalStore, plus its effects
 * — odds buttons anywhere on the page (delegated clicks, aria-pressed kept after remote re-renders),
 * the outcomes call, the live push, settings in localStorage, the core event bus, placing.
 */
import {
  CouponType,
  type CurrencyCode,
  currencyCode,
  formatAmount,
  formatOddsDecimal,
  isOneClickActive,
  oneClickAmount,
  parseCouponSettings,
  placementChangeCoefAction,
  placeRequest,
} from "@parlay/domain/betting";
import { browserHttp } from "../http/browser.ts";
import type { HttpFailure } from "../http/errors.ts";
import { CouponLiveSocket } from "./live-socket.ts";
import { type OutcomeAnswer, oddsOf, slipBetFrom } from "./outcomes.ts";
import { initialSlipState, type SlipAction, type SlipState, slipReducer } from "./state.ts";
import type { CouponLimits, CouponView, SlipAccount, SlipError, SlipSite } from "./types.ts";

export const SETTINGS_KEY = "parlay.couponSettings";
export const BETS_KEY = "parlay.couponBets";
export const EVENTS = {
  added: "parlay:coupon:added-bet",
  update: "parlay:coupon:update",
  load: "parlay:coupon:load",
} as const;

type Listener = () => void;

export interface StoreHooks {
  /** Guests who place are asked to sign in. */
  openLogin(): void;
  authenticated: boolean;
}

function errorFrom(failure: HttpFailure): SlipError {
  return {
    code: failure.kind === "network" ? "NETWORK" : failure.code,
    message: failure.message,
    details: failure.details,
    retryable: failure.kind === "network" || failure.status >= 500,
  };
}

/** A v4 UUID for the idempotency key (randomUUID needs a secure context; getRandomValues does not). */
function uuid(): string {
  const c = globalThis.crypto as Crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export class CouponStore {
  private state: SlipState = initialSlipState(currencyCode("RUB"));
  private listeners = new Set<Listener>();
  private hooks: StoreHooks = { openLogin: () => {}, authenticated: false };
  private live = new CouponLiveSocket((diffs) => this.dispatch({ type: "live", diffs }));
  private stopped = true;
  /** The saved bets are restored once per page load, not on every client navigation. */
  private restored = false;
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
    const onClick = (event: MouseEvent) => this.onClick(event);
    document.addEventListener("click", onClick);
    const observer = new MutationObserver(() => this.markButtons());
    observer.observe(document.body, { childList: true, subtree: true });
    const onLoad = (event: Event) => {
      const code = (event as CustomEvent<{ code?: unknown }>).detail?.code;
      if (typeof code === "string") void this.loadCode(code);
    };
    const onLogout = () => this.dispatch({ type: "oneClickUndo" });
    const onWallet = () => void this.loadAccount();
    window.addEventListener(EVENTS.load, onLoad);
    window.addEventListener("parlay:logout", onLogout);
    window.addEventListener("parlay:wallet-changed", onWallet);
    this.cleanup.push(
      () => document.removeEventListener("click", onClick),
      () => observer.disconnect(),
      () => window.removeEventListener(EVENTS.load, onLoad),
      () => window.removeEventListener("parlay:logout", onLogout),
      () => window.removeEventListener("parlay:wallet-changed", onWallet),
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
    this.live.close();
  }

  /** Signed in or out changed: reload the account (currency, balance) or forget it. */
  async setAuthenticated(authenticated: boolean): Promise<void> {
    this.hooks = { ...this.hooks, authenticated };
    if (authenticated) await this.loadAccount();
    else this.dispatch({ type: "account", account: null });
  }

  async loadAccount(): Promise<void> {
    if (!this.hooks.authenticated) return;
    const res = await browserHttp().get<{ activeAccount: SlipAccount | null }>("/web-api/wallet/accounts");
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
    const res = await browserHttp().get<CouponLimits>("/web-api/betting/limits", {
      currency: this.state.currency,
    });
    this.dispatch({ type: "limits", limits: res.ok ? res.data : null });
  }

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest("[data-outcome]") : null;
    if (!target || target.closest(".coupon")) return;
    const id = Number(target.getAttribute("data-outcome"));
    if (!Number.isSafeInteger(id) || id <= 0) return;
    event.preventDefault();
    void this.toggle(id);
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
    const answers = await this.fetchOutcomes(outcomeIds);
    this.dispatch({
      type: "betsLoaded",
      bets: (answers ?? []).map((a) => slipBetFrom(a, 1)),
      requested: outcomeIds,
      now: Date.now(),
    });
    if (answers === null)
      this.dispatch({ type: "error", error: { code: "NETWORK", message: "", retryable: true } });
  }

  private async fetchOutcomes(ids: number[]): Promise<OutcomeAnswer[] | null> {
    if (ids.length === 0) return [];
    const res = await browserHttp().get<OutcomeAnswer[]>("/web-api/sportsbook/outcomes", {
      ids: ids.join(","),
    });
    return res.ok ? res.data : null;
  }

  private async restoreBets(): Promise<void> {
    const saved = readJson(BETS_KEY) as { ids?: unknown; typeId?: unknown; systemValue?: unknown } | null;
    const ids = Array.isArray(saved?.ids)
      ? saved.ids.filter((x): x is number => Number.isSafeInteger(x))
      : [];
    if (ids.length === 0) return;
    const answers = await this.fetchOutcomes(ids);
    if (!answers || answers.length === 0) return;
    const order = new Map(ids.map((id, i) => [id, i]));
    answers.sort((a, b) => (order.get(a.market.id) ?? 0) - (order.get(b.market.id) ?? 0));
    this.dispatch({
      type: "codeLoaded",
      bets: answers.map((a, i) => slipBetFrom(a, i + 1)),
      typeId: typeof saved?.typeId === "number" ? saved.typeId : 0,
      systemValue: typeof saved?.systemValue === "number" ? saved.systemValue : null,
      fromCode: false,
    });
  }

  /** Coupon codes (contract §4); a 404 says the code is unknown. */
  async loadCode(code: string): Promise<void> {
    const clean = code.trim().toUpperCase();
    if (clean === "") return;
    const res = await browserHttp().get<{
      typeId: number;
      systemValue: number | null;
      bets: OutcomeAnswer[];
    }>(`/web-api/betting/coupon-codes/${encodeURIComponent(clean)}`);
    if (!res.ok) {
      this.dispatch({ type: "error", error: errorFrom(res.error) });
      return;
    }
    this.dispatch({
      type: "codeLoaded",
      bets: res.data.bets.map((b, i) => slipBetFrom(b, i + 1)),
      typeId: res.data.typeId,
      systemValue: res.data.systemValue,
    });
    this.dispatch({ type: "notice", text: `loaded:${clean}` });
  }

  async saveCode(): Promise<string | null> {
    const { coupon } = this.state;
    const res = await browserHttp().post<{ code: string }>("/web-api/betting/coupon-codes", {
      typeId: coupon.typeId,
      ...(coupon.typeId === CouponType.system || coupon.typeId === CouponType.multibet
        ? { systemValue: coupon.systemValue }
        : {}),
      bets: coupon.bets.map((b) => ({
        outcomeId: b.outcomeId,
        ...(coupon.typeId === CouponType.system && b.blockId === 0 ? { banker: true } : {}),
        ...(coupon.typeId === CouponType.multibet || coupon.typeId === CouponType.conditional
          ? { blockId: b.blockId }
          : {}),
      })),
    });
    if (!res.ok) {
      this.dispatch({ type: "error", error: errorFrom(res.error) });
      return null;
    }
    this.dispatch({ type: "notice", text: `saved:${res.data.code}` });
    return res.data.code;
  }

  /** Places the coupon (contract §1): one key per attempt, the same key when that attempt is retried. */
  async place(): Promise<void> {
    const s = this.state;
    if (s.placing) return;
    if (!this.hooks.authenticated) {
      this.hooks.openLogin();
      return;
    }
    const key = s.attemptKey ?? uuid();
    this.dispatch({ type: "placeStart", key });
    const bonusOffered = !s.coupon.manuallyDeletedBonusBet;
    const body = placeRequest(s.coupon as never, s.settings, {
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
    const answers = await this.fetchOutcomes([outcomeId]);
    const answer = answers?.[0];
    if (!answer) return;
    const s = this.state;
    const amount = oneClickAmount(s.settings, s.account?.type ?? 0, s.currency);
    const key = uuid();
    this.dispatch({ type: "placeStart", key });
    await this.send({
      typeId: CouponType.single,
      amount: formatAmount(amount, s.currency),
      currency: s.currency,
      ...(s.account ? { accountId: s.account.id } : {}),
      bets: [{ outcomeId, coef: formatOddsDecimal(oddsOf(answer.market.coef)) }],
      changeCoefAction: placementChangeCoefAction(s.settings, true),
      idempotencyKey: key,
    });
  }

  private async send(body: Record<string, unknown>): Promise<void> {
    const res = await browserHttp().post<{ coupon: CouponView; coupons?: CouponView[] }>(
      "/web-api/betting/coupons",
      body,
    );
    if (!res.ok) {
      this.dispatch({ type: "placeFailed", error: errorFrom(res.error) });
      return;
    }
    this.dispatch({
      type: "placed",
      coupon: res.data.coupon,
      coupons: res.data.coupons ?? [res.data.coupon],
    });
    // The header and the office re-read the balance (the same event a deposit sends).
    window.dispatchEvent(new CustomEvent("parlay:wallet-changed", { detail: { reason: "bet" } }));
  }

  private betsChanged(before: SlipState): void {
    const { bets, typeId, systemValue } = this.state.coupon;
    writeJson(BETS_KEY, { ids: bets.map((b) => b.outcomeId), typeId, systemValue });
    const plain = bets.map((b) => ({ outcomeId: b.outcomeId, coef: formatOddsDecimal(b.market.coef) }));
    const had = new Set(before.coupon.bets.map((b) => b.outcomeId));
    for (const b of bets)
      if (!had.has(b.outcomeId))
        window.dispatchEvent(
          new CustomEvent(EVENTS.added, { detail: { outcomeId: b.outcomeId, bets: plain } }),
        );
    window.dispatchEvent(new CustomEvent(EVENTS.update, { detail: { bets: plain, typeId } }));
    this.markButtons();
    this.syncLive();
  }

  /** Odds buttons of outcomes in the coupon say so (aria-pressed), also after a remote re-rendered. */
  markButtons(): void {
    if (typeof document === "undefined") return;
    const ids = new Set(this.state.coupon.bets.map((b) => String(b.outcomeId)));
    for (const el of document.querySelectorAll("[data-outcome]")) {
      if (el.closest(".coupon")) continue;
      const want = ids.has(el.getAttribute("data-outcome") ?? "") ? "true" : "false";
      if (el.getAttribute("aria-pressed") !== want) el.setAttribute("aria-pressed", want);
    }
  }

  private syncLive(): void {
    if (this.stopped) return;
    this.live.sync(this.state.coupon.bets.map((b) => b.outcomeId));
  }
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or denied: the coupon still works for this page
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
