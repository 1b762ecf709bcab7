/**
 * The seamless wallet's actions (docs/casino.md "Seamless wallet", "Throughput"): every request is
 * one subtransaction of a group-committed call of casino_wallet_play (migration 0980, writer.ts),
 * every action in it one ledger transaction. Any refusal undoes the whole request, and only it.
 */
import { createHash } from "node:crypto";
import { ERRORS, type ErrorCode } from "@parlay/contracts/errors";
import type { Db } from "@parlay/db";
import { type LimitsEnforcement, minorUnitDigits } from "../limits/index.ts";
import {
  amountNumber,
  type PlayRequest,
  type RollbackRequest,
  type WalletAnswer,
  WalletError,
  type WalletErrorCode,
} from "./protocol.ts";
import { playWriter } from "./writer.ts";

/** What the wallet needs of the limits service: the casino debit check and the round's result. */
export type CasinoLimits = Pick<
  LimitsEnforcement,
  "checkCasinoDebit" | "recordCasinoRound" | "releaseCasinoStake"
>;

export interface WalletDeps {
  db: Db;
  /**
   * Not called any more: casino_wallet_play applies the same rules in the database with the limits
   * service's own SQL (limit_stake_refusal, the usage series, the open casino stakes), as bet
   * placement does (ADR 0010). Kept optional so callers that pass it still compile.
   */
  limits?: CasinoLimits;
  now: () => number;
}

interface Action {
  kind: "bet" | "win" | "rollback";
  ref: string;
  amount: bigint;
  original: string | null;
}

/** The fingerprint of an action's content: a repeated action id must carry exactly the same. */
export function actionHash(a: Action, roundRef: string, userId: bigint): string {
  return createHash("sha256")
    .update(`${a.kind}|${roundRef}|${userId}|${a.amount}|${a.original ?? ""}`)
    .digest("base64url");
}

const CODES = new Set<number>([100, 101, 105, 106, 107, 110, 153, 400, 403, 500]);

/** The catalogue code of a refusal the limits' SQL stored as `{"error":{"code":…}}`. */
function limitCodeOf(stored: string): string {
  return (JSON.parse(stored) as { error?: { code?: string } }).error?.code ?? "";
}

/** The catalogue's message of a limits' refusal code. */
function limitReason(code: string): string {
  return code in ERRORS ? ERRORS[code as ErrorCode].message : "Player is disabled";
}

/** A refusal answered by the database, with the balance after the request was undone. */
function refusal(code: number, message: string | null, balance: bigint | null): WalletError {
  const known = (CODES.has(code) ? code : 500) as WalletErrorCode;
  // The limits' refusals carry their stored JSON; the reason is the catalogue's message.
  const limitCode = message?.startsWith("{") ? limitCodeOf(message) : undefined;
  const text = limitCode !== undefined ? limitReason(limitCode) : message;
  const err = new WalletError(known, text ?? undefined);
  if (limitCode) err.limitCode = limitCode;
  if (balance !== null) err.balance = amountNumber(balance);
  return err;
}

async function run(
  deps: WalletDeps,
  providerId: string,
  req: { user_id: string; currency: string; game?: string; game_id?: string; finished?: boolean },
  actions: readonly Action[],
): Promise<WalletAnswer> {
  const userId = BigInt(req.user_id);
  const roundRef = req.game_id ?? "";
  const item = JSON.stringify({
    provider: providerId,
    user: req.user_id,
    currency: req.currency,
    game: req.game ?? null,
    round: req.game_id ?? null,
    finished: req.finished === true,
    at: new Date(deps.now()).toISOString(),
    digits: minorUnitDigits(req.currency),
    actions: actions.map((a) => ({
      kind: a.kind,
      ref: a.ref,
      amount: Number(a.amount),
      original: a.original,
      hash: actionHash(a, roundRef, userId),
    })),
  });
  const row = await playWriter(deps.db).write(userId, item);
  if (row.o_code !== 0) throw refusal(row.o_code, row.o_message, row.o_balance);
  return {
    balance: amountNumber(row.o_balance ?? 0n),
    ...(req.game_id !== undefined ? { game_id: req.game_id } : {}),
    transactions: row.o_transactions ? JSON.parse(row.o_transactions) : [],
  };
}

export function play(deps: WalletDeps, providerId: string, req: PlayRequest): Promise<WalletAnswer> {
  const actions = (req.actions ?? []).map((a) => ({
    kind: a.action,
    ref: a.action_id,
    amount: BigInt(a.amount),
    original: null,
  }));
  return run(deps, providerId, req, actions);
}

export function rollback(deps: WalletDeps, providerId: string, req: RollbackRequest): Promise<WalletAnswer> {
  const actions = req.actions.map((a) => ({
    kind: "rollback" as const,
    ref: a.action_id,
    amount: 0n,
    original: a.original_action_id,
  }));
  return run(deps, providerId, req, actions);
}

/** The balance for an error answer, read after the request's transaction rolled back. */
export async function balanceForError(db: Db, userIdText: string | undefined, currency: string | undefined) {
  if (!userIdText || !currency || !/^[1-9]\d{0,17}$/.test(userIdText)) return undefined;
  const row = await db
    .selectFrom("wallet_account")
    .select(["balance", "held"])
    .where("user_id", "=", BigInt(userIdText))
    .where("currency", "=", currency)
    .where("type", "in", [0, 9])
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return row ? amountNumber(row.balance - row.held) : undefined;
}
