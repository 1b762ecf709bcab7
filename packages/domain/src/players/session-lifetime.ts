/** Session lifetimes: an idle limit and an absolute limit (docs/decisions/0005-sessions.md). */

export interface SessionLifetimes {
  /** Seconds of inactivity after which a session ends. */
  idleSeconds: number;
  /** Seconds after sign-in after which a session ends whatever the activity. */
  absoluteSeconds: number;
}

/** Without "remember me" (save=false): a working day at most, half an hour idle. */
export const SHORT_SESSION: SessionLifetimes = { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 };
/** With "remember me" (save=true): a week idle, thirty days at most. */
export const REMEMBERED_SESSION: SessionLifetimes = { idleSeconds: 7 * 86400, absoluteSeconds: 30 * 86400 };

export type SessionState = "active" | "ended" | "idle_expired" | "absolute_expired";

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

/** Where a session stands at `now`. Ending by hand wins, then the absolute limit, then idleness. */
export function sessionState(s: SessionTimes, lifetimes: SessionLifetimes, now: Date): SessionState {
  if (s.endedAt) return "ended";
  if (now.getTime() >= s.createdAt.getTime() + lifetimes.absoluteSeconds * 1000) return "absolute_expired";
  if (now.getTime() >= s.lastSeenAt.getTime() + lifetimes.idleSeconds * 1000) return "idle_expired";
  return "active";
}

/** When the session ends if nothing else happens: the earlier of its idle and absolute limits. */
export function sessionExpiresAt(s: SessionTimes, lifetimes: SessionLifetimes): Date {
  const idle = s.lastSeenAt.getTime() + lifetimes.idleSeconds * 1000;
  const absolute = s.createdAt.getTime() + lifetimes.absoluteSeconds * 1000;
  return new Date(Math.min(idle, absolute));
}

/**
 * Activity is written back at most this often, so a page polling every few seconds does not turn
 * every request into a write; the idle limit is minutes, so a minute of slack is harmless.
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_SECONDS * 1000;
}
