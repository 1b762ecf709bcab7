/**
 * Providers' signing keys at rest (docs/casino.md "Provider keys at rest"): sealed with AES-256-GCM
 * under CASINO_KEYS_SECRET (@parlay/db/casino keys.ts), opened only in memory.
 */
import type { Db } from "@parlay/db";
import { type CasinoKeyring, openProviderKey, sealedKeyId, sealProviderKey } from "@parlay/db/casino";

export interface OpenedKey {
  id: string;
  key: string;
}

/** The enabled providers' keys, opened (for the signer lookup's cache). */
export async function openedKeys(db: Db, keys: CasinoKeyring): Promise<OpenedKey[]> {
  const rows = await db
    .selectFrom("casino_provider")
    .select(["id", "signing_key"])
    .where("is_enabled", "=", true)
    .execute();
  return rows.map((r) => ({ id: r.id, key: openProviderKey(keys, r.id, r.signing_key) }));
}

/** Keys sealed under a previous secret, sealed again under the current one (rotation). */
export async function resealProviderKeys(db: Db, keys: CasinoKeyring): Promise<number> {
  const rows = await db.selectFrom("casino_provider").select(["id", "signing_key"]).execute();
  let resealed = 0;
  for (const r of rows) {
    if (sealedKeyId(r.signing_key) === keys.currentId) continue;
    const sealed = sealProviderKey(keys, r.id, openProviderKey(keys, r.id, r.signing_key));
    await db
      .updateTable("casino_provider")
      .set({ signing_key: sealed })
      .where("id", "=", r.id)
      .where("signing_key", "=", r.signing_key)
      .execute();
    resealed += 1;
  }
  return resealed;
}

/** Production never starts with a provider whose signing key is short enough to guess. */
export async function refuseWeakKeys(db: Db, keys: CasinoKeyring): Promise<void> {
  const weak = (await openedKeys(db, keys)).filter((k) => k.key.length < 32);
  if (weak.length > 0)
    throw new Error(
      `casino: providers ${weak.map((w) => w.id).join(", ")} have signing keys under 32 characters`,
    );
}
