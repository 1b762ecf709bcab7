import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import {
  openProviderKey,
  processCasinoKeyring,
  SEALED_PATTERN,
  sealedKeyId,
  sealProviderKey,
} from "./keys.ts";

/**
 * Providers' signing keys sealed at rest (keys.ts; docs/casino.md "Provider keys at rest"): every
 * existing key is sealed with the process's CASINO_KEYS_SECRET (outside production the development
 * default when it is unset), then a CHECK lets the column hold sealed text only. The length rule on
 * the plain key (≥ 16) moves to registerProvider, which sees the key before sealing it.
 */
export const sealedKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const ring = processCasinoKeyring();
    await sql`alter table casino_provider drop constraint casino_provider_signing_key_check`.execute(db);
    const { rows } = await sql<{
      id: string;
      signing_key: string;
    }>`select id, signing_key from casino_provider`.execute(db);
    for (const row of rows) {
      if (sealedKeyId(row.signing_key) !== null) continue;
      await sql`update casino_provider set signing_key = ${sealProviderKey(ring, row.id, row.signing_key)}
        where id = ${row.id}`.execute(db);
    }
    await sql
      .raw(
        `alter table casino_provider add constraint casino_provider_signing_key_sealed check (signing_key ~ '${SEALED_PATTERN}')`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    const ring = processCasinoKeyring();
    await sql`alter table casino_provider drop constraint casino_provider_signing_key_sealed`.execute(db);
    const { rows } = await sql<{
      id: string;
      signing_key: string;
    }>`select id, signing_key from casino_provider`.execute(db);
    for (const row of rows) {
      await sql`update casino_provider set signing_key = ${openProviderKey(ring, row.id, row.signing_key)}
        where id = ${row.id}`.execute(db);
    }
    await sql`alter table casino_provider add constraint casino_provider_signing_key_check check (length(signing_key) >= 16)`.execute(
      db,
    );
  },
};
