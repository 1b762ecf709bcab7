import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

const up = [
  // Every settlement of a coupon, in order. Version 1 is the first settlement; a later version is a
  // re-settlement (a corrected result, a cancelled game, an operator's void): it reverses the
  // previous version's ledger transaction and posts its own. The primary key is the database's
  // guard against two settlers writing the same version; the ledger keys
  // (bet:{id}:settle, bet:{id}:settle:v{N}, …) are the other one.
  `create table bet_coupon_settlement (
    coupon_id bigint not null references bet_coupon(id),
    version integer not null check (version >= 1),
    status smallint not null check (status between 0 and 6),
    return_amount bigint not null check (return_amount >= 0),
    leg_statuses smallint[] not null,
    reason text not null check (reason in ('result', 'correction', 'void')),
    transaction_id bigint not null unique references wallet_transaction(id),
    reversal_transaction_id bigint unique references wallet_transaction(id),
    shortfall bigint not null default 0 check (shortfall >= 0),
    created_at timestamptz not null default now(),
    primary key (coupon_id, version),
    constraint bet_coupon_settlement_reverses check ((version = 1) = (reversal_transaction_id is null))
  )`,
  // Coupons settled before this table existed get their version 1.
  `insert into bet_coupon_settlement (coupon_id, version, status, return_amount, leg_statuses, reason,
      transaction_id, created_at)
    select c.id, 1, c.status, c.return_amount,
      array(select b.status_id from bet_coupon_bet b where b.coupon_id = c.id order by b.position),
      'result', c.settle_transaction_id, c.settled_at
    from bet_coupon c where c.status <> -1 and c.settle_transaction_id is not null`,
  // An operator's void of an outcome (a leg): settlement reads it before the feed's status.
  `create table bet_outcome_void (
    outcome_id bigint primary key,
    status_id smallint not null default 2 check (status_id in (2, 3)),
    reason text not null,
    voided_by text not null,
    created_at timestamptz not null default now()
  )`,
  "create index bet_outcome_void_created on bet_outcome_void (created_at)",
  // What a player owes after a re-settlement took back more than the account held (the winnings
  // were already withdrawn): the house fronted the difference so the reversal could post and the
  // balance never went below zero; later payouts to the same account pay it back first.
  `create table bet_player_debt (
    id bigint generated always as identity primary key,
    user_id bigint not null references users(id),
    account_id bigint not null,
    currency text not null,
    coupon_id bigint not null references bet_coupon(id),
    version integer not null,
    amount bigint not null check (amount > 0),
    outstanding bigint not null check (outstanding >= 0 and outstanding <= amount),
    created_at timestamptz not null default now(),
    constraint bet_player_debt_settlement unique (coupon_id, version),
    constraint bet_player_debt_account foreign key (account_id, currency)
      references wallet_account (id, currency)
  )`,
  "create index bet_player_debt_open on bet_player_debt (account_id) where outstanding > 0",
];

const down = [
  "drop table bet_player_debt",
  "drop table bet_outcome_void",
  "drop table bet_coupon_settlement",
];

export const settlementMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
