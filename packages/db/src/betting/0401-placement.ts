import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

const up = [
  // A coupon code ("load coupon by code", spec 001 §3 loadCouponInputValue): the coupon's shape
  // without amounts or odds. 8 characters of A–Z and 2–9 without the look-alikes I, O, 0, 1.
  `create table bet_coupon_code (
    code text primary key check (code ~ '^[A-HJ-NP-Z2-9]{8}$'),
    type_id smallint not null check (type_id between 0 and 9),
    system_value integer,
    bets jsonb not null,
    created_at timestamptz not null default now()
  )`,
  // Every placed coupon has its code; many singles (9) write one coupon per bet from one request,
  // told apart by request_position under the same idempotency key.
  "alter table bet_coupon add column code text references bet_coupon_code(code)",
  "alter table bet_coupon add column request_position smallint not null default 0",
  "alter table bet_coupon drop constraint bet_coupon_key",
  "alter table bet_coupon add constraint bet_coupon_key unique (user_id, idempotency_key, request_position)",
  "alter table bet_coupon add column is_live boolean not null default false",
  "alter table bet_coupon add column is_vip_bet boolean not null default false",
  "alter table bet_coupon add column is_drop_on_score_change boolean not null default false",
  // Odds in thousandths: the exact coefficient asked for, the bonus-bet multiplier taken at
  // placement (1.030 = 1030), the anti-express coefficient and the margin it was priced with.
  "alter table bet_coupon add column exact_coef integer check (exact_coef > 1000)",
  "alter table bet_coupon add column bonus_coef integer check (bonus_coef > 1000)",
  "alter table bet_coupon add column anti_express_coef integer check (anti_express_coef > 1000)",
  "alter table bet_coupon add column anti_express_margin_bp integer check (anti_express_margin_bp between 0 and 9999)",
  "alter table bet_coupon add column possible_win bigint check (possible_win >= 0)",
  "alter table bet_coupon add column accepted_after_ms integer not null default 0",
  "create index bet_coupon_user_placed on bet_coupon (user_id, placed_at desc)",
  // Conditional (5): the stake of every block after the first; null amount = the whole account ("max").
  `create table bet_coupon_block (
    coupon_id bigint not null references bet_coupon(id),
    block_id integer not null,
    amount bigint check (amount > 0),
    primary key (coupon_id, block_id)
  )`,
];

const down = [
  "drop table bet_coupon_block",
  "drop index bet_coupon_user_placed",
  ...[
    "accepted_after_ms",
    "possible_win",
    "anti_express_margin_bp",
    "anti_express_coef",
    "bonus_coef",
    "exact_coef",
    "is_drop_on_score_change",
    "is_vip_bet",
    "is_live",
  ].map((c) => `alter table bet_coupon drop column ${c}`),
  "alter table bet_coupon drop constraint bet_coupon_key",
  "alter table bet_coupon drop column request_position",
  "alter table bet_coupon add constraint bet_coupon_key unique (user_id, idempotency_key)",
  "alter table bet_coupon drop column code",
  "drop table bet_coupon_code",
];

export const placementMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
