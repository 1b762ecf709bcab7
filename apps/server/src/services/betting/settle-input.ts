/**
 * From stored rows to the engine's CouponInput: the placed odds and structure of a coupon (legs in
 * position order, bankers, blocks, lobby) plus the optional per-type terms some coupon types store.
 * Pure: no IO here except `storedCouponTerms`, which reads the optional columns defensively.
 */
import type { Db } from "@parlay/db";
import {
  BetStatus,
  type BetStatusId,
  type BlockAmount,
  type CouponInput,
  CouponType,
  type CouponTypeId,
  DEFAULT_ANTI_EXPRESS_MARGIN_BP,
  isBetStatusId,
  type Money,
  type Odds,
} from "@parlay/domain/betting";
import { sql } from "kysely";

/** A leg as settlement reads it: the placed odds and the effective status of its outcome. */
export interface StoredLeg {
  position: number;
  coef: number;
  isBanker: boolean;
  blockId: number | null;
  /** The status settlement uses: an operator's void first, else the feed's outcome status. */
  effectiveStatus: number | null;
}

/**
 * Optional terms of a stored coupon that only some types (and only the newer placement code)
 * write. They are read by name from the row as JSON, so a database without these columns simply
 * yields nulls: settlement never depends on a column that may not exist yet.
 *
 * Expected columns on `bet_coupon` (all nullable):
 * - `bonus_coef integer` — the express bonus multiplier shown at placement in thousandths (1050 =
 *   ×1.05; a decimal 1.05 is read too); above ×1 means the bonus bet was taken (so does
 *   `is_bonus_bet boolean` true). The engine recounts the multiplier at settlement without the void
 *   legs (docs/betting.md, "Bonus bet"), so only "taken or not" is read from the row.
 * - `anti_express_coef integer` — the anti-express coefficient priced at placement (thousandths).
 * - `anti_express_margin_bp integer` — the margin it was priced with, in basis points.
 * - `amount_by_block_id jsonb` — conditional (5), else the `bet_coupon_block` rows placement writes: `{ "<blockId>": "<minor units>" | "max" }`.
 * - `amount_by_bet_id jsonb` — many singles (9) stored as one coupon: `{ "<outcomeId>": "<minor units>" }`.
 */
export interface StoredCouponTerms {
  /** The stored multiplier as a number (thousandths or decimal, as stored), or null. */
  bonusCoef: number | null;
  isBonusBet: boolean;
  antiExpressCoef: number | null;
  antiExpressMarginBp: number | null;
  amountByBlockId: Record<string, string | number> | null;
  amountByBetId: Record<string, string | number> | null;
}

const intOrNull = (v: unknown): number | null => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
};
const numOrNull = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
const objOrNull = (v: unknown): Record<string, string | number> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, string | number>) : null;

/** Reads the optional per-type terms of a coupon (see StoredCouponTerms); nulls when absent. */
export async function storedCouponTerms(db: Db, couponId: bigint): Promise<StoredCouponTerms> {
  const row = await sql<{
    j: Record<string, unknown> | null;
  }>`select to_jsonb(c) as j from bet_coupon c where c.id = ${couponId}`
    .execute(db)
    .then((r) => r.rows[0]?.j ?? {});
  const j = row ?? {};
  return {
    bonusCoef: numOrNull(j.bonus_coef),
    isBonusBet: j.is_bonus_bet === true,
    antiExpressCoef: intOrNull(j.anti_express_coef),
    antiExpressMarginBp: intOrNull(j.anti_express_margin_bp),
    amountByBlockId: objOrNull(j.amount_by_block_id) ?? (await blockStakes(db, couponId)),
    amountByBetId: objOrNull(j.amount_by_bet_id),
  };
}

/** Conditional stakes as placement stores them: bet_coupon_block rows (amount null = "max"). */
async function blockStakes(db: Db, couponId: bigint): Promise<Record<string, string> | null> {
  const rows = await db
    .selectFrom("bet_coupon_block")
    .select(["block_id", "amount"])
    .where("coupon_id", "=", couponId)
    .execute();
  if (rows.length === 0) return null;
  return Object.fromEntries(
    rows.map((r) => [String(r.block_id), r.amount === null ? "max" : String(r.amount)]),
  );
}

/**
 * The stored bonus multiplier of an express in thousandths (1050 = ×1.05), or null when the coupon
 * has none: the one reader of `bonus_coef` (thousandths, or a decimal below 100) and `is_bonus_bet`.
 */
