import type { Timers, Visibility } from "../auth/session-schedule.ts";

/**
 * Inactivity auto-logoff (spec 000 §3 `isAutoLogoffEnable`, `autoLogoffInactiveMinutes`; §4; §8;
 * §9): after N minutes without the player touching the page, log out; the notice
 * `modal_autologoff_inactivity_title` shows after the next load.
 *
 * - Activity is the player's own input (pointer, keys, wheel, touch), taken at most once per 100 ms
 *   (§9 "activity events throttled at 100 ms"). The page's own polling, sockets and timers are not
 *   activity: nothing here listens to them.
 * - Hidden-page pause (§9 "hidden-page pause after 30 s"): once the page has been hidden for 30 s the
 *   timer stops (browsers throttle hidden timers anyway). Hidden time still counts as inactivity:
 *   when the page shows again the deadline is checked at once, so a tab left in the background for
 *   longer than N minutes logs out the moment it is looked at.
 * - Tabs share the last activity (`shared`, localStorage in the browser): a player busy in one tab is
 *   not logged out by another tab left idle.
 */

export const ACTIVITY_THROTTLE_MS = 100;
export const HIDDEN_PAUSE_AFTER_MS = 30_000;
/** Another tab's view of our activity may lag this much; the deadline is minutes. */
export const SHARED_WRITE_EVERY_MS = 5_000;

export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
}

export interface InactivityDeps {
  timers: Timers;
  visibility: Visibility;
  /** Subscribes to the player's input events; returns the unsubscribe. */
  activity(fn: () => void): () => void;
  shared?: SharedActivity;
}

/** The minutes of the site config as ms; null when auto-logoff is off or the minutes make no sense. */
export function autoLogoffMs(enabled: boolean, minutes: number): number | null {
  return enabled && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : null;
}

/** Calls `onIdle` once, `limitMs` after the last activity (see above); returns the stop function. */
export function watchInactivity(limitMs: number, onIdle: () => void, deps: InactivityDeps): () => void {
  const { timers, visibility, shared } = deps;
  let last = timers.now();
  let lastTaken = Number.NEGATIVE_INFINITY;
  let lastWritten = Number.NEGATIVE_INFINITY;
  let idleTimer: unknown = null;
  let hiddenTimer: unknown = null;
  let paused = false;
  let done = false;

  const lastActivity = () => Math.max(last, shared?.read() ?? Number.NEGATIVE_INFINITY);
  const clearIdle = () => {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = null;
  };
  const stop = () => {
    done = true;
    clearIdle();
    if (hiddenTimer !== null) timers.clearTimeout(hiddenTimer);
    hiddenTimer = null;
    unsubscribeActivity();
    unsubscribeVisibility();
  };
  const check = () => {
    idleTimer = null;
    if (done || paused) return;
    const wait = lastActivity() + limitMs - timers.now();
    if (wait <= 0) {
      stop();
      onIdle();
      return;
    }
    idleTimer = timers.setTimeout(check, wait);
  };
  const onActivity = () => {
    if (done) return;
    const now = timers.now();
    if (now - lastTaken < ACTIVITY_THROTTLE_MS) return;
    lastTaken = now;
    last = now;
    if (shared && now - lastWritten >= SHARED_WRITE_EVERY_MS) {
      lastWritten = now;
      shared.write(now);
    }
  };
  const onVisibility = () => {
    if (done) return;
    if (visibility.isVisible()) {
      if (hiddenTimer !== null) timers.clearTimeout(hiddenTimer);
      hiddenTimer = null;
      paused = false;
      clearIdle();
      check();
      return;
    }
    if (hiddenTimer === null && !paused) {
      hiddenTimer = timers.setTimeout(() => {
        hiddenTimer = null;
        paused = true;
        clearIdle();
      }, HIDDEN_PAUSE_AFTER_MS);
    }
  };

  const unsubscribeActivity = deps.activity(onActivity);
  const unsubscribeVisibility = visibility.subscribe(onVisibility);
  check();
  if (!visibility.isVisible()) onVisibility();
  return stop;
}
