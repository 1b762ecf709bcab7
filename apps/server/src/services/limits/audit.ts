/**
 * The limits' audit checks, run with the ledger's and the betting's (`npm run ledger:audit`, and
 * every test that runs the full audit): the open-stakes counter the loss limits read (migration
 * 1001, `limit_open_bets`) equals the recomputed sum of the player's open coupons, for every player
 * with a loss limit (10/11/12) that has a value — the players whose check reads it — in every
 * currency either side has.
 */
import { sql } from "kysely";
import type { AuditCheck } from "../wallet/index.ts";

export function limitsAuditChecks(limit: number): AuditCheck[] {
  return [
    {
      name: "limit_open_bets_mismatch",
      message:
        "The open-stakes counter of a player with a loss limit differs from the sum of the player's open coupons",
      query: sql`with p as (select distinct s.user_id from limit_setting s
          where s.limit_type in (10, 11, 12) and s.value is not null),
        b as (select b.user_id, b.currency, b.open_stakes from limit_open_bets b join p using (user_id)),
        c as (select c.user_id, c.currency, sum(c.amount) as open from bet_coupon c join p using (user_id)
          where c.status = -1 group by 1, 2)
        select coalesce(b.user_id, c.user_id)::text as user_id, coalesce(b.currency, c.currency) as currency,
          coalesce(b.open_stakes, 0)::text as counted, coalesce(c.open, 0)::text as recomputed
        from b full join c on c.user_id = b.user_id and c.currency = b.currency
        where coalesce(b.open_stakes, 0) <> coalesce(c.open, 0)
        order by 1, 2 limit ${limit}`,
    },
  ];
}
