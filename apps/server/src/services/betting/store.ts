/**
 * Reading coupons back: a player's bet history (with filters) and one coupon, always scoped to
 * its owner. Each leg is shown with its game, market and outcome names from the catalogue.
 */
import type { Database, Db } from "@parlay/db";
import { formatOddsDecimal, type Odds } from "@parlay/domain/betting";
import { formatMoney } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { parseDateBound } from "../wallet/index.ts";
import type { CouponView, HistoryQuery } from "./views.ts";

export type CouponRow = Selectable<Database["bet_coupon"]>;

/** History status filter → the engine's coupon statuses (half results: 4, 6 won-ish, 5 lost-ish). */
export const STATUS_FILTER: Record<Exclude<HistoryQuery["status"], "all">, number[]> = {
  open: [-1],
  won: [1, 4, 6],
  lost: [0, 5],
  returned: [2, 3],
};

const thousandths = (v: number | null) => (v === null ? null : formatOddsDecimal(BigInt(v) as Odds));

async function legsOf(db: Db, couponIds: bigint[]) {
  return db
    .selectFrom("bet_coupon_bet as b")
    .leftJoin("sb_outcome as o", "o.outcome_id", "b.outcome_id")
    .leftJoin("sb_market as m", "m.market_id", "b.market_id")
    .leftJoin("sb_game as g", "g.game_id", "b.game_id")
    .leftJoin("sb_champ as c", "c.champ_id", "g.champ_id")
    .select([
      "b.coupon_id",
      "b.position",
      "b.outcome_id",
      "b.market_id",
      "b.game_id",
      "b.coef",
      "b.is_banker",
      "b.block_id",
      "b.status_id",
      "o.name as outcome_name",
      "m.name as market_name",
      "g.number",
      "g.sport_id",
      "g.home",
      "g.away",
      "g.start_at",
      "g.status_id as game_status",
      "g.time_sec",
      "g.is_finished",
      "g.score_home",
      "g.score_away",
      "c.name_eng as champ_name",
    ])
    .where("b.coupon_id", "in", couponIds)
    .orderBy("b.coupon_id")
    .orderBy("b.position")
    .execute();
}

/** A leg as the answer shows it: the stored leg with its game, market, outcome and championship names. */
export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

/** What a coupon view shows of the coupon row. */
export type CouponFields = Pick<
  CouponRow,
  | "id"
  | "code"
  | "type_id"
  | "amount"
  | "currency"
  | "account_id"
  | "system_value"
  | "change_coef_action"
  | "status"
  | "is_live"
  | "placed_at"
  | "settled_at"
  | "return_amount"
  | "possible_win"
  | "bonus_coef"
  | "is_vip_bet"
>;

/** The game has kicked off (by the feed's status and clock, not the scheduled start time). */
function hasStarted(l: LegRow): boolean {
  return l.is_finished === true || (l.time_sec ?? 0) > 0 || [2, 3, 4].includes(l.game_status ?? 0);
}

function scoreOf(l: LegRow): string | null {
  if (l.score_home === null || l.score_away === null) return null;
  return hasStarted(l) ? `${l.score_home}:${l.score_away}` : null;
}

export function presentCoupon(c: CouponFields, legs: readonly LegRow[]): CouponView {
  const amount = (v: bigint | null) => (v === null ? null : formatMoney(v, c.currency));
  return {
    id: Number(c.id),
    code: c.code,
    typeId: c.type_id,
    amount: formatMoney(c.amount, c.currency),
    currency: c.currency,
    accountId: Number(c.account_id),
    systemValue: c.system_value,
    changeCoefAction: c.change_coef_action,
    status: c.status,
    isLive: c.is_live,
    placedAt: c.placed_at.toISOString(),
    settledAt: c.settled_at?.toISOString() ?? null,
    returnAmount: amount(c.return_amount),
    possibleWin: amount(c.possible_win),
    bonusCoef: thousandths(c.bonus_coef),
    isVipBet: c.is_vip_bet,
    bets: legs.map((l) => ({
      outcomeId: Number(l.outcome_id),
      marketId: Number(l.market_id),
      gameId: Number(l.game_id),
      gameNumber: l.number ?? 0,
      sportId: l.sport_id ?? 0,
      champName: l.champ_name ?? "",
      home: l.home ?? "",
      away: l.away ?? "",
      startAt: l.start_at ? new Date(l.start_at).toISOString() : null,
      score: scoreOf(l),
      // A live bet's game runs while its leg waits for a result: "in play", never "not started".
      inPlay: hasStarted(l) && l.is_finished !== true,
      marketName: l.market_name ?? "",
      outcomeName: l.outcome_name ?? "",
      coef: formatOddsDecimal(BigInt(l.coef) as Odds),
      banker: l.is_banker,
      blockId: l.block_id,
      statusId: l.status_id,
    })),
  };
}

/** Coupons with their legs, in the order given. */
export async function presentCoupons(db: Db, coupons: readonly CouponRow[]): Promise<CouponView[]> {
  if (coupons.length === 0) return [];
  const legs = await legsOf(
    db,
    coupons.map((c) => c.id),
  );
  return coupons.map((c) =>
    presentCoupon(
      c,
      legs.filter((l) => l.coupon_id === c.id),
    ),
  );
}

/** One of the player's coupons; undefined for an unknown id or another player's coupon. */
export async function ownCoupon(db: Db, userId: bigint, couponId: bigint): Promise<CouponView | undefined> {
  const coupon = await db
    .selectFrom("bet_coupon")
    .selectAll()
    .where("id", "=", couponId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!coupon) return undefined;
  const [view] = await presentCoupons(db, [coupon]);
  return view;
}

/** The player's coupons, newest first, filtered by status, placing date, type and account. */
export async function couponHistory(
  db: Db,
  userId: bigint,
  q: HistoryQuery,
): Promise<{ items: CouponView[]; page: number; pageSize: number; total: number }> {
  const from = parseDateBound(q.from, "from");
  const to = parseDateBound(q.to, "to");
  let query = db.selectFrom("bet_coupon").where("user_id", "=", userId);
  if (q.status !== "all") query = query.where("status", "in", STATUS_FILTER[q.status]);
  if (from) query = query.where("placed_at", ">=", from);
  if (to) query = query.where("placed_at", "<", to);
  if (q.typeId !== undefined) query = query.where("type_id", "=", q.typeId);
  if (q.accountId !== undefined) query = query.where("account_id", "=", BigInt(q.accountId));
  const rows = await query
    .selectAll()
    .orderBy("id", "desc")
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return {
    items: await presentCoupons(db, rows),
    page: q.page,
    pageSize: q.pageSize,
    total: Number(count.n),
  };
}
