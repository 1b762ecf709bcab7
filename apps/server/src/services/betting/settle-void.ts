/**
 * An operator's void of an outcome (a leg): every coupon with a leg on it settles that leg as a
 * return (status 2; 3 "forced return" when asked), whatever the feed says. Open coupons settle as
 * soon as the engine can decide them; settled ones are re-settled by reversal (a new version).
 * The void is recorded once (bet_outcome_void); repeating it changes nothing.
 */
import type { Db } from "@parlay/db";
import { BetStatus } from "@parlay/domain/betting";
import { AppError } from "../../http/errors.ts";
import { type SettlementLogger, type SettlementReport, settleCoupons } from "./settle.ts";

export interface VoidOutcomeInput {
  outcomeId: number;
  reason: string;
  /** Who voided it (an operator's name; "cli" from the command line). */
  voidedBy: string;
  /** 2 return (default) or 3 forced return. */
  statusId?: 2 | 3;
}

export interface VoidOutcomeAnswer extends SettlementReport {
  outcomeId: number;
  statusId: number;
  /** False when the outcome had already been voided (nothing new recorded). */
  created: boolean;
  coupons: number;
}

export async function voidOutcome(
  db: Db,
  input: VoidOutcomeInput,
  opts: { logger?: SettlementLogger } = {},
): Promise<VoidOutcomeAnswer> {
  const outcome = await db
    .selectFrom("sb_outcome")
    .select(["outcome_id", "game_id"])
    .where("outcome_id", "=", BigInt(input.outcomeId))
    .executeTakeFirst();
  if (!outcome) throw new AppError("NOT_FOUND", `No outcome ${input.outcomeId}`);
  const statusId = input.statusId ?? BetStatus.return;
  const inserted = await db
    .insertInto("bet_outcome_void")
    .values({
      outcome_id: outcome.outcome_id,
      status_id: statusId,
      reason: input.reason,
      voided_by: input.voidedBy,
    })
    .onConflict((oc) => oc.column("outcome_id").doNothing())
    .returning("status_id")
    .executeTakeFirst();
  const recorded = inserted
    ? inserted.status_id
    : (
        await db
          .selectFrom("bet_outcome_void")
          .select("status_id")
          .where("outcome_id", "=", outcome.outcome_id)
          .executeTakeFirstOrThrow()
      ).status_id;
  // Legs are found through the game's index (bet_coupon_bet_game), then by outcome.
  const legs = await db
    .selectFrom("bet_coupon_bet")
    .select("coupon_id")
    .distinct()
    .where("game_id", "=", outcome.game_id)
    .where("outcome_id", "=", outcome.outcome_id)
    .orderBy("coupon_id")
    .execute();
  const report = await settleCoupons(
    db,
    legs.map((l) => l.coupon_id),
    { reason: "void", ...(opts.logger ? { logger: opts.logger } : {}) },
  );
  return {
    ...report,
    outcomeId: input.outcomeId,
    statusId: recorded,
    created: inserted !== undefined,
    coupons: legs.length,
  };
}