export function storedBonusMultiplier(terms: StoredCouponTerms): number | null {
  const c = terms.bonusCoef;
  const thousandths = c === null ? null : c < 100 ? Math.round(c * 1000) : Math.round(c);
  if (thousandths !== null && thousandths > 1000) return thousandths;
  return terms.isBonusBet ? 1000 : null;
}

/** A final status (0 … 6) or "still open" for anything else (null, -1, -2, unknown). */
export function legStatus(statusId: number | null | undefined): BetStatusId {
  return isBetStatusId(statusId) && statusId >= 0 ? statusId : BetStatus.notStarted;
}

function minor(v: string | number | undefined): Money | null {
  if (typeof v === "number" && Number.isSafeInteger(v) && v > 0) return BigInt(v) as Money;
  if (typeof v === "string" && /^\d+$/.test(v) && BigInt(v) > 0n) return BigInt(v) as Money;
  return null;
}

/** Blocks in ascending block id order (legs without a block id form one block at the end). */
function blocksOf(
  legs: readonly StoredLeg[],
  skip: (leg: StoredLeg) => boolean,
): { id: number | null; legs: number[] }[] {
  const byId = new Map<number | null, number[]>();
  legs.forEach((leg, i) => {
    if (skip(leg)) return;
    const list = byId.get(leg.blockId) ?? [];
    list.push(i);
    byId.set(leg.blockId, list);
  });
  return [...byId.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([id, list]) => ({ id, legs: list }));
}

export interface StoredCoupon {
  typeId: number;
  amount: bigint;
  systemValue: number | null;
}

/**
 * The engine's input for a stored coupon with the given leg statuses. Structure by type:
 * system (2) bankers = banker legs; multibet (4) blocks by block id, lobby = banker legs;
 * conditional (5) blocks by block id, amounts from amount_by_block_id (missing → "max");
 * many singles (9) amounts from amount_by_bet_id keyed by outcome id (else `amount` each);
 * anti-express (6) the placed coefficient and margin when stored; express (1) the bonus bet.
 */
export function couponInputOf(
  coupon: StoredCoupon,
  legs: readonly (StoredLeg & { outcomeId: bigint })[],
  statuses: readonly BetStatusId[],
  terms: StoredCouponTerms,
): CouponInput {
  const typeId = coupon.typeId as CouponTypeId;
  const selections = legs.map((l, i) => ({
    odds: BigInt(l.coef) as Odds,
    status: statuses[i] ?? BetStatus.notStarted,
  }));
  const bankers = legs.flatMap((l, i) => (l.isBanker ? [i] : []));
  const base = { typeId, amount: coupon.amount as Money, selections };
  switch (typeId) {
    case CouponType.system:
      return {
        ...base,
        ...(coupon.systemValue === null ? {} : { systemValue: coupon.systemValue }),
        ...(bankers.length > 0 ? { bankers } : {}),
      };
    case CouponType.multibet:
      return {
        ...base,
        ...(coupon.systemValue === null ? {} : { systemValue: coupon.systemValue }),
        blocks: blocksOf(legs, (l) => l.isBanker).map((b) => b.legs),
        ...(bankers.length > 0 ? { lobby: bankers } : {}),
      };
    case CouponType.conditional: {
      const blocks = blocksOf(legs, () => false);
      const amounts = terms.amountByBlockId ?? {};
      const blockAmounts: BlockAmount[] = blocks.slice(1).map((b) => {
        const v = b.id === null ? undefined : amounts[String(b.id)];
        return v === "max" ? "max" : (minor(v) ?? "max");
      });
      return { ...base, blocks: blocks.map((b) => b.legs), blockAmounts };
    }
    case CouponType.manySingles: {
      const byBet = terms.amountByBetId;
      if (!byBet) return base;
      return {
        ...base,
        amountByBet: legs.map((l) => minor(byBet[String(l.outcomeId)]) ?? (coupon.amount as Money)),
      };
    }
    case CouponType.antiExpress:
      if (terms.antiExpressMarginBp === null && terms.antiExpressCoef === null) return base;
      return {
        ...base,
        antiExpress: {
          marginBasisPoints: terms.antiExpressMarginBp ?? DEFAULT_ANTI_EXPRESS_MARGIN_BP,
          ...(terms.antiExpressCoef !== null && terms.antiExpressCoef > 1000
            ? { placedCoef: BigInt(terms.antiExpressCoef) as Odds }
            : {}),
        },
      };
    case CouponType.express:
      return storedBonusMultiplier(terms) === null ? base : { ...base, bonusBet: true };
    default:
      return base;
  }
}
