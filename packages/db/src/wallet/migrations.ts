import type { Migration } from "kysely/migration";

/** Wallet and ledger tables (owned by the wallet service), numbered 0200–0299. */
export const walletMigrations: Record<string, Migration> = {};
