import type { Migration } from "kysely/migration";
import { ledgerMigration } from "./0200-ledger.ts";
import { holdsMigration } from "./0201-holds.ts";
import { idempotencyMigration } from "./0202-idempotency.ts";
import { paymentsMigration } from "./0203-payments.ts";
import { postTransfersMigration } from "./0204-post-transfers.ts";
import { postTransfersInsertMigration } from "./0205-post-transfers-insert.ts";

/**
 * Wallet and ledger tables (owned by the wallet service), numbered 0200–0299.
 * docs/decisions/0004-ledger.md explains the shape; never edit one that has been applied.
 */
export const walletMigrations: Record<string, Migration> = {
  "0200_wallet_ledger": ledgerMigration,
  "0201_wallet_holds": holdsMigration,
  "0202_wallet_idempotency": idempotencyMigration,
  "0203_wallet_payments": paymentsMigration,
  "0204_wallet_post_transfers": postTransfersMigration,
  "0205_wallet_post_transfers_insert": postTransfersInsertMigration,
};
