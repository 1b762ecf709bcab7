/**
 * The casino's audit checks, run with the ledger's (`npm run ledger:audit`): every casino action
 * agrees with the money the ledger moved for it — an applied bet is a casino.debit of its amount
 * from the round's account, an applied win a casino.credit to it, an applied rollback the reversal
 * of its original's transaction, and a void action moved nothing.
 */
import { sql } from "kysely";
import type { AuditCheck } from "../wallet/index.ts";

export function casinoAuditChecks(limit: number): AuditCheck[] {
  return [
    {
      name: "casino_action_money_mismatch",
      message:
        "An applied casino bet or win has no ledger transaction of its kind and amount on its round's account",
      query: sql`select a.id::text as action_id, a.kind, a.amount::text, a.transaction_id::text from casino_action a
        join casino_round r on r.id = a.round_id
        where a.kind in ('bet', 'win') and a.outcome = 'applied' and a.amount > 0
          and not exists (select 1 from wallet_transaction t join wallet_entry e on e.transaction_id = t.id
            where t.id = a.transaction_id and e.account_id = r.account_id
              and t.kind = case a.kind when 'bet' then 'casino.debit' else 'casino.credit' end
              and e.amount = case a.kind when 'bet' then -a.amount else a.amount end)
        order by a.id limit ${limit}`,
    },
    {
      name: "casino_void_moved_money",
      message:
        "A void casino action (rolled back before it arrived, or a rollback of nothing) has a ledger transaction",
      query: sql`select a.id::text as action_id, a.transaction_id::text from casino_action a
        where a.outcome = 'void' and a.transaction_id is not null order by a.id limit ${limit}`,
    },
    {
      name: "casino_rollback_mismatch",
      message:
        "A casino rollback does not reverse its original's transaction, or a rolled-back action has no rollback",
      query: sql`select o.id::text as action_id, o.transaction_id::text from casino_action o
        where o.rolled_back and o.transaction_id is not null and not exists (
          select 1 from casino_action r join wallet_transaction t on t.id = r.transaction_id
          where r.provider_id = o.provider_id and r.kind = 'rollback' and r.original_ref = o.action_ref
            and r.outcome = 'applied' and t.reverses_id = o.transaction_id)
        order by o.id limit ${limit}`,
    },
  ];
}
