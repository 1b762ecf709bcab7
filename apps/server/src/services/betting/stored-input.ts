/**
 * The engine input of a STORED coupon: what settlement must hand to settleCoupon for every type.
 * Placement writes the structure this reads back (placed odds per leg; banker = system banker or
 * multibet lobby; block_id for multibet / conditional; bet_coupon_block for conditional stakes;
 * anti_express_coef and its margin; bonus_coef for the express bonus).
 */
import type { Db } from "@parlay/db";
import type {
  BetStatusId,
  BlockAmount,
  CouponInput,
  CouponTypeId,
  Money,
  Odds,
} from "@parlay/domain/betting";
import { engineInput } from "./engine-input.ts";
import type { CouponRow } from "./store.ts";

export interface StoredLeg {
  coef: number;
  is_banker: boolean;
  block_id: number | null;
}

/** Reads the conditional block stakes of a coupon (ascending block id). */
export async function storedBlockAmounts(db: Db, couponId: bigint): Promise<BlockAmount[]> {
  const rows = await db
    .selectFrom("bet_coupon_block")
    .select(["block_id", "amount"])
    .where("coupon_id", "=", couponId)
    .orderBy("block_id")
    .execute();
  return rows.map((r) => (r.amount === null ? "max" : (r.amount as Money)));
}

/**
 * The settleCoupon input of a stored coupon, legs in position order with their current statuses.
 * `blockAmounts` comes from storedBlockAmounts (conditional only).
 */
export function storedCouponInput(
  coupon: Pick<
    CouponRow,
    "type_id" | "amount" | "system_value" | "bonus_coef" | "anti_express_coef" | "anti_express_margin_bp"
  >,
  legs: readonly StoredLeg[],
  statuses: readonly BetStatusId[],
  blockAmounts: readonly BlockAmount[] = [],
): CouponInput {
  const typeId = coupon.type_id as CouponTypeId;
  return engineInput({
    typeId,
    amount: coupon.amount as Money,
    systemValue: coupon.system_value,
    legs: legs.map((l, i) => ({
      odds: BigInt(l.coef) as Odds,
      ...(statuses[i] === undefined ? {} : { status: statuses[i] }),
      banker: l.is_banker,
      blockId: l.block_id,
    })),
    blockAmounts,
    ...(coupon.anti_express_margin_bp === null
      ? {}
      : {
          antiExpress: {
            marginBasisPoints: coupon.anti_express_margin_bp,
            ...(coupon.anti_express_coef === null
              ? {}
              : { placedCoef: BigInt(coupon.anti_express_coef) as Odds }),
          },
        }),
    ...(coupon.bonus_coef === null ? {} : { bonusBet: true }),
  });
}
