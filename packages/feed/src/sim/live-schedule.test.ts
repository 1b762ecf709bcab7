import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock/index.ts";
import { createSimulator } from "./simulator.ts";

const HALF_HOUR = 1_800_000;
const DAY = Date.UTC(2026, 10, 25);

/** Status of every game the events name, the last event winning (as the server's store keeps them). */
function track(
  status: Map<number, number>,
  events: ReturnType<ReturnType<typeof createSimulator>["snapshot"]>,
) {
  for (const e of events) if (e.type === "game") status.set(e.game.gameId, e.game.statusId);
}

const inPlay = (status: Map<number, number>) => [...status.values()].filter((s) => s === 2 || s === 3).length;

/**
 * Games in play at `at` as a server started then sees them: a fresh simulator with the server's
 * 24 hours of results (with them a finished game once kept a later game of the same id out of the
 * list, calendar.test.ts "game ids"); one day ahead is enough to be in play now.
 */
function liveAtStart(at: number): number {
  const status = new Map<number, number>();
  track(status, createSimulator({ clock: manualClock(at), days: 1, historyHours: 24 }).snapshot());
  return inPlay(status);
}

describe("the live schedule (issue 13 #23)", () => {
  // One server running through the day: started at midnight, its games read every half hour.
  const counts: number[] = [];
  beforeAll(() => {
    const sim = createSimulator({ clock: manualClock(DAY), days: 1, historyHours: 24 });
    const status = new Map<number, number>();
    track(status, sim.snapshot(DAY));
    for (let q = 0; q < 48; q++) {
      track(status, sim.advance(DAY + q * HALF_HOUR));
      counts.push(inPlay(status));
    }
  });

  it("has games in play at every half hour of the day, not only in the European afternoon", () => {
    expect(counts).toHaveLength(48);
    expect(Math.min(...counts), counts.join(",")).toBeGreaterThanOrEqual(MIN_LIVE);
  });

  it("a server started at any hour sees the games in play that the running one does", () => {
    // The course of a game is a function of the seed and simulated time only, so a fresh start
    // agrees with the simulator that ran up to that moment.
    for (const hour of [3, 11, 19])
      expect(liveAtStart(DAY + hour * 3_600_000), `at ${hour}:00`).toBe(counts[hour * 2]);
  });
});

const MIN_LIVE = 15;
