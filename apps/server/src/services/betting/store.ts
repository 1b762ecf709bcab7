/** Reading coupons back: a player's bet history and one coupon, always scoped to its owner. */
import type { Db } from "@parlay/db";
import { type CouponView, presentCoupon } from "./views.ts";

async function withBets(db: Db, coupons: Parameters<typeof presentCoupon>[0][]): Promise<CouponView[]> {
  if (coupons.length === 0) return [];
  const bets = await db
    .selectFrom("bet_coupon_bet")
    .selectAll()
    .where(
      "coupon_id",
      "in",
      coupons.map((c) => c.id),
    )
    .execute();
  return coupons.map((c) =>
    presentCoupon(
      c,
      bets.filter((b) => b.coupon_id === c.id),
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
  const [view] = await withBets(db, [coupon]);
  return view;
}

/** The player's coupons, newest first. */
export async function couponHistory(
  db: Db,
  userId: bigint,
  page: number,
  pageSize: number,
): Promise<{ items: CouponView[]; page: number; pageSize: number; total: number }> {
  const rows = await db
    .selectFrom("bet_coupon")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom("bet_coupon")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { items: await withBets(db, rows), page, pageSize, total: Number(count.n) };
}
