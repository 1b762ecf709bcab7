/**
 * The registration reminder for guests (spec 000 §3 `remindPopupConfig`, §5, §6, §9): first shown
 * `delay` seconds after the visit began, then again every `interval` minutes after it was last
 * shown. Both are needed: without either there is no reminder (§5). The visit's times live in
 * sessionStorage, so moving from page to page (or reloading) neither restarts nor skips the wait.
 */

export interface ReminderConfig {
  delayMs: number;
  intervalMs: number;
}

export interface ReminderState {
  /** When this visit began (ms). */
  firstSeenAt: number;
  /** When the reminder was last shown (ms), null before the first time. */
  lastShownAt: number | null;
}

/** A valid reminder config, or null (§5: both the delay and the interval are needed). */
export function reminderConfig(config: {
  delay: number | null;
  interval: number | null;
}): ReminderConfig | null {
  const { delay, interval } = config;
  if (delay === null || interval === null) return null;
  if (!Number.isFinite(delay) || !Number.isFinite(interval) || delay < 0 || interval <= 0) return null;
  return { delayMs: delay * 1000, intervalMs: interval * 60_000 };
}

/** When the reminder is due next (ms). */
export function nextReminderAt(config: ReminderConfig, state: ReminderState): number {
  return state.lastShownAt === null
    ? state.firstSeenAt + config.delayMs
    : state.lastShownAt + config.intervalMs;
}

/** Reads the stored state; anything unreadable starts a new visit at `now`. */
export function readReminderState(raw: string | null, now: number): ReminderState {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ReminderState>) : null;
    const firstSeenAt =
      typeof parsed?.firstSeenAt === "number" && parsed.firstSeenAt <= now ? parsed.firstSeenAt : now;
    const lastShownAt =
      typeof parsed?.lastShownAt === "number" &&
      parsed.lastShownAt <= now &&
      parsed.lastShownAt >= firstSeenAt
        ? parsed.lastShownAt
        : null;
    return { firstSeenAt, lastShownAt };
  } catch {
    return { firstSeenAt: now, lastShownAt: null };
  }
}
