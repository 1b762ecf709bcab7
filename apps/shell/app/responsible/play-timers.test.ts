import type { Limit } from "@parlay/domain/limits";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "./fake-clock.ts";
import {
  PING_EVERY_MS,
  type PingOutcome,
  playLimitsOf,
  sessionDeadline,
  startPlayTimers,
} from "./play-timers.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;

function limit(limitType: number, limitValue: number, limitState: Limit["limitState"] = "ACTIVE"): Limit {
  return {
    limitType: limitType as Limit["limitType"],
    limitState,
    limitValue,
    limitBalance: null,
    needApprove: false,
    startedAt: 0,
    endsAt: null,
    availableValues: [],
    measure: "hours",
    label: "",
    optionsMap: {},
  };
}

function setup(opts: {
  sessionHours?: number | null;
  reality?: number | null;
  remainingMs?: number | null;
  startedAgo?: number;
  memory?: Map<number, number>;
}) {
  const clock = fakeClock(10 * HOUR);
  const pings: number[] = [];
  let pingAnswer: PingOutcome = "ok";
  const onSessionEnded = vi.fn();
  const onSignedOut = vi.fn();
  const onRealityCheck = vi.fn();
  const play = startPlayTimers({
    timers: clock.timers,
    limits: { sessionHours: opts.sessionHours ?? null, realityCheckMinutes: opts.reality ?? null },
    session: { startedAt: clock.now() - (opts.startedAgo ?? 0), remainingMs: opts.remainingMs ?? null },
    ping: async () => {
      pings.push(clock.now());
      return pingAnswer;
    },
    onSessionEnded,
    onSignedOut,
    onRealityCheck,
    ...(opts.memory
      ? {
          answered: {
            read: (startedAt: number) => opts.memory?.get(startedAt) ?? 0,
            write: (startedAt: number, k: number) => {
              opts.memory?.set(startedAt, k);
            },
          },
        }
      : {}),
  });
  return {
    clock,
    pings,
    play,
    onSessionEnded,
    onSignedOut,
    onRealityCheck,
    answerNextPing: (answer: PingOutcome) => {
      pingAnswer = answer;
    },
  };
}

describe("the limits the shell acts on", () => {
  it("takes the session hours and reality-check minutes in force, not pending or unset ones", () => {
    expect(playLimitsOf([limit(31, 2), limit(32, 5), limit(21, 100)])).toEqual({
      sessionHours: 2,
      realityCheckMinutes: 5,
    });
    expect(playLimitsOf([limit(31, -1), limit(32, 10, "PENDING"), limit(32, -1, "INACTIVE")])).toEqual({
      sessionHours: null,
      realityCheckMinutes: null,
    });
  });

  it("ends the session at the server's remaining time, else hours × 3600000 from its start", () => {
    expect(
      sessionDeadline(
        { sessionHours: 2, realityCheckMinutes: null },
        { startedAt: 0, remainingMs: 5_000 },
        100,
      ),
    ).toBe(5_100);
    expect(
      sessionDeadline(
        { sessionHours: 2, realityCheckMinutes: null },
        { startedAt: 7, remainingMs: null },
        100,
      ),
    ).toBe(7 + 2 * HOUR);
    expect(
      sessionDeadline({ sessionHours: null, realityCheckMinutes: 5 }, { startedAt: 0, remainingMs: 1 }, 100),
    ).toBeNull();
  });
});

