import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "./fake-clock.ts";
import { ACTIVITY_THROTTLE_MS, autoLogoffMs, HIDDEN_PAUSE_AFTER_MS, watchInactivity } from "./inactivity.ts";

const MIN = 60_000;

function setup(limitMs = 30 * MIN, shared?: { value: number | null }) {
  const clock = fakeClock(1_000_000);
  const listeners = new Set<() => void>();
  const onIdle = vi.fn();
  const writes: number[] = [];
  const stop = watchInactivity(limitMs, onIdle, {
    timers: clock.timers,
    visibility: clock.visibility,
    activity: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    ...(shared
      ? {
          shared: {
            read: () => shared.value,
            write: (at: number) => {
              writes.push(at);
            },
          },
        }
      : {}),
  });
  const act = () => {
    for (const fn of listeners) fn();
  };
  return { clock, onIdle, stop, act, listeners, writes };
}

describe("inactivity auto-logoff (spec 000 §3, §4, §9)", () => {
  it("reads the config: off, or minutes as ms", () => {
    expect(autoLogoffMs(true, 30)).toBe(30 * MIN);
    expect(autoLogoffMs(false, 30)).toBeNull();
    expect(autoLogoffMs(true, 0)).toBeNull();
  });

  it("logs out exactly N minutes after the last activity, once", () => {
    const { clock, onIdle, act } = setup();
    clock.advance(10 * MIN);
    act();
    clock.advance(30 * MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    clock.advance(120 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("takes activity at most once per 100 ms", () => {
    const { clock, onIdle, act } = setup(1_000);
    act(); // taken at t
    clock.advance(ACTIVITY_THROTTLE_MS - 1);
    act(); // inside the 100 ms: ignored, the deadline stays t + 1000
    clock.advance(1_000 - ACTIVITY_THROTTLE_MS + 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("stops the timer after 30 s hidden, and logs out at once on return when the time is up", () => {
    const { clock, onIdle } = setup(5 * MIN);
    clock.setVisible(false);
    clock.advance(HIDDEN_PAUSE_AFTER_MS);
    expect(clock.pendingCount()).toBe(0); // paused: nothing scheduled while hidden
    clock.advance(60 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    clock.setVisible(true);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("keeps counting while hidden for less than 30 s", () => {
    const { clock, onIdle } = setup(20_000);
    clock.setVisible(false);
    clock.advance(20_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("a return before the limit carries on from the last activity, not from the return", () => {
    const { clock, onIdle } = setup(5 * MIN);
    clock.setVisible(false);
    clock.advance(2 * MIN);
    clock.setVisible(true);
    clock.advance(3 * MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("is not logged out while busy in another tab", () => {
    const shared = { value: null as number | null };
    const { clock, onIdle } = setup(5 * MIN, shared);
    clock.advance(4 * MIN);
    shared.value = clock.now(); // the other tab's activity
    clock.advance(1 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    clock.advance(4 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("shares its own activity with other tabs, at most every few seconds", () => {
    const { clock, act, writes } = setup(5 * MIN, { value: null });
    for (let i = 0; i < 100; i++) {
      act();
      clock.advance(100);
    }
    expect(writes.length).toBe(2); // 10 s of constant activity: two writes, 5 s apart
  });

  it("stop() unsubscribes and never fires", () => {
    const { clock, onIdle, stop, listeners } = setup(1_000);
    stop();
    expect(listeners.size).toBe(0);
    clock.advance(10_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
