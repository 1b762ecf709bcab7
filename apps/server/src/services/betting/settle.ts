/**
 * Settlement entry points. The feed's hook settles the coupons of a game as soon as it is
 * resulted; the sweep (settle-sweep.ts) catches up with whatever the hook missed (a server that
 * was down, a hook that failed) and with corrections; voids (settle-void.ts) re-settle the coupons
 * on one outcome. Each coupon is settled by settleOne (settle-coupon.ts): exactly once per
 * settlement version, whatever number of settlers race.
 */
import type { Db } from "@parlay/db";
import { type RawBuilder, sql } from "kysely";
import { gamesResultedSince } from "../sportsbook/index.ts";
import { type SettleOneOptions, type SettleOutcome, settleOne } from "./settle-coupon.ts";

export interface SettlementReport {
  /** Coupons settled for the first time by this call (a coupon already settled is not counted again). */
  settled: number;
  /** Settled coupons re-settled by this call (a new settlement version). */
  resettled: number;
  /** Coupons touched that still wait for other games. */
  stillOpen: number;
  /** Coupons another settler held (a sweep skips them; the other settler finishes them). */
  busy: number;
  /** Coupons whose settlement threw (logged; the next sweep tries again). */
  failed: number;
}

export interface SettlementLogger {
  error(obj: object, msg?: string): void;
}

export const emptyReport = (): SettlementReport => ({
  settled: 0,
  resettled: 0,
  stillOpen: 0,
  busy: 0,
  failed: 0,
});

export function addReports(a: SettlementReport, b: SettlementReport): SettlementReport {
  return {
    settled: a.settled + b.settled,
    resettled: a.resettled + b.resettled,
    stillOpen: a.stillOpen + b.stillOpen,
    busy: a.busy + b.busy,
    failed: a.failed + b.failed,
  };
}

function count(report: SettlementReport, outcome: SettleOutcome): void {
  if (outcome === "settled") report.settled += 1;
  else if (outcome === "resettled") report.resettled += 1;
  else if (outcome === "open") report.stillOpen += 1;
  else if (outcome === "busy") report.busy += 1;
}

/** Settles (or re-settles) each coupon in its own transaction; one failure does not stop the rest. */
export async function settleCoupons(
  db: Db,
  couponIds: readonly bigint[],
  opts: SettleOneOptions & { logger?: SettlementLogger } = {},
): Promise<SettlementReport> {
  const report = emptyReport();
  for (const id of couponIds) {
    try {
      count(report, await settleOne(db, id, opts));
    } catch (err) {
      report.failed += 1;
      opts.logger?.error({ err, couponId: Number(id) }, "coupon settlement failed");
    }
  }
  return report;
}

/** The status settlement uses for a leg: an operator's void first, else the feed's. */
const effective = sql`coalesce(v.status_id, o.status_id)`;
/** A leg whose effective status is final and differs from the one stored with the coupon. */
const dirtyLeg = sql`(${effective} >= 0 and b.status_id is distinct from ${effective})`;

async function couponIdsWhere(db: Db, where: RawBuilder<unknown>, limit: number): Promise<bigint[]> {
  const { rows } = await sql<{ coupon_id: string }>`select distinct b.coupon_id::text as coupon_id
      from bet_coupon_bet b
      join bet_coupon c on c.id = b.coupon_id
      left join sb_outcome o on o.outcome_id = b.outcome_id
      left join bet_outcome_void v on v.outcome_id = b.outcome_id
      where ${where}
      order by 1 limit ${limit}`.execute(db);
  return rows.map((r) => BigInt(r.coupon_id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Settles the open coupons with a leg on any of `gameIds` and re-settles the settled ones whose
 * legs there changed (a corrected result). Safe to call again: each version is paid once.
 */
export async function settleResultedGames(
  db: Db,
  gameIds: readonly number[],
  opts: { logger?: SettlementLogger } = {},
): Promise<SettlementReport> {
  if (gameIds.length === 0) return emptyReport();
  const games = sql.join(gameIds.map((g) => sql`${BigInt(g)}::bigint`));
  const ids = await couponIdsWhere(
    db,
    sql`b.game_id in (${games}) and (c.status = -1 or ${dirtyLeg})`,
    1_000_000,
  );
  return settleCoupons(db, ids, { ...opts, reason: "correction" });
}

/** What main.ts passes to createSportsbook as `feed.onGameResulted`. */
export function createSettlementHook(
  db: Db,
  opts: { logger?: SettlementLogger } = {},
): (gameId: number) => Promise<void> {
  return async (gameId) => {
    const report = await settleResultedGames(db, [gameId], opts);
    // The feed runner logs a throw; the sweep settles those coupons on its next run.
    if (report.failed > 0) throw new Error(`${report.failed} coupon(s) of game ${gameId} failed to settle`);
  };
}

/**
 * The coupons a sweep looks at, `limit` at a time: open coupons with a leg whose outcome got a
 * final status they have not taken yet (complete: open coupons are few and indexed), and settled
 * coupons whose legs changed on games resulted (or outcomes voided) since `since`.
 */
export async function couponsNeedingSettlement(
  db: Db,
  since: Date,
  limit: number,
  after = 0n,
): Promise<bigint[]> {
  const open = await couponIdsWhere(db, sql`c.status = -1 and b.coupon_id > ${after} and ${dirtyLeg}`, limit);
  const corrected = await couponIdsWhere(
    db,
    sql`c.status <> -1 and b.coupon_id > ${after} and ${dirtyLeg} and (
      b.game_id in (select g.game_id from sb_game g where g.resulted_at >= ${since})
      or v.created_at >= ${since})`,
    limit,
  );
  return [...new Set([...open, ...corrected])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

/**
 * Catch-up after a restart: settles up to `limit` games resulted at or after `since`, oldest
 * first. `until` is the next checkpoint; games on the boundary are read again next time, which is
 * harmless (settlement pays once). The sweep (settle-sweep.ts) needs no checkpoint at all.
 */
export async function settleResultedSince(
  db: Db,
  since: Date,
  limit = 500,
): Promise<SettlementReport & { games: number; until: Date }> {
  const games = await gamesResultedSince(db, since, limit);
  const report = await settleResultedGames(
    db,
    games.map((g) => g.gameId),
  );
  return { ...report, games: games.length, until: games.at(-1)?.resultedAt ?? since };
}
