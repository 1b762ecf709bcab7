/**
 * The ledger side of settlement. Every movement is one balanced transaction with a key derived
 * from the coupon and its settlement version, so a repeat (a second settler, a retried sweep)
 * replays instead of paying twice:
 *
 * - `bet:{id}:settle` (version 1) / `bet:{id}:settle:v{N}` — the stake leaves bets_in_play, the
 *   player gets the return, the difference goes to (or comes from) the house's winnings;
 * - `bet:{id}:settle:v{N}:reverse` — the reversal of version N−1's transaction (all entries negated);
 * - `bet:{id}:settle:v{N}:shortfall` — the house fronts what the player no longer holds;
 * - `bet:{id}:settle:v{N}:recover:{debtId}` — a later payout pays a debt back;
 * - `bet:debt:{debtId}:payment:{paymentId}` — so does a deposit (debts.ts).
 */
import type { Db } from "@parlay/db";
import { sql } from "kysely";
import type { EntryInput } from "../wallet/index.ts";
import { postTransaction, reverseTransaction } from "../wallet/index.ts";

export interface CouponMoney {
  couponId: bigint;
  userId: bigint;
  accountId: bigint;
  currency: string;
  stakeTransactionId: bigint;
}

export function settlementKey(couponId: bigint, version: number): string {
  return version === 1 ? `bet:${couponId}:settle` : `bet:${couponId}:settle:v${version}`;
}

/** What the stake put into bets_in_play (read from the stake transaction: it is authoritative). */
export async function stakeInPlay(trx: Db, c: CouponMoney): Promise<bigint> {
  const row = await trx
    .selectFrom("wallet_entry")
    .select((eb) => eb.fn.sum<string>("amount").as("sum"))
    .where("transaction_id", "=", c.stakeTransactionId)
    .where("house_code", "=", "bets_in_play")
    .executeTakeFirst();
  return BigInt(row?.sum ?? 0);
}

/** Posts version `version`'s settlement: the stake out of bets_in_play, `paid` to the player. */
export async function postSettlement(
  trx: Db,
  c: CouponMoney,
  stake: bigint,
  paid: bigint,
  status: number,
  version: number,
): Promise<bigint> {
  const entries: EntryInput[] = [{ house: "bets_in_play", currency: c.currency, amount: -stake }];
  if (paid > 0n) entries.push({ account: c.accountId, currency: c.currency, amount: paid });
  if (stake !== paid) entries.push({ house: "winnings", currency: c.currency, amount: stake - paid });
  const tx = await postTransaction(trx, {
    idempotencyKey: settlementKey(c.couponId, version),
    kind: paid > 0n ? "bet.win" : "bet.lose",
    userId: c.userId,
    entries,
    meta:
      version === 1
        ? { couponId: Number(c.couponId), status }
        : { couponId: Number(c.couponId), status, version },
  });
  return tx.transactionId;
}

/** Reverses the previous version's transaction (append-only: a new, negated transaction). */
export async function reversePrevious(
  trx: Db,
  c: CouponMoney,
  previousTransactionId: bigint,
  version: number,
  reason: string,
): Promise<bigint> {
  const tx = await reverseTransaction(trx, {
    transactionId: previousTransactionId,
    idempotencyKey: `${settlementKey(c.couponId, version)}:reverse`,
    reason,
  });
  return tx.transactionId;
}

const minMoney = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** The account's available balance, the row locked until commit (no withdrawal can slip in). */
export async function lockedAvailable(trx: Db, accountId: bigint): Promise<bigint> {
  const { rows } = await sql<{ available: string }>`select (balance - held)::text as available
      from wallet_account where id = ${accountId} for no key update`.execute(trx);
  return BigInt(rows[0]?.available ?? 0);
}

/** The house fronts `amount` to the player so that a reversal can post; recorded as a debt. */
export async function frontShortfall(
  trx: Db,
  c: CouponMoney,
  version: number,
  amount: bigint,
): Promise<void> {
  await postTransaction(trx, {
    idempotencyKey: `${settlementKey(c.couponId, version)}:shortfall`,
    kind: "bet.resettle.shortfall",
    userId: c.userId,
    entries: [
      { account: c.accountId, currency: c.currency, amount },
      { house: "winnings", currency: c.currency, amount: -amount },
    ],
    meta: { couponId: Number(c.couponId), version },
  });
  await trx
    .insertInto("bet_player_debt")
    .values({
      user_id: c.userId,
      account_id: c.accountId,
      currency: c.currency,
      coupon_id: c.couponId,
      version,
      amount,
      outstanding: amount,
    })
    .execute();
}

/** Minor units still owed on an account (0 when nothing is). */
export async function openDebt(trx: Db, accountId: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom("bet_player_debt")
    .select((eb) => eb.fn.sum<string>("outstanding").as("owed"))
    .where("account_id", "=", accountId)
    .where("outstanding", ">", 0n)
    .executeTakeFirst();
  return BigInt(row?.owed ?? 0);
}

/** Whose money pays a debt back: a player's account in its currency. */
export interface DebtPayer {
  userId: bigint;
  accountId: bigint;
  currency: string;
}

/**
 * Pays the account's outstanding debts back, oldest first, from `gain` (never more than the gain,
 * nor than the account holds; the account row is locked first). Each repayment is one ledger
 * transaction under `keyOf(debtId)`; a key that was posted before (a replay) changes no debt.
 * Answers the amount recovered.
 */
export async function recoverOpenDebts(
  trx: Db,
  payer: DebtPayer,
  gain: bigint,
  keyOf: (debtId: bigint) => string,
  meta: Record<string, unknown>,
): Promise<bigint> {
  if (gain <= 0n) return 0n;
  // Most payouts meet no debt: look before locking anything.
  if ((await openDebt(trx, payer.accountId)) === 0n) return 0n;
  // The account first, then its debts: the order re-settlement and the withdrawal check lock them in.
  const available = await lockedAvailable(trx, payer.accountId);
  const debts = await trx
    .selectFrom("bet_player_debt")
    .select(["id", "outstanding"])
    .where("account_id", "=", payer.accountId)
    .where("outstanding", ">", 0n)
    .orderBy("id")
    .forUpdate()
    .execute();
  let left = minMoney(gain, available);
  let recovered = 0n;
  for (const debt of debts) {
    if (left <= 0n) break;
    const x = minMoney(debt.outstanding, left);
    const posted = await postTransaction(trx, {
      idempotencyKey: keyOf(debt.id),
      kind: "bet.debt.recover",
      userId: payer.userId,
      entries: [
        { account: payer.accountId, currency: payer.currency, amount: -x },
        { house: "winnings", currency: payer.currency, amount: x },
      ],
      meta: { ...meta, debtId: Number(debt.id) },
    });
    if (posted.replayed) continue;
    await trx
      .updateTable("bet_player_debt")
      .set({ outstanding: debt.outstanding - x })
      .where("id", "=", debt.id)
      .execute();
    left -= x;
    recovered += x;
  }
  return recovered;
}

/** Pays the account's outstanding debts back from a settlement payout of `gain`. */
export function recoverDebts(trx: Db, c: CouponMoney, version: number, gain: bigint): Promise<bigint> {
  return recoverOpenDebts(
    trx,
    c,
    gain,
    (debtId) => `${settlementKey(c.couponId, version)}:recover:${debtId}`,
    {
      couponId: Number(c.couponId),
      version,
    },
  );
}
