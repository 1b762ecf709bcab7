import type { Timers, Visibility } from "../auth/session-schedule.ts";
import type { SharedActivity } from "./inactivity.ts";
import type { RealityCheckMemory } from "./play-timers.ts";

/** The real timers, visibility, input events and storage behind the responsible-gaming tools. */

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

export const browserVisibility: Visibility = {
  isVisible: () => document.visibilityState === "visible",
  subscribe: (fn) => {
    document.addEventListener("visibilitychange", fn);
    return () => document.removeEventListener("visibilitychange", fn);
  },
};

/** The player's own input; the page's polling, sockets and timers never fire these. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

export function browserActivity(fn: () => void): () => void {
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, fn, options);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, fn, options);
  };
}

const LAST_ACTIVITY_KEY = "parlay_last_activity";

/** The last activity of any tab of this site (localStorage; a browser that refuses storage shares nothing). */
export const browserSharedActivity: SharedActivity = {
  read: () => {
    try {
      const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write: (at) => {
    try {
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // Storage full or refused: this tab alone decides.
    }
  },
};

export function readStorage(kind: "local" | "session", key: string): string | null {
  try {
    return (kind === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: "local" | "session", key: string, value: string | null): void {
  try {
    const store = kind === "local" ? window.localStorage : window.sessionStorage;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Refused storage: the tool then forgets, which errs on the side of showing again.
  }
}

const REALITY_ANSWERED_KEY = "parlay_reality_answered";

/** The last reality check answered, per play session, shared by the player's tabs (localStorage). */
export const browserRealityMemory: RealityCheckMemory = {
  read: (startedAt) => {
    try {
      const stored = JSON.parse(readStorage("local", REALITY_ANSWERED_KEY) ?? "null") as {
        startedAt?: unknown;
        k?: unknown;
      } | null;
      return stored?.startedAt === startedAt && typeof stored.k === "number" ? stored.k : 0;
    } catch {
      return 0;
    }
  },
  write: (startedAt, k) => writeStorage("local", REALITY_ANSWERED_KEY, JSON.stringify({ startedAt, k })),
};
