import { connect, type Db, type DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { createSettlementHook, settleResultedGames } from "./settle.ts";
import { settleOne } from "./settle-coupon.ts";
import { sweepSettlements } from "./settle-sweep.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";
import { storeCoupon } from "./testing/coupons.ts";

const WIN = 1;
const LOSE = 0;
const PLAYERS = 24;

/**
 * Two server processes settling at once: on PostgreSQL two separate connection pools on the same
 * schema (each with several connections), on PGlite the one embedded connection.
 */
describe.each(testTargets())("settlers racing on $name", (target: TestTarget) => {
  let h: DbHandle;
  let other: DbHandle | null = null;
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    h = await createTestDb(target);
    a = h.db;
    b = h.db;
    if (target.url) {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(h.db);
      other = await connect({ url: target.url, schema: rows[0]?.s, poolSize: 10 });
      b = other.db;
    }
  });
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  /** PLAYERS players with 100.00 each and a single of 10.00 on "1" at 2.500 of a fresh game. */
  async function singles(): Promise<{ game: TestGame; bets: { accountId: bigint; couponId: bigint }[] }> {
    const game = await seedGame(h.db, [2500, 3000, 3000]);
    const bets = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await playerWithAccount(h.db);
      await fund(h.db, p.accountId, "RUB", 100_00n);
      const couponId = await storeCoupon(h.db, {
        ...p,
        typeId: 0,
        amount: 10_00n,
        legs: [{ outcomeId: game.outcomes[0], gameId: game.gameId, marketId: game.marketId, coef: 2500 }],
      });
      bets.push({ accountId: p.accountId, couponId });
    }
    return { game, bets };
  }

  const versions = (ids: bigint[]) =>
    h.db
      .selectFrom("bet_coupon_settlement")
      .select(["coupon_id", "version"])
      .where("coupon_id", "in", ids)
      .execute();
  const payouts = async (ids: bigint[]) => {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from wallet_transaction
        where kind in ('bet.win', 'bet.lose') and (meta->>'couponId')::bigint in (${sql.join(ids)})`.execute(
      h.db,
    );
    return Number(rows[0]?.n);
  };

  it("a hook, a sweep and a second process settle each coupon exactly once", async () => {
    const { game, bets } = await singles();
    await resultGame(h.db, game, [WIN, LOSE, LOSE]);
    const ids = bets.map((x) => x.couponId);
    const reports = await Promise.all([
      settleResultedGames(a, [game.gameId]),
      sweepSettlements(b),
      createSettlementHook(b)(game.gameId).then(() => null),
      settleResultedGames(b, [game.gameId]),
      ...ids.slice(0, 6).map((id) => settleOne(a, id).then(() => null)),
    ]);
    const settled = reports.reduce((sum, r) => sum + (r ? r.settled : 0), 0);
    expect(settled).toBeLessThanOrEqual(PLAYERS);
    expect((await versions(ids)).length).toBe(PLAYERS);
    expect(await payouts(ids)).toBe(PLAYERS);
    for (const bet of bets)
      expect(await accountState(h.db, bet.accountId)).toEqual({ balance: 115_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("a correction raced by two processes is reversed and re-paid once per coupon", async () => {
    const { game, bets } = await singles();
    await resultGame(h.db, game, [WIN, LOSE, LOSE]);
    await settleResultedGames(a, [game.gameId]);
    await resultGame(h.db, game, [LOSE, WIN, LOSE]);
    await Promise.all([
      settleResultedGames(a, [game.gameId]),
      settleResultedGames(b, [game.gameId]),
      sweepSettlements(a),
      sweepSettlements(b),
    ]);
    const ids = bets.map((x) => x.couponId);
    const v = await versions(ids);
    expect(v.filter((x) => x.version === 2).length).toBe(PLAYERS);
    expect(v.length).toBe(2 * PLAYERS);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from wallet_transaction
        where kind = 'reversal' and idempotency_key like 'bet:%:settle:v2:reverse'
          and split_part(idempotency_key, ':', 2)::bigint in (${sql.join(ids)})`.execute(h.db);
    expect(Number(rows[0]?.n)).toBe(PLAYERS);
    for (const bet of bets)
      expect(await accountState(h.db, bet.accountId)).toEqual({ balance: 90_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("the database refuses a second row for the same settlement version", async () => {
    const { game, bets } = await singles();
    await resultGame(h.db, game, [WIN, LOSE, LOSE]);
    const id = bets[0]?.couponId ?? 0n;
    await settleOne(a, id);
    const row = await h.db
      .selectFrom("bet_coupon_settlement")
      .selectAll()
      .where("coupon_id", "=", id)
      .executeTakeFirstOrThrow();
    const coupon = await h.db
      .selectFrom("bet_coupon")
      .select("stake_transaction_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Another transaction id, the same (coupon, version): the primary key refuses it.
    await expect(
      h.db
        .insertInto("bet_coupon_settlement")
        .values({ ...row, transaction_id: coupon.stake_transaction_id })
        .execute(),
    ).rejects.toThrow(/bet_coupon_settlement_pkey|duplicate key/);
    // Re-running the settlement finds the version written and pays nothing more.
    expect(await settleOne(b, id)).toBe("unchanged");
    expect(await payouts([id])).toBe(1);
  });
});
