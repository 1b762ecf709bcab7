import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { settleOne } from "./settle-coupon.ts";
import { sweepSettlements } from "./settle-sweep.ts";
import { resultGame, seedGame } from "./testing/catalogue.ts";
import { type StoredLegInput, storeCoupon } from "./testing/coupons.ts";

const W = 1;
const L = 0;
const R = 2;
const BANK = 1000_00n;

interface LegCase {
  coef: number;
  status: number;
  banker?: boolean;
  blockId?: number;
}

interface TypeCase {
  name: string;
  typeId: number;
  amount: bigint;
  stake?: bigint;
  systemValue?: number;
  legs: LegCase[];
  /** Per-type columns (the placement engineer's migration adds them; the test adds them here). */
  extras?: (outcomeIds: number[]) => Record<string, unknown>;
  /** Worked by hand, minor units. */
  paid: bigint;
  status: number;
}

/** Each case worked by hand; the comments show the arithmetic. */
const CASES: TypeCase[] = [
  {
    name: "0 single: 10 × 2.5",
    typeId: 0,
    amount: 10_00n,
    legs: [{ coef: 2500, status: W }],
    paid: 25_00n,
    status: W,
  },
  {
    name: "1 express with a stored bonus (3 legs ×1.03): 10 × 2 × 2 × 2 × 1.03",
    typeId: 1,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 2000, status: W },
      { coef: 2000, status: W },
    ],
    extras: () => ({ bonus_coef: 1030 }),
    paid: 82_40n,
    status: W,
  },
  {
    name: "1 express bonus recounted without the void leg: 10 × 2 × 2 × 1 × 1.02",
    typeId: 1,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 2000, status: W },
      { coef: 2000, status: R },
    ],
    extras: () => ({ bonus_coef: 1030 }),
    paid: 40_80n,
    status: W,
  },
  {
    name: "2 system 2/3 with a banker: unit 10, only (2.0, 3.0) wins, × banker 2.0 = 120",
    typeId: 2,
    amount: 30_00n,
    systemValue: 2,
    legs: [
      { coef: 2000, status: W, banker: true },
      { coef: 2000, status: W },
      { coef: 3000, status: W },
      { coef: 1500, status: L },
    ],
    paid: 120_00n,
    status: W,
  },
  {
    name: "3 chain: 10 on 2.0 → 20; 10 of it on 1.5 → 25",
    typeId: 3,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 1500, status: W },
    ],
    paid: 25_00n,
    status: W,
  },
  {
    name: "4 multibet 2/3 over blocks with a lobby: unit 10 × (2 × 3) × lobby 1.2 = 72",
    typeId: 4,
    amount: 30_00n,
    systemValue: 2,
    legs: [
      { coef: 2000, status: W, blockId: 1 },
      { coef: 3000, status: W, blockId: 2 },
      { coef: 1500, status: W, blockId: 3 },
      { coef: 2000, status: L, blockId: 3 },
      { coef: 1200, status: W, banker: true },
    ],
    paid: 72_00n,
    status: W,
  },
  {
    name: "5 conditional with a set amount: 10 on 2.0 → 20; 5.00 of it on 3.0 → 30",
    typeId: 5,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W, blockId: 1 },
      { coef: 3000, status: W, blockId: 2 },
    ],
    extras: () => ({ amount_by_block_id: { "2": "500" } }),
    paid: 30_00n,
    status: W,
  },
  {
    name: "5 conditional without amounts stakes the whole account: 10 → 20 → 60",
    typeId: 5,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W, blockId: 1 },
      { coef: 3000, status: W, blockId: 2 },
    ],
    paid: 60_00n,
    status: W,
  },
  {
    name: "6 anti-express at its placed coefficient 1.5 (a leg lost, none void): 15",
    typeId: 6,
    amount: 10_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 2000, status: L },
    ],
    extras: () => ({ anti_express_coef: 1500, anti_express_margin_bp: 500 }),
    paid: 15_00n,
    status: W,
  },
  {
    name: "7 lucky 3 (2 singles + double), unit 10: 20 + 30 + 60",
    typeId: 7,
    amount: 30_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 3000, status: W },
    ],
    paid: 110_00n,
    status: W,
  },
  {
    name: "8 patent-style 4 lines over 3 legs (3 doubles + treble), unit 10: only one double wins, 40",
    typeId: 8,
    amount: 40_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 2000, status: W },
      { coef: 2000, status: L },
    ],
    paid: 40_00n,
    status: W,
  },
  {
    name: "9 one of many singles: 10 × 2.0",
    typeId: 9,
    amount: 10_00n,
    legs: [{ coef: 2000, status: W }],
    paid: 20_00n,
    status: W,
  },
  {
    name: "9 many singles in one coupon with amounts per bet: 5.00 × 2.0 + 10.00 × 0",
    typeId: 9,
    amount: 10_00n,
    stake: 15_00n,
    legs: [
      { coef: 2000, status: W },
      { coef: 3000, status: L },
    ],
    extras: (o) => ({ amount_by_bet_id: { [String(o[0])]: "500", [String(o[1])]: "1000" } }),
    paid: 10_00n,
    status: W,
  },
];

