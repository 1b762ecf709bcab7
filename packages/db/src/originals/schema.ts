import type { ColumnType, Generated } from "kysely";

type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface OriginalsSeedPairTable {
  id: Generated<bigint>;
  user_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: Stamp;
  revealed_at: NullableStamp;
}

export interface OriginalsBetTable {
  id: Generated<bigint>;
  user_id: bigint;
  seed_pair_id: bigint;
  game: "dice" | "limbo" | "mines" | "plinko" | "keno";
  params: Json<Record<string, unknown>>;
  stake: bigint;
  currency: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: Generated<number>;
  result: NullableJson<Record<string, unknown>>;
  multiplier: Generated<number>;
  payout: Generated<bigint>;
  state: "pending" | "open" | "settled" | "refused";
  refusal: string | null;
  placed_at: Stamp;
  settled_at: NullableStamp;
}

export interface OriginalsCrashChainTable {
  id: Generated<number>;
  seed: string;
  terminal_hash: string;
  games: number;
  salt: string;
  created_at: Stamp;
}

export interface OriginalsCrashRoundTable {
  chain_id: number;
  game_number: number;
  betting_at: Stamp;
  flying_at: Stamp;
  crash_at: NullableStamp;
  game_hash: string | null;
  point: number | null;
  crashed: Generated<boolean>;
}

export interface OriginalsCrashBetTable {
  id: Generated<bigint>;
  chain_id: number;
  game_number: number;
  user_id: bigint;
  currency: string;
  stake: bigint;
  cash_out_target: number | null;
  cashed_out_at: number | null;
  payout: Generated<bigint>;
  state: "pending" | "open" | "won" | "lost" | "refused";
  placed_at: Stamp;
  settled_at: NullableStamp;
}

export interface OriginalsTables {
  originals_seed_pair: OriginalsSeedPairTable;
  originals_bet: OriginalsBetTable;
  originals_crash_chain: OriginalsCrashChainTable;
  originals_crash_round: OriginalsCrashRoundTable;
  originals_crash_bet: OriginalsCrashBetTable;
}
