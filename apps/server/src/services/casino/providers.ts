/** Game providers, their signing keys and their games (the catalogue's rows). */
import type { Db } from "@parlay/db";
import { signatureMatches } from "./protocol.ts";

export interface ProviderGame {
  code: string;
  name: string;
  category?: string;
  /** Hundredths of a percent. */
  rtpBp?: number | null;
  volatility?: "low" | "medium" | "high" | null;
  /** Minor units. */
  maxBet?: bigint | null;
  blockedCountries?: string[];
}

export interface ProviderRegistration {
  id: string;
  name: string;
  /** The HMAC key both sides sign with; at least 16 characters (32 in production). */
  signingKey: string;
  launchUrl?: string | null;
  games?: ProviderGame[];
}

/** Creates or updates a provider and its games (idempotent; start-up and the sandbox use it). */
export async function registerProvider(db: Db, p: ProviderRegistration): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = { name: p.name, signing_key: p.signingKey, launch_url: p.launchUrl ?? null };
    await trx
      .insertInto("casino_provider")
      .values({ id: p.id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
    for (const g of p.games ?? []) {
      const game = {
        name: g.name,
        category: g.category ?? "slots",
        rtp_bp: g.rtpBp ?? null,
        volatility: g.volatility ?? null,
        max_bet: g.maxBet ?? null,
        blocked_countries: g.blockedCountries ?? [],
      };
      await trx
        .insertInto("casino_game")
        .values({ provider_id: p.id, code: g.code, ...game })
        .onConflict((oc) => oc.columns(["provider_id", "code"]).doUpdateSet(game))
        .execute();
    }
  });
}

interface KeyRow {
  id: string;
  key: string;
}

/**
 * Finds which enabled provider signed a body. Keys are kept in memory for `ttlMs`; a signature
 * no cached key matches reloads them (at most once a second), so a new provider works at once.
 * Every key is compared in constant time.
 */
export function createSignerLookup(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttl = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let keys: KeyRow[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  function load(): Promise<void> {
    loading ??= db
      .selectFrom("casino_provider")
      .select(["id", "signing_key as key"])
      .where("is_enabled", "=", true)
      .execute()
      .then((rows) => {
        keys = rows;
        loadedAt = now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function match(raw: string, signature: string): string | null {
    let found: string | null = null;
    for (const k of keys) if (signatureMatches(k.key, raw, signature) && found === null) found = k.id;
    return found;
  }

  return async function signerOf(raw: string, signature: string | undefined): Promise<string | null> {
    if (!signature) return null;
    if (now() - loadedAt > ttl) await load();
    const found = match(raw, signature);
    if (found !== null || now() - loadedAt < 1000) return found;
    await load();
    return match(raw, signature);
  };
}
