import type { ColumnType, Generated } from "kysely";

/** A timestamp the database fills in; code may set it explicitly. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string (node-pg would turn arrays into SQL arrays). */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** Account types (spec 001 §3 "Account"): 0 main, 4 bonus, 9 currency account. */
export type AccountTypeId = 0 | 4 | 9;

export interface WalletAccountTable {
  id: Generated<bigint>;
  user_id: bigint;
  currency: string;
  type: AccountTypeId;
  label: string | null;
  is_active: Generated<boolean>;
  /** Posted balance in minor units: the sum of the account's entries. */
  balance: Generated<bigint>;
  /** Sum of the account's active holds. Available = balance − held ≥ 0 (a CHECK). */
  held: Generated<bigint>;
  points: Generated<bigint>;
  created_at: Stamp;
  closed_at: NullableStamp;
}

export interface WalletHouseAccountTable {
  code: string;
  description: string;
}

export interface WalletTransactionTable {
  id: Generated<bigint>;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  user_id: bigint | null;
  reverses_id: bigint | null;
  meta: Json;
  created_at: Stamp;
}

export interface WalletEntryTable {
  transaction_id: bigint;
  /** 1, 2, … within the transaction. */
  line: number;
  account_id: bigint | null;
  house_code: string | null;
  currency: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export type HoldStatus = "active" | "captured" | "released";

export interface WalletHoldTable {
  id: Generated<bigint>;
  account_id: bigint;
  amount: bigint;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  reference: string | null;
  status: ColumnType<HoldStatus, HoldStatus | undefined, HoldStatus>;
  transaction_id: bigint | null;
  created_at: Stamp;
  settled_at: NullableStamp;
}

export type IdempotencyStatus = "pending" | "succeeded" | "failed";

export interface WalletIdempotencyTable {
  user_id: bigint;
  operation: string;
  key: string;
  request_hash: string;
  status: IdempotencyStatus;
  status_code: number | null;
  /** The first answer's JSON text, replayed verbatim. */
  response: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export type PaymentKind = "deposit" | "withdrawal";
export type PaymentStatus = "created" | "pending" | "succeeded" | "failed" | "cancelled";

export interface WalletPaymentTable {
  id: Generated<bigint>;
  user_id: bigint;
  account_id: bigint;
  currency: string;
  kind: PaymentKind;
  method: string;
  amount: bigint;
  status: PaymentStatus;
  status_message: string | null;
  lng: ColumnType<string, string | undefined, string>;
  psp_payment_id: string | null;
  hold_id: bigint | null;
  transaction_id: bigint | null;
  sent_at: NullableStamp;
  settled_at: NullableStamp;
  archived_at: NullableStamp;
  created_at: Stamp;
  updated_at: Stamp;
}

export type PaymentEventOutcome = "applied" | "ignored" | "conflict" | "mismatch";

export interface WalletPaymentEventTable {
  event_id: string;
  payment_id: bigint;
  type: string;
  sequence: number;
  outcome: PaymentEventOutcome;
  body: Json;
  received_at: Stamp;
}

export interface WalletPaymentRequestTable {
  id: Generated<bigint>;
  user_id: bigint;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: bigint | null;
  message: string;
  status: ColumnType<"open" | "answered" | "closed", "open" | "answered" | "closed" | undefined>;
  created_at: Stamp;
  /** The staff answer (migration 0850), shown in the player's office. */
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: NullableStamp;
  answered_by: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface WalletTables {
  wallet_account: WalletAccountTable;
  wallet_house_account: WalletHouseAccountTable;
  wallet_transaction: WalletTransactionTable;
  wallet_entry: WalletEntryTable;
  wallet_hold: WalletHoldTable;
  wallet_idempotency: WalletIdempotencyTable;
  wallet_payment: WalletPaymentTable;
  wallet_payment_event: WalletPaymentEventTable;
  wallet_payment_request: WalletPaymentRequestTable;
}
