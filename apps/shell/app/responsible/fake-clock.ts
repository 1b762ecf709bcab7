import type { Timers, Visibility } from "../auth/session-schedule.ts";

/** Test helper: timers and page visibility where time moves only when the test says so. */
export function fakeClock(start = 0) {
  let now = start;
  let visible = true;
  const listeners = new Set<() => void>();
  const pending = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      pending.set(++id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout: (h) => {
      pending.delete(h as number);
    },
  };
  const visibility: Visibility = {
    isVisible: () => visible,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return {
    timers,
    visibility,
    now: () => now,
    pendingCount: () => pending.size,
    /** Moves time forward by `ms`, running every timer that comes due on the way, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    setVisible(v: boolean) {
      visible = v;
      for (const fn of listeners) fn();
    },
  };
}
