import type { ColumnType, Generated } from "kysely";

type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CasinoProviderTable {
  id: string;
  name: string;
  signing_key: string;
  launch_url: string | null;
  is_enabled: Generated<boolean>;
  created_at: Generated<Date>;
  /** The site plays this provider's games itself (in-house): a launcher without a launch URL (1025). */
  in_process: Generated<boolean>;
  /** Set when staff changed the row; registration then keeps the staff's name (1025). */
  content_edited_at: NullableStamp;
}

export interface CasinoGameTable {
  id: Generated<number>;
  provider_id: string;
  code: string;
  name: string;
  category: Generated<string>;
  /** Return to player in hundredths of a percent (9650 = 96.50 %). */
  rtp_bp: number | null;
  volatility: "low" | "medium" | "high" | null;
  /** Minor units; null: no maximum. */
  max_bet: bigint | null;
  blocked_countries: Generated<string[]>;
  is_enabled: Generated<boolean>;
  created_at: Generated<Date>;
  /** The lobby's optional fields (migration 0960, docs/casino.md "Lobby"). */
  slug: string | null;
  collections: Generated<string[]>;
  /** Per language: `{ en: { description?, rules? } }`. */
  texts: Generated<Record<string, { description?: string; rules?: string }>>;
  demo_allowed: Generated<boolean>;
  art: string | null;
  theme: string | null;
  released_on: ColumnType<string | null, string | null | undefined, string | null>;
  popularity: Generated<number>;
  has_jackpot: Generated<boolean>;
  /** The name per language (migration 1025); `name` is shown where a language has none. */
  names: Generated<Record<string, string>>;
  /** Staff's position of the tile in the lists (lower first; null: after the placed ones). */
  tile_order: number | null;
  /** Set when staff changed the row; registration then keeps what staff own (1025). */
  content_edited_at: NullableStamp;
}

export interface CasinoSessionTable {
  id: Generated<bigint>;
  user_id: bigint;
  provider_id: string;
  game_id: number;
  account_id: bigint;
  currency: string;
  country: string | null;
  token_hash: string;
  token_expires_at: Stamp;
  token_used_at: NullableStamp;
  created_at: Stamp;
  expires_at: Stamp;
}

export interface CasinoRoundTable {
  id: Generated<bigint>;
  provider_id: string;
  round_ref: string;
  user_id: bigint;
  game_id: number;
  account_id: bigint;
  currency: string;
  staked: Generated<bigint>;
  paid: Generated<bigint>;
  opened_at: Stamp;
  finished_at: NullableStamp;
}

export interface CasinoActionTable {
  id: Generated<bigint>;
  provider_id: string;
  action_ref: string;
  round_id: bigint;
  user_id: bigint;
  kind: "bet" | "win" | "rollback";
  amount: bigint;
  original_ref: string | null;
  request_hash: string;
  outcome: "applied" | "void";
  rolled_back: Generated<boolean>;
  transaction_id: bigint | null;
  processed_at: Stamp;
}

export interface CasinoFavoriteTable {
  user_id: bigint;
  game_id: number;
  created_at: Generated<Date>;
}

export interface CasinoTables {
  casino_favorite: CasinoFavoriteTable;
  casino_provider: CasinoProviderTable;
  casino_game: CasinoGameTable;
  casino_session: CasinoSessionTable;
  casino_round: CasinoRoundTable;
  casino_action: CasinoActionTable;
}
