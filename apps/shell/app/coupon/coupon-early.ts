/**
 * The coupon's code (its store, reducer, the engine's figures and its views: about 23 KiB compressed)
 * is not part of a page's first view (issue 14 #7). The server renders the coupon as always; in the
 * browser its Suspense boundary (coupon-slot.tsx) stays as the server drew it until there is a reason
 * to load the code:
 *
 * - at once when the coupon has something to restore (saved bets or coupon settings in this
 *   browser) or the player is signed in (their account and limits fill it);
 * - else at the player's first interaction with the page (pointer, touch, key, focus, history);
 * - or when something asks the coupon for work: an odds click anywhere, a `parlay:coupon:load`.
 *
 * Until the store runs, this module keeps what it was asked (odds clicks, coupon codes, clicks on
 * the coupon's own buttons, which React drops while the boundary is not hydrated) and hands them
 * over once it does (`handOver`), so nothing the player did before the code arrived is lost.
 */

import { BETS_KEY, SETTINGS_KEY } from "./keys.ts";
import { clickedOutcome } from "./odds-buttons.ts";

export type CouponModule = typeof import("./coupon-host.tsx");

/** A promise React's `use` reads synchronously once it has settled. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const p = promise as Tracked<T>;
  p.status = "pending";
  p.then(
    (value) => {
      p.status = "fulfilled";
      p.value = value;
    },
    (reason) => {
      p.status = "rejected";
      p.reason = reason;
    },
  );
  return p;
}

const COUPON_LOAD_EVENT = "parlay:coupon:load";
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "popstate"] as const;

let module: Tracked<CouponModule> | null = null;
let release: (() => void) | null = null;
let watching = false;
const outcomes: number[] = [];
const codes: string[] = [];
const clicks: HTMLElement[] = [];

/** The coupon's module: loaded now on the server; in the browser once there is a reason (above). */
export function couponModule(eager: boolean): Promise<CouponModule> {
  if (module === null) {
    if (typeof window === "undefined") module = tracked(import("./coupon-host.tsx"));
    else {
      module = tracked(
        new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => import("./coupon-host.tsx")),
      );
      watch();
      if (hasSavedCoupon()) loadCoupon();
    }
  }
  if (eager) loadCoupon();
  return module;
}

/** Starts loading the coupon's code (once). */
export function loadCoupon(): void {
  const go = release;
  release = null;
  if (!go) return;
  for (const type of INTERACTIONS) window.removeEventListener(type, loadCoupon, true);
  go();
}

function hasSavedCoupon(): boolean {
  try {
    // The saved coupon's outcome ids (persistence.ts reads it in full once the store runs).
    const ids = (JSON.parse(localStorage.getItem(BETS_KEY) ?? "null") as { ids?: unknown } | null)?.ids;
    return (Array.isArray(ids) && ids.length > 0) || localStorage.getItem(SETTINGS_KEY) !== null;
  } catch {
    return false;
  }
}

function onClick(event: MouseEvent): void {
  const id = clickedOutcome(event);
  if (id !== null) {
    event.preventDefault();
    outcomes.push(id);
    loadCoupon();
    return;
  }
  // A click on one of the coupon's own buttons before its code ran: React drops it, so it is
  // clicked again once the coupon is live. Native controls (details, inputs) act by themselves.
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  if (
    module?.status === "pending" &&
    target instanceof HTMLButtonElement &&
    target.type === "button" &&
    target.closest(".coupon, .coupon-fab")
  ) {
    clicks.push(target);
    loadCoupon();
  }
}

function onLoadCode(event: Event): void {
  const code = (event as CustomEvent<{ code?: unknown }>).detail?.code;
  if (typeof code === "string") codes.push(code);
  loadCoupon();
}

function watch(): void {
  if (watching) return;
  watching = true;
  for (const type of INTERACTIONS)
    window.addEventListener(type, loadCoupon, { capture: true, passive: true });
  // Capture: the odds click is ours before the remote or React sees it.
  document.addEventListener("click", onClick, true);
  window.addEventListener(COUPON_LOAD_EVENT, onLoadCode);
}

/** What the page asked of the coupon before its store ran; the store's own listeners take over. */
export function handOver(): { outcomes: number[]; codes: string[]; clicks: HTMLElement[] } {
  if (watching) {
    watching = false;
    document.removeEventListener("click", onClick, true);
    window.removeEventListener(COUPON_LOAD_EVENT, onLoadCode);
  }
  return {
    outcomes: outcomes.splice(0),
    codes: codes.splice(0),
    clicks: clicks.splice(0).filter((el) => el.isConnected),
  };
}

// The server renders the coupon in full from the first request: its module loads with this one.
if (typeof window === "undefined") void couponModule(false);
