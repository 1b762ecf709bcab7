/**
 * Coupon codes ("load coupon by code", spec 001 §3 loadCouponInputValue): a coupon's shape (type,
 * system value, bets with banker and block) under 8 characters a person can read out and type.
 * Every placed coupon gets one too, so a slip seen in the history can be loaded again.
 */
import { randomInt } from "node:crypto";
import type { Db } from "@parlay/db";
import { AppError } from "../../http/errors.ts";
import { getOutcomes } from "../sportsbook/index.ts";

/** A–Z and 2–9 without the look-alikes I, O, 0 and 1: 32 symbols, 40 bits in 8 characters. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

export interface CodeBet {
  outcomeId: number;
  banker: boolean;
  blockId: number | null;
}

export interface CouponShape {
  typeId: number;
  systemValue: number | null;
  bets: CodeBet[];
}

export function randomCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Stores a shape under a fresh code (a collision, one in 2^40, draws again). */
export async function createCode(db: Db, shape: CouponShape): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await db
      .insertInto("bet_coupon_code")
      .values({
        code: randomCode(),
        type_id: shape.typeId,
        system_value: shape.systemValue,
        bets: JSON.stringify(shape.bets),
      })
      .onConflict((oc) => oc.doNothing())
      .returning("code")
      .executeTakeFirst();
    if (row) return row.code;
  }
  throw new Error("no free coupon code after 8 draws");
}

function storedBets(value: unknown): CodeBet[] {
  const list = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? (list as CodeBet[]) : [];
}

/** The shape behind a code with the current state of every outcome still in the catalogue. */
export async function loadCode(db: Db, code: string) {
  const row = await db.selectFrom("bet_coupon_code").selectAll().where("code", "=", code).executeTakeFirst();
  if (!row) throw new AppError("COUPON_CODE_NOT_FOUND", `No coupon has the code ${code}`);
  const bets = storedBets(row.bets);
  const current = new Map(
    (
      await getOutcomes(
        db,
        bets.map((b) => b.outcomeId),
      )
    ).map((o) => [o.market.id, o]),
  );
  return {
    code: row.code,
    typeId: row.type_id,
    systemValue: row.system_value,
    // Outcomes gone from the catalogue are left out, as GET /web-api/sportsbook/outcomes does.
    bets: bets.flatMap((b) => {
      const bet = current.get(b.outcomeId);
      return bet ? [{ ...bet, banker: b.banker, blockId: b.blockId }] : [];
    }),
  };
}
