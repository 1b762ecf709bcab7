/**
 * Session limit (31) and reality check (32) arithmetic (spec 000 §4 "Session-limit disconnect", §8,
 * §9; UKGC RTS 13, RTS 2E). Times here are milliseconds, as the shell's timer is (hours × 3600000).
 *
 * The session-limit period: the rolling 24 h that starts when the player starts playing (signs in)
 * after the previous period ended. Sessions inside the period count their overlap with it; a
 * session still running when a period ends carries on into the next period, which then starts at
 * the old period's end. At the limit the player is logged out and a new login is refused until the
 * period ends ("come back tomorrow": main_session_limit_visit_tomorrow).
 */
import type { Money } from "../betting/money.ts";

export const HOUR_MS = 3_600_000;
export const PERIOD_MS = 24 * HOUR_MS;

/** A signed-in session as the server counts it (ms); endedAt null while it runs. */
export interface PlaySession {
  readonly startedAt: number;
  readonly endedAt: number | null;
}

export interface SessionPeriod {
  readonly startsAt: number;
  readonly endsAt: number;
}

function endOf(s: PlaySession, now: number): number {
  return Math.min(s.endedAt ?? now, now);
}

/**
 * The period `now` falls in, or null when the player has not played in one (the next sign-in starts
 * a new period). Sessions starting after `now` are ignored.
 */
export function currentPeriod(sessions: readonly PlaySession[], now: number): SessionPeriod | null {
  const sorted = sessions.filter((s) => s.startedAt <= now).toSorted((a, b) => a.startedAt - b.startedAt);
  // A session running across `t` carries play over into the next period, which then starts at `t`.
  const runningAcross = (t: number) => sorted.some((o) => o.startedAt < t && endOf(o, now) > t);
  const next = (p: SessionPeriod, startsAt: number): SessionPeriod =>
    runningAcross(p.endsAt)
      ? { startsAt: p.endsAt, endsAt: p.endsAt + PERIOD_MS }
      : { startsAt, endsAt: startsAt + PERIOD_MS };
  let period: SessionPeriod | null = null;
  for (const s of sorted) {
    if (period === null) period = { startsAt: s.startedAt, endsAt: s.startedAt + PERIOD_MS };
    while (period.endsAt <= s.startedAt) period = next(period, s.startedAt);
  }
  if (period === null) return null;
  while (period.endsAt <= now) {
    if (!runningAcross(period.endsAt)) return null;
    period = { startsAt: period.endsAt, endsAt: period.endsAt + PERIOD_MS };
  }
  return period;
}

/**
 * Milliseconds played inside the period up to `now`: the union of the sessions' times, so two
 * sessions at once (two devices) count once.
 */
export function usedInPeriod(sessions: readonly PlaySession[], period: SessionPeriod, now: number): number {
  const spans = sessions
    .map((s) => [Math.max(s.startedAt, period.startsAt), Math.min(endOf(s, now), period.endsAt)] as const)
    .filter(([from, to]) => to > from)
    .toSorted((a, b) => a[0] - b[0]);
  let used = 0;
  let reached = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, reached);
    if (to > start) used += to - start;
    reached = Math.max(reached, to);
  }
  return used;
}

/** Remaining ms = hours × 3600000 − used, never below 0. */
export function remainingMs(limitHours: number, usedMs: number): number {
  return Math.max(0, limitHours * HOUR_MS - usedMs);
}

export interface SessionLimitStatus {
  /** Null when no session limit is set (−1). */
  readonly remainingMs: number | null;
  /** The limit is reached: log the player out now. */
  readonly mustLogout: boolean;
  /** When a new sign-in is allowed (ms): `now` unless the limit is used up, else the period's end. */
  readonly loginAllowedAt: number;
  readonly period: SessionPeriod | null;
}

/** Where the player stands against the session limit (`limitHours` −1 or null: not set). */
export function sessionLimitStatus(
  limitHours: number | null,
  sessions: readonly PlaySession[],
  now: number,
): SessionLimitStatus {
  const period = currentPeriod(sessions, now);
  if (limitHours === null || limitHours < 0)
    return { remainingMs: null, mustLogout: false, loginAllowedAt: now, period };
  const used = period ? usedInPeriod(sessions, period, now) : 0;
  const left = remainingMs(limitHours, used);
  const reached = left === 0;
  return {
    remainingMs: left,
    mustLogout: reached,
    loginAllowedAt: reached && period ? period.endsAt : now,
    period,
  };
}

/** A sign-in at `now`: refused (SESSION_LIMIT_REACHED) until the period's end once the limit is used. */
export function canLogIn(limitHours: number | null, sessions: readonly PlaySession[], now: number): boolean {
  return sessionLimitStatus(limitHours, sessions, now).loginAllowedAt <= now;
}

/** Reality check: the k-th check is due at start + k × N minutes (k ≥ 1). */
export function realityCheckAt(sessionStartedAt: number, intervalMinutes: number, k: number): number {
  return sessionStartedAt + k * intervalMinutes * 60_000;
}

export interface RealityCheckSchedule {
  /** Checks due so far in this session. */
  readonly due: number;
  /** When the next check is due (ms), strictly after `now`. */
  readonly nextAt: number;
}

export function realityCheckSchedule(
  sessionStartedAt: number,
  intervalMinutes: number,
  now: number,
): RealityCheckSchedule {
  const step = intervalMinutes * 60_000;
  const due = now < sessionStartedAt ? 0 : Math.floor((now - sessionStartedAt) / step);
  return { due, nextAt: sessionStartedAt + (due + 1) * step };
}

export interface Elapsed {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Elapsed time as whole hours, minutes and seconds (RTS 13); hours are not capped at 24. */
export function elapsed(ms: number): Elapsed {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Net position since the session started: won minus staked (RTS 2E), negative when down. */
export function netPosition(won: Money, staked: Money): bigint {
  return won - staked;
}

export interface RealityCheck {
  readonly elapsed: Elapsed;
  readonly netPosition: bigint;
  readonly won: Money;
  readonly staked: Money;
}

/** What the reality-check modal shows. */
export function realityCheck(sessionStartedAt: number, now: number, won: Money, staked: Money): RealityCheck {
  return { elapsed: elapsed(now - sessionStartedAt), netPosition: netPosition(won, staked), won, staked };
}
