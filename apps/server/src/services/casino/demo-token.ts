/**
 * The demo launch token (docs/casino.md "Demo play"): what the site gives a provider's demo page so
 * the provider knows the site allowed this demo play, without a session, a player or any wallet call.
 * `base64url(JSON {v: 1, game, exp, nonce}) "." hex HMAC-SHA256(key, "parlay-demo:" + payload)`,
 * signed with the provider's own signing key (the one its wallet requests are signed with), valid
 * 60 s, single use (the provider remembers the nonce until `exp`). The prefix keeps a demo token's
 * signature apart from a signed wallet body's.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "@parlay/db";
import { type CasinoKeyring, openProviderKey } from "@parlay/db/casino";
import { LAUNCH_TOKEN_TTL_MS } from "./sessions.ts";

export const DEMO_TOKEN_PREFIX = "parlay-demo:";

export interface DemoClaims {
  v: 1;
  /** The provider's game code. */
  game: string;
  /** Expiry, epoch ms. */
  exp: number;
  /** 16 random bytes, hex: what the provider remembers to refuse a second use. */
  nonce: string;
}

export function signDemoToken(key: string, claims: DemoClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
  const mac = createHmac("sha256", key).update(`${DEMO_TOKEN_PREFIX}${payload}`, "utf8").digest("hex");
  return `${payload}.${mac}`;
}

/** A demo token for a game of `providerId`, signed with that provider's key (opened in memory). */
export async function demoTokenFor(
  db: Db,
  keys: CasinoKeyring,
  providerId: string,
  game: string,
  now: number,
): Promise<string> {
  const row = await db
    .selectFrom("casino_provider")
    .select("signing_key")
    .where("id", "=", providerId)
    .executeTakeFirstOrThrow();
  const key = openProviderKey(keys, providerId, row.signing_key);
  return signDemoToken(key, {
    v: 1,
    game,
    exp: now + LAUNCH_TOKEN_TTL_MS,
    nonce: randomBytes(16).toString("hex"),
  });
}
