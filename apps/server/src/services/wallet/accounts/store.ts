import type { Db } from "@parlay/db";
import type { WalletAccountTable } from "@parlay/db/wallet";
import { canOpenAccountIn } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { AppError } from "../../../http/errors.ts";

export type AccountRow = Selectable<WalletAccountTable>;

export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

function assertCurrency(currency: string): void {
  if (!canOpenAccountIn(currency))
    throw new AppError("CURRENCY_NOT_SUPPORTED", `Accounts cannot be opened in ${currency}`);
}

async function findMain(db: Db, userId: bigint): Promise<AccountRow | undefined> {
  return db
    .selectFrom("wallet_account")
    .selectAll()
    .where("user_id", "=", userId)
    .where("type", "=", ACCOUNT_TYPE.main)
    .executeTakeFirst();
}

/**
 * The player's main account, created on first use (idempotent, safe under concurrency: the partial
 * unique index allows one main account per player). The players service does not create accounts;
 * the wallet calls this lazily. An existing main account keeps its currency.
 */
export async function ensureMainAccount(db: Db, userId: bigint, currency: string): Promise<AccountRow> {
  const existing = await findMain(db, userId);
  if (existing) return existing;
  assertCurrency(currency);
  const hasActive = await db
    .selectFrom("wallet_account")
    .select("id")
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  await db
    .insertInto("wallet_account")
    .values({
      user_id: userId,
      currency,
      type: ACCOUNT_TYPE.main,
      label: "Main account",
      is_active: !hasActive,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const main = await findMain(db, userId);
  if (!main) throw new AppError("INTERNAL", "The main account could not be created");
  return main;
}

/** Open accounts (main, currency and bonus), main first. */
export async function listAccounts(db: Db, userId: bigint): Promise<AccountRow[]> {
  return db
    .selectFrom("wallet_account")
    .selectAll()
    .where("user_id", "=", userId)
    .where("closed_at", "is", null)
    .orderBy("type")
    .orderBy("id")
    .execute();
}

/** One of the player's open accounts; NOT_FOUND for another player's or a removed one. */
export async function ownAccount(db: Db, userId: bigint, accountId: bigint): Promise<AccountRow> {
  const row = await db
    .selectFrom("wallet_account")
    .selectAll()
    .where("id", "=", accountId)
    .where("user_id", "=", userId)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", "No such account");
  return row;
}

/** The player's open main or currency account in a currency (where payments land). */
export async function accountInCurrency(db: Db, userId: bigint, currency: string): Promise<AccountRow> {
  const row = await db
    .selectFrom("wallet_account")
    .selectAll()
    .where("user_id", "=", userId)
    .where("currency", "=", currency)
    .where("type", "in", [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency])
    .where("closed_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new AppError("NO_ACCOUNT_IN_CURRENCY", `You have no ${currency} account`);
  return row;
}

/** Makes one of the player's accounts the active one (the shell then resets availablePrepaidAmount). */
export async function switchActiveAccount(db: Db, userId: bigint, accountId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownAccount(trx, userId, accountId);
    // Two statements: the one-active unique index is checked row by row.
    await trx
      .updateTable("wallet_account")
      .set({ is_active: false })
      .where("user_id", "=", userId)
      .where("is_active", "=", true)
      .execute();
    await trx.updateTable("wallet_account").set({ is_active: true }).where("id", "=", accountId).execute();
  });
}

/** Opens (or reopens) a currency account (type 9); the main account must exist already. */
export async function addCurrencyAccount(
  db: Db,
  userId: bigint,
  currency: string,
  mainCurrency: string,
): Promise<AccountRow> {
  assertCurrency(currency);
  return db.transaction().execute(async (trx) => {
    const main = await ensureMainAccount(trx, userId, mainCurrency);
    if (main.currency === currency)
      throw new AppError("ACCOUNT_EXISTS", `Your main account is in ${currency}`);
    const reopened = await trx
      .updateTable("wallet_account")
      .set({ closed_at: null })
      .where("user_id", "=", userId)
      .where("currency", "=", currency)
      .where("type", "=", ACCOUNT_TYPE.currency)
      .where("closed_at", "is not", null)
      .returningAll()
      .executeTakeFirst();
    if (reopened) return reopened;
    const created = await trx
      .insertInto("wallet_account")
      .values({ user_id: userId, currency, type: ACCOUNT_TYPE.currency, label: `${currency} account` })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!created) throw new AppError("ACCOUNT_EXISTS", `You already have a ${currency} account`);
    return created;
  });
}

/**
 * Removes a currency account: only type 9, only with a zero balance and no holds. The row stays
 * (its entries reference it) and is marked closed; the main account becomes active if it was.
 * The row lock makes the emptiness check and the closing one step against concurrent postings.
 */
export async function removeCurrencyAccount(db: Db, userId: bigint, accountId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("wallet_account")
      .selectAll()
      .where("id", "=", accountId)
      .where("user_id", "=", userId)
      .where("closed_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError("NOT_FOUND", "No such account");
    if (row.type !== ACCOUNT_TYPE.currency) throw new AppError("ACCOUNT_NOT_REMOVABLE");
    if (row.balance !== 0n || row.held !== 0n) throw new AppError("ACCOUNT_NOT_EMPTY");
    await trx
      .updateTable("wallet_account")
      .set({ closed_at: new Date(), is_active: false })
      .where("id", "=", accountId)
      .execute();
    if (row.is_active) {
      await trx
        .updateTable("wallet_account")
        .set({ is_active: true })
        .where("user_id", "=", userId)
        .where("type", "=", ACCOUNT_TYPE.main)
        .execute();
    }
  });
}
