export { HOUSE_ACCOUNTS } from "./0200-ledger.ts";
export { walletMigrations } from "./migrations.ts";
export type * from "./schema.ts";
