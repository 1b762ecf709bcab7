import type { ColumnType, Generated, Kysely } from "kysely";

export type PspStatus = "created" | "pending" | "succeeded" | "failed" | "cancelled";
export type PspKind = "deposit" | "payout";

export interface PspPaymentTable {
  id: string;
  merchant: string;
  reference: string;
  kind: PspKind;
  method: string;
  amount: bigint;
  currency: string;
  status: PspStatus;
  /** The merchant's return base for deposits; null for payouts (no browser involved). */
  return_url: string | null;
  /** Incremented on every status change; events carry it so the merchant can order them. */
  sequence: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PspWebhookOutboxTable {
  id: Generated<bigint>;
  event_id: string;
  payment_id: string;
  url: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  delivered_at: Date | null;
  dead: ColumnType<boolean, boolean | undefined, boolean>;
  last_status: number | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The sandbox's own tables (psp_*), next to the site's in the same database or in its own. */
export interface PspDatabase {
  psp_payment: PspPaymentTable;
  psp_webhook_outbox: PspWebhookOutboxTable;
}

export type PspDb = Kysely<PspDatabase>;
