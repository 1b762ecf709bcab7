import { describe, expect, it } from "vitest";
import { nextReminderAt, readReminderState, reminderConfig } from "./reminder.ts";

describe("registration reminder (spec 000 §3, §5, §9)", () => {
  it("needs both the delay (s) and the interval (min)", () => {
    expect(reminderConfig({ delay: 60, interval: 15 })).toEqual({ delayMs: 60_000, intervalMs: 900_000 });
    expect(reminderConfig({ delay: null, interval: 15 })).toBeNull();
    expect(reminderConfig({ delay: 60, interval: null })).toBeNull();
    expect(reminderConfig({ delay: 60, interval: 0 })).toBeNull();
    expect(reminderConfig({ delay: -1, interval: 5 })).toBeNull();
  });

  it("first after the delay, then every interval after it was shown", () => {
    const config = { delayMs: 60_000, intervalMs: 900_000 };
    expect(nextReminderAt(config, { firstSeenAt: 1_000, lastShownAt: null })).toBe(61_000);
    expect(nextReminderAt(config, { firstSeenAt: 1_000, lastShownAt: 70_000 })).toBe(970_000);
  });

  it("keeps the visit's times across pages, and starts afresh on nonsense", () => {
    const now = 500_000;
    expect(readReminderState(JSON.stringify({ firstSeenAt: 1_000, lastShownAt: 2_000 }), now)).toEqual({
      firstSeenAt: 1_000,
      lastShownAt: 2_000,
    });
    expect(readReminderState(null, now)).toEqual({ firstSeenAt: now, lastShownAt: null });
    expect(readReminderState("{", now)).toEqual({ firstSeenAt: now, lastShownAt: null });
    expect(readReminderState(JSON.stringify({ firstSeenAt: now + 1 }), now)).toEqual({
      firstSeenAt: now,
      lastShownAt: null,
    });
  });
});