describe("session ping and session limit (spec 000 §4, §7, §8, §9)", () => {
  it("pings every 30 s while a session limit or a reality check exists, and never without one", async () => {
    const a = setup({ sessionHours: 1 });
    a.clock.advance(95_000);
    expect(a.pings.map((t) => t - 10 * HOUR)).toEqual([PING_EVERY_MS, 2 * PING_EVERY_MS, 3 * PING_EVERY_MS]);
    const b = setup({ reality: 5 });
    b.clock.advance(61_000);
    expect(b.pings.length).toBe(2);
    const c = setup({});
    c.clock.advance(10 * MIN);
    expect(c.pings).toEqual([]);
    expect(c.clock.pendingCount()).toBe(0);
  });

  it("ends the page's session when a ping finds the player signed out, and stops", async () => {
    const a = setup({ sessionHours: 5, reality: 5 });
    a.answerNextPing("signedOut");
    a.clock.advance(PING_EVERY_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(a.onSignedOut).toHaveBeenCalledTimes(1);
    expect(a.onSessionEnded).not.toHaveBeenCalled();
    a.clock.advance(HOUR);
    expect(a.pings.length).toBe(1);
    expect(a.onRealityCheck).not.toHaveBeenCalled();
  });

  it("brings the notice at the limit, once, and stops pinging", () => {
    const a = setup({ sessionHours: 1, startedAgo: 59 * MIN });
    a.clock.advance(MIN - 1);
    expect(a.onSessionEnded).not.toHaveBeenCalled();
    a.clock.advance(1);
    expect(a.onSessionEnded).toHaveBeenCalledTimes(1);
    const pings = a.pings.length;
    a.clock.advance(10 * MIN);
    expect(a.pings.length).toBe(pings);
    expect(a.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("brings the notice when the server says the session has ended", async () => {
    const a = setup({ sessionHours: 5 });
    a.answerNextPing("ended");
    a.clock.advance(PING_EVERY_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(a.onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe("reality check every N minutes of play (spec 001 §2, RTS 13)", () => {
  it("comes due at start + k × N minutes, and waits for the answer before the next", () => {
    const a = setup({ reality: 5, startedAgo: 2 * MIN });
    a.clock.advance(3 * MIN - 1);
    expect(a.onRealityCheck).not.toHaveBeenCalled();
    a.clock.advance(1); // 5 min after the start
    expect(a.onRealityCheck).toHaveBeenCalledTimes(1);
    a.clock.advance(7 * MIN); // left open past the next one: no second modal
    expect(a.onRealityCheck).toHaveBeenCalledTimes(1);
    a.play.realityCheckAnswered(); // answered at 12 min: the next is at 15
    a.clock.advance(3 * MIN - 1);
    expect(a.onRealityCheck).toHaveBeenCalledTimes(1);
    a.clock.advance(1);
    expect(a.onRealityCheck).toHaveBeenCalledTimes(2);
  });

  it("a check that came due while no page ran shows at once; one answered in another tab does not", () => {
    const memory = new Map<number, number>();
    const a = setup({ reality: 5, startedAgo: 7 * MIN, memory });
    a.clock.advance(0);
    expect(a.onRealityCheck).toHaveBeenCalledTimes(1); // the 5-minute check nobody saw
    a.play.realityCheckAnswered();
    const start = a.clock.now() - 7 * MIN;
    expect(memory.get(start)).toBe(1);
    a.clock.advance(3 * MIN - 1);
    expect(a.onRealityCheck).toHaveBeenCalledTimes(1);
    a.clock.advance(1); // 10 minutes
    expect(a.onRealityCheck).toHaveBeenCalledTimes(2);
    // A second tab of the same session after that check was answered: nothing until 15 minutes.
    memory.set(start, 2);
    const b = setup({ reality: 5, startedAgo: 12 * MIN, memory: new Map([[10 * HOUR - 12 * MIN, 2]]) });
    b.clock.advance(3 * MIN - 1);
    expect(b.onRealityCheck).not.toHaveBeenCalled();
    b.clock.advance(1);
    expect(b.onRealityCheck).toHaveBeenCalledTimes(1);
  });

  it("stop() ends every timer", () => {
    const a = setup({ reality: 5, sessionHours: 1 });
    a.play.stop();
    a.clock.advance(2 * HOUR);
    expect(a.onRealityCheck).not.toHaveBeenCalled();
    expect(a.onSessionEnded).not.toHaveBeenCalled();
    expect(a.pings).toEqual([]);
  });
});
