import { createTestDb, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../wallet/testing/fixtures.ts";
import { limitsInForce } from "./index.ts";
import { lockSettings, saveSetting } from "./store.ts";

const T0 = new Date("2026-03-01T12:00:00Z");
const s = (d: Date) => Math.floor(d.getTime() / 1000);

describe.each(testTargets())("limitsInForce on $name", (target) => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb(target);
  });
  afterAll(() => handle.close());

  it("answers nothing in force for a player without limits", async () => {
    const userId = await createUser(handle.db);
    const r = await limitsInForce(handle.db, userId, T0);
    expect(r.money).toEqual([]);
    expect(r.selfExcluded).toBe(false);
    expect(r.timedOut).toBe(false);
    expect(r.restrictions.deposit).toBe(true);
  });

  it("answers money limits in minor units of their currency, durations while they last", async () => {
    const userId = await createUser(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      await lockSettings(trx, userId, [21, 10, 33, 1], T0);
      const at = s(T0);
      await saveSetting(
        trx,
        userId,
        { limitType: 21, history: [{ value: 100, at, endsAt: null }], pending: null },
        { value: "EUR", pending: null },
        T0,
      );
      await saveSetting(
        trx,
        userId,
        { limitType: 10, history: [{ value: 999_999_999, at, endsAt: null }], pending: null },
        { value: "EUR", pending: null },
        T0,
      );
      await saveSetting(
        trx,
        userId,
        {
          limitType: 1,
          history: [{ value: 5, at, endsAt: null }],
          pending: { value: 50, requestedAt: at, confirmableAt: at + 86_400, lapsesAt: at + 8 * 86_400 },
        },
        { value: "JPY", pending: "JPY" },
        T0,
      );
      await saveSetting(
        trx,
        userId,
        { limitType: 33, history: [{ value: 1, at, endsAt: at + 86_400 }], pending: null },
        { value: null, pending: null },
        T0,
      );
    });
    const r = await limitsInForce(handle.db, userId, T0);
    expect(r.money.map((m) => [m.limitType, m.currency, m.limit])).toEqual([
      [1, "JPY", 5n],
      [21, "EUR", 10_000n],
    ]);
    expect(r.timedOut).toBe(true);
    expect(r.restrictions).toMatchObject({ deposit: false, bet: false, withdraw: true, code: "TIMED_OUT" });
    const later = await limitsInForce(handle.db, userId, new Date(T0.getTime() + 86_400_000));
    expect(later.timedOut).toBe(false);
    expect(later.restrictions.code).toBeNull();
  });
});
