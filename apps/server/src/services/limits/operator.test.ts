import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { limitsReport } from "./operator.ts";
import { type LimitsTestApp, limitsTestApp, manualClock, signedInPlayer, V3 } from "./testing.ts";

describe.each(testTargets())("the operator's limits report on $name", (target) => {
  let h: DbHandle;
  let t: LimitsTestApp;
  const clock = manualClock(Date.parse("2026-06-01T10:00:00Z"));
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await limitsTestApp(h.db, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await h?.close();
  });

  test("shows the limits in force, the pending change with its hours left, and the history, by id or e-mail", async () => {
    const p = await signedInPlayer(t, h.db, { email: "report@example.com" });
    await p.browser.post(`${V3}/limits`, {
      limits: [
        { limitType: 20, limitValue: 50 },
        { limitType: 32, limitValue: 15 },
      ],
    });
    clock.advance(3_600_000);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 20, limitValue: 80 }] });
    clock.advance(3_600_000);
    const byId = await limitsReport(h.db, String(p.user.id), new Date(clock.now()));
    expect(byId.found).toBe(1);
    const text = byId.text;
    expect(text).toContain(`Player ${p.user.id} (site 1) report@example.com`);
    expect(text).toContain("Status: OPEN");
    expect(text).toContain("20 Deposit limit, 24 hours: 50 EUR since 2026-06-01T10:00:00.000Z");
    expect(text).toContain("32 Reality check: 15 minutes");
    expect(text).toContain("20 Deposit limit, 24 hours: 80 EUR asked 2026-06-01T11:00:00.000Z");
    expect(text).toContain("(23 h left)");
    expect(text).toMatch(/2026-06-01T10:00:00.000Z applied 20 50 EUR by player/);
    expect(text).toMatch(/2026-06-01T11:00:00.000Z requested 20 80 EUR by player/);
    const byEmail = await limitsReport(h.db, "REPORT@example.com", new Date(clock.now()));
    expect(byEmail.text).toBe(text);
    expect((await limitsReport(h.db, "nobody@example.com", new Date(clock.now()))).found).toBe(0);
  });
});
