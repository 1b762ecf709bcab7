import type { CheckSessionAnswer } from "@parlay/contracts/players";
import { browserHttp, startFingerprint } from "@parlay/web";
import { useEffect, useRef } from "react";
import {
  SESSION_CHECK_EVERY_MS,
  SESSION_START_DELAY_MS,
  type Timers,
  type Visibility,
  visibleInterval,
  withRetries,
} from "./session-schedule.ts";

const timers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

const visibility: Visibility = {
  isVisible: () => document.visibilityState === "visible",
  subscribe: (fn) => {
    document.addEventListener("visibilitychange", fn);
    return () => document.removeEventListener("visibilitychange", fn);
  },
};

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The user id behind the cookies: a number, null for nobody, undefined when we could not tell. */
export async function checkSession(): Promise<number | null | undefined> {
  const res = await browserHttp().get<CheckSessionAnswer>("/web-api/user/check-session");
  if (!res.ok) return undefined;
  return typeof res.data.user_id === "number" ? res.data.user_id : null;
}

/**
 * The session's heartbeat (spec 000 §4, 001 §4, §9):
 * - at start the user id is fetched (2 retries, 1500 ms apart);
 * - then every 60 s while the page is visible, paused while hidden;
 * - 8 s after the app is ready, one `GET /web-api/session` (body unread; it also sets the CSRF
 *   cookie) and the fingerprint fetch.
 * A difference from what the page was rendered for is a login change for the host to handle.
 */
export function SessionWatcher({
  authenticated,
  onLoginChange,
}: {
  authenticated: boolean;
  onLoginChange: (signedIn: boolean) => void;
}) {
  const state = useRef({ authenticated, onLoginChange });
  state.current = { authenticated, onLoginChange };

  useEffect(() => {
    let stopped = false;
    const compare = (userId: number | null | undefined) => {
      if (stopped || userId === undefined) return;
      const signedIn = userId !== null;
      if (signedIn !== state.current.authenticated) state.current.onLoginChange(signedIn);
    };
    void withRetries(checkSession, sleep).then(compare);
    const stopInterval = visibleInterval(
      () => void checkSession().then(compare),
      SESSION_CHECK_EVERY_MS,
      timers,
      visibility,
    );
    const start = window.setTimeout(() => {
      void fetch("/web-api/session", { credentials: "same-origin", cache: "no-store" }).catch(() => {});
      startFingerprint();
    }, SESSION_START_DELAY_MS);
    return () => {
      stopped = true;
      stopInterval();
      window.clearTimeout(start);
    };
  }, []);
  return null;
}
