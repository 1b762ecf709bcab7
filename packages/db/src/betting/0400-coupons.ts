import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

const up = [
  // A placed coupon. The stake moved to the house "bets in play" account in the same commit
  // (stake_transaction_id); the settlement payout is one more ledger transaction, at most once.
  // status is the engine's coupon status: -1 open, 0 lost, 1 paid out, 2 / 3 refunded.
  `create table bet_coupon (
    id bigint generated always as identity (start with 5000001) primary key,
    user_id bigint not null references users(id),
    account_id bigint not null,
    currency text not null,
    type_id smallint not null check (type_id between 0 and 9),
    amount bigint not null check (amount > 0),
    system_value integer,
    change_coef_action smallint not null check (change_coef_action in (0, 1, 2)),
    status smallint not null default -1,
    placed_at timestamptz not null default now(),
    settled_at timestamptz,
    return_amount bigint check (return_amount >= 0),
    idempotency_key text not null,
    stake_transaction_id bigint not null unique references wallet_transaction(id),
    settle_transaction_id bigint unique references wallet_transaction(id),
    constraint bet_coupon_key unique (user_id, idempotency_key),
    constraint bet_coupon_account_currency foreign key (account_id, currency)
      references wallet_account (id, currency),
    constraint bet_coupon_settled check ((status = -1) = (settled_at is null))
  )`,
  "create index bet_coupon_user on bet_coupon (user_id, id desc)",
  "create index bet_coupon_open on bet_coupon (id) where status = -1",
  // One leg. coef is the odds the coupon was placed at (thousandths), never the current price.
  `create table bet_coupon_bet (
    coupon_id bigint not null references bet_coupon(id),
    position integer not null,
    outcome_id bigint not null,
    market_id bigint not null,
    game_id bigint not null,
    coef integer not null check (coef > 1000),
    is_banker boolean not null default false,
    block_id integer,
    status_id smallint not null default -1,
    primary key (coupon_id, position),
    constraint bet_coupon_bet_outcome unique (coupon_id, outcome_id)
  )`,
  // Settlement looks coupons up by the game that was just resulted.
  "create index bet_coupon_bet_game on bet_coupon_bet (game_id, coupon_id)",
];

const down = ["drop table bet_coupon_bet", "drop table bet_coupon"];

export const couponsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
