import { FINGERPRINT_START_DELAY_MS } from "@parlay/web";

/**
 * Timing of the shell's session work, as pure functions over injected timers so it can be tested
 * without a browser: the 60 s re-check that pauses while the page is hidden (spec 000 §4, §9),
 * the retried first check (2 retries, 1500 ms, spec 001 §4, §9) and the 8 s start delay.
 */

export const SESSION_CHECK_EVERY_MS = 60_000;
/** Session request and fingerprint fetch both start this long after the app is ready (spec 001 §4, §9). */
export const SESSION_START_DELAY_MS = FINGERPRINT_START_DELAY_MS;
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1_500;

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Visibility {
  isVisible(): boolean;
  /** Calls `fn` on every visibility change; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
}

/**
 * Runs `task` every `everyMs` while the page is visible. Hidden: the timer stops. Visible again:
 * the task runs at once if a full period passed, else when the period completes.
 */
export function visibleInterval(task: () => void, everyMs: number, timers: Timers, visibility: Visibility) {
  let last = timers.now();
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const schedule = () => {
    clear();
    if (!visibility.isVisible()) return;
    const wait = Math.max(0, last + everyMs - timers.now());
    handle = timers.setTimeout(() => {
      handle = null;
      last = timers.now();
      task();
      schedule();
    }, wait);
  };
  const unsubscribe = visibility.subscribe(schedule);
  schedule();
  return () => {
    unsubscribe();
    clear();
  };
}

/** `attempt` once and then up to `retries` more times, `delayMs` apart, until it gives a value. */
export async function withRetries<T>(
  attempt: () => Promise<T | undefined>,
  sleep: (ms: number) => Promise<void>,
  retries = SESSION_CHECK_RETRIES,
  delayMs = SESSION_CHECK_RETRY_DELAY_MS,
): Promise<T | undefined> {
  for (let i = 0; ; i++) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined || i >= retries) return value;
    await sleep(delayMs);
  }
}

/** Polls `isReady` up to `attempts` times, `delayMs` apart (spec 001 §4, §9: accounts 5 × 2500 ms). */
export async function pollUntil(
  isReady: () => Promise<boolean>,
  sleep: (ms: number) => Promise<void>,
  attempts: number,
  delayMs: number,
): Promise<boolean> {
  for (let i = 1; i <= attempts; i++) {
    if (await isReady().catch(() => false)) return true;
    if (i < attempts) await sleep(delayMs);
  }
  return false;
}
