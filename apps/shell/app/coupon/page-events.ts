/**
 * The coupon on the core event bus (betting HTTP contract §5): window CustomEvents it announces
 * (`parlay:coupon:added-bet`, `parlay:coupon:update`) and the ones it follows (`parlay:coupon:load`,
 * logout, wallet changes).
 */
import { formatOddsDecimal } from "@parlay/domain/betting";
import type { SlipCoupon } from "./types.ts";

export const EVENTS = {
  added: "parlay:coupon:added-bet",
  update: "parlay:coupon:update",
  load: "parlay:coupon:load",
} as const;

/** Announces the coupon's bets after a change: one added-bet per new outcome, then one update. */
export function announceBets(before: SlipCoupon, after: SlipCoupon): void {
  const { bets, typeId } = after;
  const plain = bets.map((b) => ({ outcomeId: b.outcomeId, coef: formatOddsDecimal(b.market.coef) }));
  const had = new Set(before.bets.map((b) => b.outcomeId));
  for (const b of bets)
    if (!had.has(b.outcomeId))
      window.dispatchEvent(
        new CustomEvent(EVENTS.added, { detail: { outcomeId: b.outcomeId, bets: plain } }),
      );
  window.dispatchEvent(new CustomEvent(EVENTS.update, { detail: { bets: plain, typeId } }));
}

/** Follows the page's events; returns the function that stops following them. */
export function listenPageEvents(on: {
  loadCode(code: string): void;
  logout(): void;
  walletChanged(): void;
}): () => void {
  const onLoad = (event: Event) => {
    const code = (event as CustomEvent<{ code?: unknown }>).detail?.code;
    if (typeof code === "string") on.loadCode(code);
  };
  const onLogout = () => on.logout();
  const onWallet = () => on.walletChanged();
  window.addEventListener(EVENTS.load, onLoad);
  window.addEventListener("parlay:logout", onLogout);
  window.addEventListener("parlay:wallet-changed", onWallet);
  return () => {
    window.removeEventListener(EVENTS.load, onLoad);
    window.removeEventListener("parlay:logout", onLogout);
    window.removeEventListener("parlay:wallet-changed", onWallet);
  };
}
