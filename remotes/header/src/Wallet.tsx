import { fill } from "@parlay/i18n/messages";
import { browserHttp, useSubmit } from "@parlay/web";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import type { HeaderDictionary } from "./i18n/index.ts";
import {
  displayMoney,
  type HeaderAccountStore,
  type HeaderWalletApi,
  headerWalletApi,
  WALLET_CHANGED_EVENT,
} from "./wallet-api.ts";

/**
 * A deposit is credited when the provider's webhook lands, which this page cannot see; so the
 * balance is re-read every 30 s while the page is visible, when it becomes visible again, and at
 * once when the office announces a change.
 */
export const BALANCE_REFRESH_MS = 30_000;

let api: HeaderWalletApi | null = null;
const walletApi = () => {
  api ??= headerWalletApi(browserHttp());
  return api;
};

type Load = { state: "loading" } | { state: "ready"; store: HeaderAccountStore } | { state: "hidden" };

function useAccounts(): [Load, (store?: HeaderAccountStore) => void] {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [run, setRun] = useState(0);
  const refresh = useCallback((store?: HeaderAccountStore) => {
    if (store) setLoad({ state: "ready", store });
    else setRun((n) => n + 1);
  }, []);
  // `run` is the refresh trigger: every increment re-reads the accounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the refresh trigger; the effect reads nothing else that changes
  useEffect(() => {
    const abort = new AbortController();
    void walletApi()
      .accounts(abort.signal)
      .then((res) => {
        if (abort.signal.aborted) return;
        // A stale `ua` cookie or no wallet: show nothing rather than a broken balance.
        if (res.ok) setLoad({ state: "ready", store: res.data });
        else if (res.error.kind !== "close") setLoad((l) => (l.state === "ready" ? l : { state: "hidden" }));
      });
    return () => abort.abort();
  }, [run]);
  useEffect(() => {
    const again = () => setRun((n) => n + 1);
    const onVisible = () => document.visibilityState === "visible" && again();
    const timer = setInterval(() => document.visibilityState === "visible" && again(), BALANCE_REFRESH_MS);
    window.addEventListener(WALLET_CHANGED_EVENT, again);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener(WALLET_CHANGED_EVENT, again);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return [load, refresh];
}

/**
 * The signed-in player's active balance and account switcher. The server renders a placeholder
 * (it does not read the wallet); the client loads the accounts after hydration. A native
 * <details> keeps it keyboard-operable; Escape and an outside click close it.
 */
export function HeaderWallet({ lang, basePath, t }: { lang: string; basePath: string; t: HeaderDictionary }) {
  const [load, refresh] = useAccounts();
  const [message, setMessage] = useState("");
  const switching = useSubmit<HeaderAccountStore>();
  const busy = switching.pending;
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const menu = details.current;
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  if (load.state === "hidden") return null;
  if (load.state === "loading") {
    // Holds the place (no layout jump when the balance arrives); nothing to announce yet.
    return (
      <div className="ph-wallet ph-wallet--loading" aria-hidden="true">
        <span className="ph-wallet__toggle">
          <span className="ph-wallet__label">{t.balance}</span>
          <span className="ph-wallet__amount">…</span>
        </span>
      </div>
    );
  }
  const { accounts, activeAccount } = load.store;
  if (!activeAccount) return null;
  const balance = displayMoney(activeAccount.money, activeAccount.symbol, lang);

  const onSwitch = async (accountId: number) => {
    if (accountId === activeAccount.id) return;
    setMessage("");
    const res = await switching.run(() => walletApi().switchActive(accountId));
    if (!res) return; // a switch is already under way, or the header has gone
    if (!res.ok) {
      setMessage(t.switchFailed);
      return;
    }
    refresh(res.data);
    const active = res.data.activeAccount;
    setMessage(active ? fill(t.switched, { account: active.labelWithSymbol }) : "");
    // The office's balance and a coupon's availablePrepaidAmount (spec 001 §4) follow the switch.
    window.dispatchEvent(
      new CustomEvent(WALLET_CHANGED_EVENT, { detail: { reason: "switch", activeAccountId: accountId } }),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const menu = details.current;
    if (event.key !== "Escape" || !menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };

  return (
    <details className="ph-wallet" ref={details} onKeyDown={onKeyDown} data-account-id={activeAccount.id}>
      <summary
        className="ph-wallet__toggle"
        aria-label={`${t.balance}: ${balance}, ${activeAccount.labelWithSymbol}`}
      >
        <span className="ph-wallet__label" aria-hidden="true">
          {t.balance}
        </span>
        <span className="ph-wallet__amount" data-balance="header" aria-hidden="true">
          {balance}
        </span>
      </summary>
      <div className="ph-wallet__panel">
        <p className="ph-wallet__title" id="ph-wallet-title">
          {t.accountsMenuLabel}
        </p>
        <ul className="ph-wallet__list" aria-labelledby="ph-wallet-title">
          {accounts.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="ph-wallet__account"
                aria-pressed={a.isActive}
                aria-disabled={busy || undefined}
                onClick={() => void onSwitch(a.id)}
              >
                <span className="ph-wallet__name">{a.label}</span>
                <span className="ph-wallet__money">{displayMoney(a.money, a.symbol, lang)}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="ph-wallet__status" role="status">
          {message}
        </p>
        <div className="ph-wallet__links">
          <a className="ph-button ph-button--primary" href={`${basePath}/office/recharge`}>
            {t.deposit}
          </a>
          <a className="ph-wallet__manage" href={`${basePath}/office/account`}>
            {t.manageAccounts}
          </a>
        </div>
      </div>
    </details>
  );
}
