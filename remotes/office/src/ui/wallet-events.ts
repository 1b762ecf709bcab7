import { useEffect, useRef } from "react";

/**
 * A window event every part of the page that shows money listens to (the header's balance, the
 * office's balance bar): fired after a withdrawal, an account switch, an added or removed account,
 * or a confirmed deposit. Switching the active account also means a coupon's availablePrepaidAmount
 * must go back to 0 (spec 001 §4): `activeAccountId` in the detail says the active account changed.
 */
export const WALLET_CHANGED_EVENT = "parlay:wallet-changed";

export interface WalletChangedDetail {
  reason: "withdrawal" | "switch" | "account-added" | "account-removed" | "deposit";
  activeAccountId?: number;
}

export function announceWalletChange(detail: WalletChangedDetail): void {
  window.dispatchEvent(new CustomEvent<WalletChangedDetail>(WALLET_CHANGED_EVENT, { detail }));
}

/** Calls `handler` on every wallet change announced on this page (the latest handler, no re-subscribe). */
export function useWalletChanged(handler: (detail: WalletChangedDetail) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<WalletChangedDetail>).detail);
    window.addEventListener(WALLET_CHANGED_EVENT, listener);
    return () => window.removeEventListener(WALLET_CHANGED_EVENT, listener);
  }, []);
}
