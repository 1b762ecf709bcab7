import type { DbHandle } from "@parlay/db";
import {
  casinoKeyring,
  casinoKeyringFromEnv,
  casinoMigrations,
  openProviderKey,
  processCasinoKeyring,
  sealedKeyId,
} from "@parlay/db/casino";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { signBody } from "./protocol.ts";
import { createSignerLookup, registerProvider } from "./providers.ts";
import { createCasinoService } from "./service.ts";

const KEY = "plain-provider-signing-key-0123456789abcdef";
const OLD = "previous-casino-keys-secret-0123456789abc";
const NEW = "current-casino-keys-secret-0123456789abcd";

describe.each(testTargets())("providers' signing keys at rest on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => {
    await h?.close();
  });
  const stored = async (id: string) =>
    (
      await h.db
        .selectFrom("casino_provider")
        .select("signing_key")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).signing_key;

  it("the column holds no plain key, and a signature made with the plain key still verifies", async () => {
    await registerProvider(h.db, { id: "keysprov", name: "Keys", signingKey: KEY });
    const column = await stored("keysprov");
    expect(column).not.toContain(KEY);
    expect(sealedKeyId(column)).toBe(processCasinoKeyring().currentId);
    const signerOf = createSignerLookup(h.db);
    const body = JSON.stringify({ user_id: "1", currency: "RUB" });
    expect(await signerOf(body, signBody(KEY, body))).toBe("keysprov");
    expect(await signerOf(body, signBody(`${KEY}x`, body))).toBeNull();
    // The database itself refuses a plain key.
    await expect(
      sql`update casino_provider set signing_key = ${KEY} where id = 'keysprov'`.execute(h.db),
    ).rejects.toThrow(/casino_provider_signing_key_sealed/);
  });

  it("the migration seals keys stored in plain text before it (and its down opens them)", async () => {
    await registerProvider(h.db, { id: "legacyprov", name: "Legacy", signingKey: KEY });
    const migration = casinoMigrations["0981_casino_sealed_keys"];
    if (!migration?.down) throw new Error("0981 has no down");
    await migration.down(h.db);
    expect(await stored("legacyprov")).toBe(KEY);
    await migration.up(h.db);
    const sealed = await stored("legacyprov");
    expect(sealed).not.toContain(KEY);
    expect(openProviderKey(processCasinoKeyring(), "legacyprov", sealed)).toBe(KEY);
  });

  it("rotation: the service re-seals keys of the previous secret under the current one", async () => {
    await registerProvider(h.db, { id: "rotprov", name: "Rotating", signingKey: KEY }, casinoKeyring([OLD]));
    // As the environment gives it outside production: the current secret, the previous one, and the
    // development default the other rows of this database were sealed with.
    const ring = casinoKeyringFromEnv({ CASINO_KEYS_SECRET: NEW, CASINO_KEYS_SECRET_PREVIOUS: OLD }, false);
    const app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
      services: [createCasinoService({ keys: ring })],
      logger: false,
    });
    await app.ready();
    try {
      const column = await stored("rotprov");
      expect(sealedKeyId(column)).toBe(ring.currentId);
      expect(openProviderKey(casinoKeyring([NEW]), "rotprov", column)).toBe(KEY);
      const raw = JSON.stringify({ user_id: "1", currency: "RUB" });
      const res = await app.inject({
        method: "POST",
        url: "/casino-api/v1/wallet/play",
        headers: { "content-type": "application/json", "x-request-sign": signBody(KEY, raw) },
        payload: raw,
      });
      // Signed by rotprov's key: past the signature check (the player does not exist: 101).
      expect(res.json().code).toBe(101);
    } finally {
      await app.close();
    }
  });
});
