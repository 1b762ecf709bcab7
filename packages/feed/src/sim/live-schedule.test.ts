import { describe, expect, it } from "vitest";
import { manualClock } from "../clock/index.ts";
import { createSimulator } from "./simulator.ts";

/** Games in play (status 2 or 3) at `at`, as a fresh simulator's snapshot has them. */
function liveAt(at: number): number {
  // The server's 24 hours of results: with them a finished game once kept a later game of the same
  // id out of the list (calendar.test.ts "game ids"); one day ahead is enough to be in play now.
  const sim = createSimulator({ clock: manualClock(at), days: 1, historyHours: 24 });
  const status = new Map<number, number>();
  for (const e of sim.snapshot()) if (e.type === "game") status.set(e.game.gameId, e.game.statusId);
  return [...status.values()].filter((s) => s === 2 || s === 3).length;
}

describe("the live schedule (issue 13 #23)", () => {
  // 48 fresh simulators of every sport: slow on a shared machine, so a generous timeout.
  it("has games in play at every half hour of the day, not only in the European afternoon", {
    timeout: 120_000,
  }, () => {
    const day = Date.UTC(2026, 10, 25);
    const counts = Array.from({ length: 48 }, (_, q) => liveAt(day + q * 1_800_000));
    expect(counts).toHaveLength(48);
    expect(Math.min(...counts), counts.join(",")).toBeGreaterThanOrEqual(MIN_LIVE);
  });
});

const MIN_LIVE = 15;
