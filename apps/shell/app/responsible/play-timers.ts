import { type Limit, LimitType, realityCheckSchedule } from "@parlay/domain/limits";
import type { Timers } from "../auth/session-schedule.ts";

/**
 * The signed-in player's clocks (spec 000 §4 "Session-limit disconnect", §7 ping, §8, §9; spec 001
 * §2 reality-check modal; UKGC RTS 13):
 *
 * - while a session limit (31) or a reality check (32) is in force, `POST ping` every 30 s: it keeps
 *   this sign-in's play session alive on the server (which counts the session's time and figures);
 * - at the session limit's end the permanent notice (main_session_limit_ended /
 *   main_session_limit_visit_tomorrow) — the server ends the session there too, and a ping refused
 *   with SESSION_LIMIT_REACHED brings the same notice; a ping that finds the player signed out (401,
 *   or a self-exclusion or time-out taken on another device) ends the page's session at once;
 * - while a reality check (32) is in force, its modal every N minutes of play, counted from the
 *   session's start (check k at start + k × N min, `realityCheckSchedule`); a check that comes due
 *   while the modal is still open waits for the answer rather than stacking a second one.
 *
 * Times are ms; the timers are injected, so the tests move time by hand.
 */

export const PING_EVERY_MS = 30_000;

/** What the shell needs from `GET limits`: the session hours and reality-check minutes in force. */
export interface PlayLimits {
  sessionHours: number | null;
  realityCheckMinutes: number | null;
}

export function playLimitsOf(limits: readonly Limit[]): PlayLimits {
  const inForce = (type: number) =>
    limits.find((l) => l.limitType === type && l.limitState === "ACTIVE" && l.limitValue > 0)?.limitValue ??
    null;
  return {
    sessionHours: inForce(LimitType.sessionTime),
    realityCheckMinutes: inForce(LimitType.realityCheck),
  };
}

export interface RealityCheckMemory {
  /** The highest k answered for the session that started at `startedAt`; 0 when none. */
  read(startedAt: number): number;
  write(startedAt: number, k: number): void;
}

/** What a ping says: carry on, the session limit is reached, or there is no session any more. */
export type PingOutcome = "ok" | "ended" | "signedOut";

export interface PlaySession {
  /** When this session began (ms): the sign-in, as the server counts it. */
  startedAt: number;
  /** Session time left (ms) as the server counts it; null when it does not say. */
  remainingMs: number | null;
}

export interface PlayTimersDeps {
  timers: Timers;
  limits: PlayLimits;
  session: PlaySession;
  ping(): Promise<PingOutcome>;
  onSessionEnded(): void;
  onSignedOut(): void;
  /**
   * The last reality check answered in this play session (k), shared by the player's tabs and page
   * loads: a check that came due while no page was running (a reload, a new tab) shows at once,
   * and one already answered elsewhere does not show twice.
   */
  answered?: RealityCheckMemory;
  onRealityCheck(): void;
}

/** When the session limit ends (ms): the server's remaining time, else hours × 3600000 from the start. */
export function sessionDeadline(limits: PlayLimits, session: PlaySession, now: number): number | null {
  if (limits.sessionHours === null) return null;
  if (session.remainingMs !== null) return now + Math.max(0, session.remainingMs);
  return session.startedAt + limits.sessionHours * 3_600_000;
}

export interface PlayTimers {
  stop(): void;
  /** The player answered the reality check "continue": the next one is due at its own time. */
  realityCheckAnswered(): void;
}

export function startPlayTimers(deps: PlayTimersDeps): PlayTimers {
  const { timers, limits, session } = deps;
  const handles = new Set<unknown>();
  let stopped = false;
  let checkOpen = false;
  let ended = false;

  const later = (fn: () => void, ms: number) => {
    const h = timers.setTimeout(
      () => {
        handles.delete(h);
        if (!stopped) fn();
      },
      Math.max(0, ms),
    );
    handles.add(h);
  };
  const stop = () => {
    stopped = true;
    for (const h of handles) timers.clearTimeout(h);
    handles.clear();
  };
  const end = () => {
    if (ended) return;
    ended = true;
    stop();
    deps.onSessionEnded();
  };

  const deadline = sessionDeadline(limits, session, timers.now());
  if (deadline !== null) later(end, deadline - timers.now());
  if (limits.sessionHours !== null || limits.realityCheckMinutes !== null) {
    const ping = () => {
      void deps.ping().then((answer) => {
        if (stopped) return;
        if (answer === "ended") end();
        else if (answer === "signedOut") {
          stop();
          deps.onSignedOut();
        }
      });
      later(ping, PING_EVERY_MS);
    };
    later(ping, PING_EVERY_MS);
  }

  let answeredK = deps.answered?.read(session.startedAt) ?? 0;
  const open = () => {
    checkOpen = true;
    deps.onRealityCheck();
  };
  const scheduleRealityCheck = () => {
    const minutes = limits.realityCheckMinutes;
    if (minutes === null) return;
    const { due, nextAt } = realityCheckSchedule(session.startedAt, minutes, timers.now());
    // A check came due and nobody answered it (this page was not running then): show it now.
    answeredK = Math.max(answeredK, deps.answered?.read(session.startedAt) ?? 0);
    if (due > answeredK) later(open, 0);
    else later(open, nextAt - timers.now());
  };
  scheduleRealityCheck();

  return {
    stop,
    realityCheckAnswered() {
      if (stopped || !checkOpen) return;
      checkOpen = false;
      const minutes = limits.realityCheckMinutes;
      if (minutes !== null) {
        // Every check due by now is answered (one left open past the next counts for both).
        const { due } = realityCheckSchedule(session.startedAt, minutes, timers.now());
        answeredK = Math.max(answeredK, due);
        deps.answered?.write(session.startedAt, answeredK);
      }
      scheduleRealityCheck();
    },
  };
}
