import { describe, expect, test } from "vitest";
import { SPORT_DEFS } from "../sports/defs.ts";
import { type CalendarDays, DAY_MS, dayOf, gamesBetween } from "./calendar.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 7);
const HOUR = 3_600_000;

describe("the calendar's kept days", () => {
  test("give exactly the games generated anew, as the window rolls over midnight", () => {
    const kept: CalendarDays = new Map();
    let listed = 0;
    for (let now = T0; now < T0 + DAY_MS; now += 7 * HOUR) {
      const from = now - 3 * HOUR;
      const to = now + DAY_MS;
      const fresh = gamesBetween("kept", SPORT_DEFS, from, to, now);
      expect(gamesBetween("kept", SPORT_DEFS, from, to, now, kept)).toEqual(fresh);
      listed += fresh.length;
    }
    expect(listed).toBeGreaterThan(0);
    // Every day the windows touched was generated once and kept.
    expect([...kept.keys()]).toHaveLength(3);
  });
});

describe("game ids", () => {
  test("are unique across every schedule and stay in their day's block of 1000, day after day", () => {
    const day0 = Math.floor(T0 / DAY_MS);
    const games = gamesBetween("ids", SPORT_DEFS, day0 * DAY_MS, (day0 + 3) * DAY_MS, (day0 + 1) * DAY_MS);
    expect(games.length).toBeGreaterThan(3 * 144);
    const ids = new Set(games.map((g) => g.gameId));
    expect(ids.size).toBe(games.length);
    for (const g of games) expect(Math.floor(g.gameId / 1000), String(g.gameId)).toBe(dayOf(g.startAt));
  });
});
