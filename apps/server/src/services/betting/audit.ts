/**
 * The betting service's audit checks, run with the ledger's (`npm run ledger:audit`): the
 * references a coupon's rows make, which no foreign key enforces on the placement path (migration
 * 0421 says why) — every coupon has its stake transaction (a bet.stake debit of its amount from its
 * account), its code, its account in its currency and at least one leg; every leg and block has its
 * coupon.
 */
import type { Database } from "@parlay/db";
import { type Kysely, sql } from "kysely";
import { limitsAuditChecks } from "../limits/index.ts";
import { type AuditCheck, type AuditReport, runAudit } from "../wallet/index.ts";

export function bettingAuditChecks(limit: number): AuditCheck[] {
  return [
    {
      name: "coupon_stake_missing",
      message: "A coupon's stake transaction is missing or does not debit its account",
      query: sql`select c.id::text as coupon_id, c.stake_transaction_id::text from bet_coupon c
        where not exists (select 1 from wallet_transaction t join wallet_entry e on e.transaction_id = t.id
          where t.id = c.stake_transaction_id and t.kind = 'bet.stake' and e.account_id = c.account_id
            and e.amount < 0)
        order by c.id limit ${limit}`,
    },
    {
      name: "coupon_account_mismatch",
      message: "A coupon's account is not the player's account in the coupon's currency",
      query: sql`select c.id::text as coupon_id, c.account_id::text from bet_coupon c
        where not exists (select 1 from wallet_account a
          where a.id = c.account_id and a.currency = c.currency and a.user_id = c.user_id)
        order by c.id limit ${limit}`,
    },
    {
      name: "coupon_code_missing",
      message: "A coupon's code is not stored",
      query: sql`select c.id::text as coupon_id, c.code from bet_coupon c
        where c.code is not null and not exists (select 1 from bet_coupon_code k where k.code = c.code)
        order by c.id limit ${limit}`,
    },
    {
      name: "coupon_without_legs",
      message: "A coupon has no legs",
      query: sql`select c.id::text as coupon_id from bet_coupon c
        where not exists (select 1 from bet_coupon_bet b where b.coupon_id = c.id) order by c.id limit ${limit}`,
    },
    {
      name: "leg_without_coupon",
      message: "A leg or block belongs to no coupon",
      query: sql`select x.coupon_id::text from (select coupon_id from bet_coupon_bet
          union select coupon_id from bet_coupon_block) x
        where not exists (select 1 from bet_coupon c where c.id = x.coupon_id) order by 1 limit ${limit}`,
    },
  ];
}

/**
 * The ledger audit with the betting checks, the limits' (the loss limits' open-stakes counter) and
 * any other service's (`extraChecks`, e.g. the
 * casino's): what `npm run ledger:audit` runs.
 */
export function runFullAudit(
  db: Kysely<Database>,
  options: { limitPerCheck?: number; extraChecks?: (limit: number) => AuditCheck[] } = {},
): Promise<AuditReport> {
  const more = options.extraChecks;
  return runAudit(db, {
    ...(options.limitPerCheck !== undefined ? { limitPerCheck: options.limitPerCheck } : {}),
    extraChecks: (limit) => [
      ...bettingAuditChecks(limit),
      ...limitsAuditChecks(limit),
      ...(more?.(limit) ?? []),
    ],
  });
}
