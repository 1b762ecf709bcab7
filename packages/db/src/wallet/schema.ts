// biome-ignore lint/complexity/noBannedTypes: filled in by the wallet service's tables
export type WalletTables = {};
