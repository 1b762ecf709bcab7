import type { Database } from "@parlay/db";
import { type Kysely, type RawBuilder, sql } from "kysely";

export interface AuditProblem {
  check: string;
  message: string;
  [detail: string]: unknown;
}

export interface AuditReport {
  ok: boolean;
  transactions: number;
  accounts: number;
  problems: AuditProblem[];
}

/** One audit check: a query selecting the offending rows. Other services add their own. */
export interface AuditCheck {
  name: string;
  message: string;
  query: RawBuilder<Record<string, unknown>>;
}

/** Each check selects the offending rows (as text, so the JSON output is exact). */
function checks(limit: number): AuditCheck[] {
  return [
    {
      name: "transaction_unbalanced",
      message: "The entries of a transaction do not sum to zero in a currency",
      query: sql`select transaction_id::text, currency, sum(amount)::text as sum from wallet_entry
        group by transaction_id, currency having sum(amount) <> 0 order by 1 limit ${limit}`,
    },
    {
      name: "transaction_too_few_entries",
      message: "A transaction has fewer than two entries",
      query: sql`select t.id::text as transaction_id, count(e.line)::int as entries from wallet_transaction t
        left join wallet_entry e on e.transaction_id = t.id group by t.id having count(e.line) < 2 order by 1 limit ${limit}`,
    },
    {
      name: "entry_without_transaction",
      message: "An entry belongs to no transaction",
      query: sql`select e.transaction_id::text, e.line from wallet_entry e
        where not exists (select 1 from wallet_transaction t where t.id = e.transaction_id) order by 1, 2 limit ${limit}`,
    },
    {
      name: "entry_line_duplicated",
      message: "A transaction has two entries with the same line number",
      query: sql`select transaction_id::text, line, count(*)::int as times from wallet_entry
        group by transaction_id, line having count(*) > 1 order by 1, 2 limit ${limit}`,
    },
    {
      name: "balance_differs_from_entries",
      message: "A stored balance is not the sum of the account's entries",
      query: sql`select a.id::text as account_id, a.balance::text as stored, coalesce(s.total, 0)::text as entries
        from wallet_account a left join (select account_id, sum(amount) as total from wallet_entry
          where account_id is not null group by account_id) s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0) order by a.id limit ${limit}`,
    },
    {
      name: "held_differs_from_holds",
      message: "A stored held amount is not the sum of the account's active holds",
      query: sql`select a.id::text as account_id, a.held::text as stored, coalesce(h.total, 0)::text as holds
        from wallet_account a left join (select account_id, sum(amount) as total from wallet_hold
          where status = 'active' group by account_id) h on h.account_id = a.id
        where a.held <> coalesce(h.total, 0) order by a.id limit ${limit}`,
    },
    {
      name: "available_below_zero",
      message: "An available balance (balance − held) is below zero",
      query: sql`select id::text as account_id, balance::text, held::text from wallet_account
        where balance - held < 0 or held < 0 order by id limit ${limit}`,
    },
    {
      name: "entry_currency_differs",
      message: "An entry's currency differs from its account's",
      query: sql`select e.transaction_id::text, e.line, e.currency, a.currency as account_currency from wallet_entry e
        join wallet_account a on a.id = e.account_id where e.currency <> a.currency order by 1, 2 limit ${limit}`,
    },
    {
      name: "entry_unknown_house_account",
      message: "An entry names a house account that does not exist",
      query: sql`select e.transaction_id::text, e.line, e.house_code from wallet_entry e
        where e.house_code is not null and not exists (select 1 from wallet_house_account h where h.code = e.house_code)
        order by 1, 2 limit ${limit}`,
    },
    {
      name: "idempotency_key_applied_twice",
      message: "An idempotency key was applied more than once",
      query: sql`select key, count(*)::int as times from (
          select idempotency_key as key from wallet_transaction
          union all select 'hold:' || idempotency_key from wallet_hold) k
        group by key having count(*) > 1 order by 1 limit ${limit}`,
    },
    {
      name: "payment_applied_twice",
      message: "A payment moved money in more than one transaction",
      query: sql`select meta->>'paymentId' as payment_id, count(*)::int as times from wallet_transaction
        where meta ? 'paymentId' and reverses_id is null group by 1 having count(*) > 1 order by 1 limit ${limit}`,
    },
    {
      name: "idempotency_left_pending",
      message: "A committed idempotency record is still pending",
      query: sql`select user_id::text, operation, key from wallet_idempotency where status = 'pending' limit ${limit}`,
    },
    {
      name: "deposit_credit_inconsistent",
      message: "A deposit's status and its ledger credit disagree",
      query: sql`select p.id::text as payment_id, p.status, p.transaction_id::text from wallet_payment p
        where p.kind = 'deposit' and (
          (p.status = 'succeeded') <> (p.transaction_id is not null)
          or (p.transaction_id is not null and not exists (select 1 from wallet_entry e
            where e.transaction_id = p.transaction_id and e.account_id = p.account_id and e.amount = p.amount)))
        order by p.id limit ${limit}`,
    },
    {
      name: "withdrawal_hold_inconsistent",
      message: "A withdrawal's status and its hold disagree",
      query: sql`select p.id::text as payment_id, p.status, h.status as hold_status from wallet_payment p
        join wallet_hold h on h.id = p.hold_id
        where p.kind = 'withdrawal' and not (
          (p.status in ('created', 'pending') and h.status = 'active')
          or (p.status = 'succeeded' and h.status = 'captured' and h.transaction_id = p.transaction_id
              and h.amount = p.amount)
          or (p.status in ('failed', 'cancelled') and h.status = 'released'))
        order by p.id limit ${limit}`,
    },
  ];
}

/**
 * The ledger audit (`npm run --silent ledger:audit`): every transaction balances, each stored
 * balance and held amount equals what its entries and holds say, no available balance is below
 * zero, no idempotency key was applied twice, and payments agree with the money they moved.
 * Read-only; runs in one repeatable-read transaction so the checks see one consistent snapshot.
 */
export async function runAudit(
  db: Kysely<Database>,
  options: { limitPerCheck?: number; extraChecks?: (limit: number) => AuditCheck[] } = {},
): Promise<AuditReport> {
  const limit = options.limitPerCheck ?? 100;
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const problems: AuditProblem[] = [];
      for (const check of [...checks(limit), ...(options.extraChecks?.(limit) ?? [])]) {
        const { rows } = await check.query.execute(trx);
        for (const row of rows) problems.push({ check: check.name, message: check.message, ...row });
      }
      const counts = await sql<{ transactions: number; accounts: number }>`
        select (select count(*) from wallet_transaction)::int as transactions,
               (select count(*) from wallet_account)::int as accounts`.execute(trx);
      const c = counts.rows[0] ?? { transactions: 0, accounts: 0 };
      return { ok: problems.length === 0, transactions: c.transactions, accounts: c.accounts, problems };
    });
}
