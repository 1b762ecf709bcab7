import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * What every placement pays for and what it buys, measured with bench:placebet (docs/benchmarks.md):
 *
 * - Coupons and legs are written only by bet_place_coupons (migration 0420), which inserts the
 *   code, the stake transaction and the coupon in the same call and checks the account (locked
 *   FOR UPDATE) itself; wallet transactions are append-only and users are never deleted. So the
 *   foreign keys from bet_coupon (user, account, code, stake transaction) and from bet_coupon_bet
 *   to its coupon guard nothing a placement can break, while each one runs a look-up that takes a
 *   KEY SHARE row lock — on the player's users row, every bet. They go, as the ledger's did
 *   (docs/decisions/0004-ledger.md); the betting audit (betting/audit.ts, in `npm run
 *   ledger:audit`) checks the same references.
 * - bet_coupon_stake_transaction_id_key duplicated bet_coupon_key (one stake key per coupon key and
 *   position); bet_coupon_user_placed duplicated bet_coupon_user (the history reads a player's
 *   coupons by id, newest first, and filters dates on those rows); bet_coupon_bet_outcome duplicated
 *   the engine's rule (an outcome once per coupon, refused before any write).
 * - The settlement transaction is unique only where it is set: no index entry for an open coupon.
 */
const up = [
  "alter table bet_coupon drop constraint bet_coupon_user_id_fkey",
  "alter table bet_coupon drop constraint bet_coupon_account_currency",
  "alter table bet_coupon drop constraint bet_coupon_code_fkey",
  "alter table bet_coupon drop constraint bet_coupon_stake_transaction_id_fkey",
  "alter table bet_coupon drop constraint bet_coupon_settle_transaction_id_fkey",
  "alter table bet_coupon_bet drop constraint bet_coupon_bet_coupon_id_fkey",
  "alter table bet_coupon drop constraint bet_coupon_stake_transaction_id_key",
  "alter table bet_coupon drop constraint bet_coupon_settle_transaction_id_key",
  "create unique index bet_coupon_settled_once on bet_coupon (settle_transaction_id) where settle_transaction_id is not null",
  "drop index bet_coupon_user_placed",
  "alter table bet_coupon_bet drop constraint bet_coupon_bet_outcome",
];

const down = [
  "alter table bet_coupon_bet add constraint bet_coupon_bet_outcome unique (coupon_id, outcome_id)",
  "create index bet_coupon_user_placed on bet_coupon (user_id, placed_at desc)",
  "drop index bet_coupon_settled_once",
  "alter table bet_coupon add constraint bet_coupon_settle_transaction_id_key unique (settle_transaction_id)",
  "alter table bet_coupon add constraint bet_coupon_stake_transaction_id_key unique (stake_transaction_id)",
  "alter table bet_coupon_bet add constraint bet_coupon_bet_coupon_id_fkey foreign key (coupon_id) references bet_coupon(id)",
  "alter table bet_coupon add constraint bet_coupon_settle_transaction_id_fkey foreign key (settle_transaction_id) references wallet_transaction(id)",
  "alter table bet_coupon add constraint bet_coupon_stake_transaction_id_fkey foreign key (stake_transaction_id) references wallet_transaction(id)",
  "alter table bet_coupon add constraint bet_coupon_code_fkey foreign key (code) references bet_coupon_code(code)",
  "alter table bet_coupon add constraint bet_coupon_account_currency foreign key (account_id, currency) references wallet_account (id, currency)",
  "alter table bet_coupon add constraint bet_coupon_user_id_fkey foreign key (user_id) references users(id)",
];

export const placementKeysMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
