import type { Database } from "@parlay/db";
import type { Kysely } from "kysely";

/** Any Kysely handle: the root database or a transaction a caller (betting, casino) already holds. */
export type Executor = Kysely<Database>;

/** House accounts seeded by migration 0200; more can be inserted as rows. */
export type HouseCode =
  | "deposits_clearing"
  | "withdrawals_clearing"
  | "bets_in_play"
  | "winnings"
  | "bonuses"
  | "casino"
  | "exchange";

/**
 * One side of a movement. `amount` is signed minor units: positive credits the account (a player's
 * balance grows), negative debits it. `currency` must be the account's currency (the database
 * refuses anything else), and the entries of one transaction sum to zero per currency.
 */
export type EntryInput =
  | { account: bigint; house?: undefined; currency: string; amount: bigint }
  | { house: HouseCode; account?: undefined; currency: string; amount: bigint };

export interface PostTransactionInput {
  /** Globally unique; the caller namespaces it (e.g. `bet:{couponId}:stake`). A repeat replays. */
  idempotencyKey: string;
  /** What the movement is: deposit, withdrawal, bet.stake, bet.win, casino.round, reversal… */
  kind: string;
  entries: readonly EntryInput[];
  /** The player concerned, for history queries (optional for house-only movements). */
  userId?: bigint | null;
  meta?: Record<string, unknown>;
  /** Set only by reverseTransaction. */
  reversesId?: bigint;
}

export interface AccountBalance {
  id: bigint;
  /** Posted balance: the sum of the account's entries. */
  balance: bigint;
  /** Sum of active holds; available = balance − held. */
  held: bigint;
}

export interface PostedTransaction {
  transactionId: bigint;
  createdAt: Date;
  /** True when the key had already been applied with the same body: nothing moved this time. */
  replayed: boolean;
  /** The player accounts' balances right after this movement (current ones on a replay). */
  accounts: AccountBalance[];
}