describe.each(testTargets())("settling every coupon type on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function placeAndResult(c: TypeCase): Promise<{ couponId: bigint; accountId: bigint }> {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", BANK);
    const legs: StoredLegInput[] = [];
    const games = [];
    for (const leg of c.legs) {
      const g = await seedGame(h.db, [leg.coef, 3000, 3000]);
      games.push(g);
      legs.push({
        outcomeId: g.outcomes[0],
        gameId: g.gameId,
        marketId: g.marketId,
        coef: leg.coef,
        banker: leg.banker ?? false,
        blockId: leg.blockId ?? null,
      });
    }
    const couponId = await storeCoupon(h.db, {
      ...p,
      typeId: c.typeId,
      amount: c.amount,
      ...(c.stake === undefined ? {} : { stake: c.stake }),
      systemValue: c.systemValue ?? null,
      legs,
      ...(c.extras ? { extras: c.extras(legs.map((l) => l.outcomeId)) } : {}),
    });
    for (const [i, g] of games.entries()) await resultGame(h.db, g, [c.legs[i]?.status ?? L, L, L]);
    return { couponId, accountId: p.accountId };
  }

  it("reads no per-type column that does not exist: an express without bonus_coef pays 10 × 2 × 2 × 2", async () => {
    const { couponId, accountId } = await placeAndResult({
      name: "express",
      typeId: 1,
      amount: 10_00n,
      legs: [
        { coef: 2000, status: W },
        { coef: 2000, status: W },
        { coef: 2000, status: W },
      ],
      paid: 80_00n,
      status: W,
    });
    expect(await settleOne(h.db, couponId)).toBe("settled");
    expect(await accountState(h.db, accountId)).toEqual({ balance: BANK - 10_00n + 80_00n, held: 0n });
  });

  describe("with the per-type columns", () => {
    beforeAll(async () => {
      for (const ddl of [
        "bonus_coef integer",
        "anti_express_coef integer",
        "anti_express_margin_bp integer",
        "amount_by_block_id jsonb",
        "amount_by_bet_id jsonb",
      ]) {
        await sql.raw(`alter table bet_coupon add column if not exists ${ddl}`).execute(h.db);
      }
    });

    it.each(CASES)("$name", async (c) => {
      const { couponId, accountId } = await placeAndResult(c);
      await sweepSettlements(h.db);
      const row = await h.db
        .selectFrom("bet_coupon")
        .select(["status", "return_amount"])
        .where("id", "=", couponId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: c.status, return_amount: c.paid });
      const stake = c.stake ?? c.amount;
      expect(await accountState(h.db, accountId)).toEqual({ balance: BANK - stake + c.paid, held: 0n });
    });

    it("the ledger stays balanced", async () => {
      expect((await runAudit(h.db)).problems).toEqual([]);
    });
  });
});
