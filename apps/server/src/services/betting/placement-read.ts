/**
 * The one read of a placement: the player's account, any answer already stored under the
 * idempotency key, and the current state of the chosen outcomes (with the names the answer
 * shows), in one statement and one round trip. It reads three services' tables (wallet, betting,
 * sportsbook) on the hot path; each keeps its own writes.
 */
import { type Db, preparedStatement } from "@parlay/db";
import { CompiledQuery } from "kysely";
import { AppError } from "../../http/errors.ts";
import { type CouponBet, couponBetOf, type OutcomeRow } from "../sportsbook/index.ts";
import type { StoredAnswer } from "../wallet/index.ts";
import { ACCOUNT_TYPE } from "../wallet/index.ts";
import type { PlaceBody } from "./views.ts";

export const PLACE_OPERATION = "bet.place";

interface ReadRow extends Partial<OutcomeRow> {
  account_id: bigint | null;
  account_type: number | null;
  account_currency: string | null;
  answer_hash: string | null;
  answer_status: string | null;
  answer_code: number | null;
  answer: string | null;
  champ_name: string | null;
}

/** An outcome as read: the coupon-bet shape the checks use and the raw row the answer shows. */
export interface ReadOutcome {
  bet: CouponBet;
  row: OutcomeRow & { champ_name: string | null };
}

export interface PlacementAccount {
  id: bigint;
  currency: string;
  isBonus: boolean;
}

export interface PlacementRead {
  /** The player's account the coupon is placed from; null: none matches (see accountOf). */
  account: PlacementAccount | null;
  /** The answer already stored under this key, if any. */
  answered: StoredAnswer | null;
  outcomes: ReadOutcome[];
}

// bet_placement_read (migration 0420): an account by id (the player's, open) or the player's
// main/currency account in the currency; the key's stored answer; the outcomes with their market,
// game and championship — one row per outcome, or one row of nulls when none is known.
const READ_SQL = `${preparedStatement("bet_placement_read")}select * from bet_placement_read($1, $2, $3, $4, $5)`;

export async function readPlacement(db: Db, userId: bigint, body: PlaceBody): Promise<PlacementRead> {
  const { rows } = await db.executeQuery<ReadRow>(
    CompiledQuery.raw(READ_SQL, [
      userId,
      body.currency,
      body.accountId ?? null,
      body.idempotencyKey,
      body.bets.map((b) => b.outcomeId),
    ]),
  );
  const first = rows[0] as ReadRow;
  return {
    account:
      first.account_id === null
        ? null
        : {
            id: first.account_id,
            currency: first.account_currency as string,
            isBonus: first.account_type === ACCOUNT_TYPE.bonus,
          },
    answered:
      first.answer_hash === null
        ? null
        : {
            requestHash: first.answer_hash,
            status: first.answer_status as string,
            statusCode: first.answer_code,
            response: first.answer,
          },
    outcomes: rows
      .filter((r) => r.outcome_id !== null && r.outcome_id !== undefined)
      .map((r) => {
        const row = r as OutcomeRow & { champ_name: string | null };
        return { bet: couponBetOf(row), row };
      }),
  };
}

/** The refusal for a placement whose account is missing or closed (as the wallet's routes word it). */
export function noAccount(body: PlaceBody): AppError {
  return body.accountId !== undefined
    ? new AppError("NOT_FOUND", "No such account")
    : new AppError("NO_ACCOUNT_IN_CURRENCY", `You have no ${body.currency} account`);
}

/** The account of the read, or the refusal the player gets. */
export function accountOf(read: PlacementRead, body: PlaceBody): PlacementAccount {
  const { account } = read;
  if (!account) throw noAccount(body);
  if (account.currency !== body.currency)
    throw new AppError(
      "NO_ACCOUNT_IN_CURRENCY",
      `Account ${body.accountId} is not a ${body.currency} account`,
    );
  return account;
}
