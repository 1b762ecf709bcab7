/**
 * Launch sessions: a signed-in player asks to play a game and gets a short-lived, single-use
 * token (≤ 60 s) and a session; the provider redeems the token (once) to learn who plays in which
 * currency. Bets need the session unexpired; wins and rollbacks do not.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@parlay/db";
import { AppError } from "../../http/errors.ts";
import { activeBalance, DEFAULT_WALLET_CURRENCY } from "../wallet/index.ts";
import { catalogueCountry } from "./catalogue.ts";
import { WalletError } from "./protocol.ts";

export const LAUNCH_TOKEN_TTL_MS = 60_000;
export const DEFAULT_SESSION_TTL_MS = 4 * 3600_000;

export interface Launch {
  token: string;
  sessionId: bigint;
  tokenExpiresAt: Date;
  expiresAt: Date;
  /** The provider's page with the token, or null when the provider has none registered. */
  url: string | null;
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createLaunch(
  db: Db,
  input: {
    userId: bigint;
    gameId: number;
    country: string | null;
    now: Date;
    sessionTtlMs?: number;
    /** The site's minimum spin time, passed to the provider as `min_spin_ms` (docs/casino.md "Lobby"). */
    minSpinMs?: number;
    /** The page's language, passed to the provider as `lang` (the game's texts). */
    lang?: string;
  },
): Promise<Launch> {
  const game = await db
    .selectFrom("casino_game as g")
    .innerJoin("casino_provider as p", "p.id", "g.provider_id")
    .select(["g.id", "g.code", "g.provider_id", "g.blocked_countries", "p.launch_url"])
    .where("g.id", "=", input.gameId)
    .where("g.is_enabled", "=", true)
    .where("p.is_enabled", "=", true)
    .executeTakeFirst();
  if (!game) throw new AppError("NOT_FOUND", "No such game");
  // Lower-case, as `blocked_countries` holds codes (the play function compares the session's too).
  const country = catalogueCountry(input.country);
  if (country && game.blocked_countries.includes(country))
    throw new AppError("NOT_FOUND", "This game is not available in your country");
  const account = await activeBalance(db, input.userId, DEFAULT_WALLET_CURRENCY);
  const token = randomBytes(32).toString("base64url");
  const tokenExpiresAt = new Date(input.now.getTime() + LAUNCH_TOKEN_TTL_MS);
  const expiresAt = new Date(input.now.getTime() + (input.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS));
  const row = await db
    .insertInto("casino_session")
    .values({
      user_id: input.userId,
      provider_id: game.provider_id,
      game_id: game.id,
      account_id: BigInt(account.accountId),
      currency: account.currency,
      country,
      token_hash: tokenHash(token),
      token_expires_at: tokenExpiresAt,
      created_at: input.now,
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const url = game.launch_url
    ? `${game.launch_url}?${new URLSearchParams({
        token,
        game: game.code,
        min_spin_ms: String(input.minSpinMs ?? 0),
        ...(input.lang ? { lang: input.lang } : {}),
      }).toString()}`
    : null;
  return { token, sessionId: row.id, tokenExpiresAt, expiresAt, url };
}

export interface RedeemedSession {
  sessionId: bigint;
  userId: bigint;
  currency: string;
  game: string;
  accountId: bigint;
  expiresAt: Date;
}

/** The provider exchanges a launch token, once and within its 60 s, for the session (else 101). */
export async function redeemToken(
  db: Db,
  providerId: string,
  token: string,
  now: Date,
): Promise<RedeemedSession> {
  const row = await db
    .updateTable("casino_session as s")
    .set({ token_used_at: now })
    .from("casino_game as g")
    .whereRef("g.id", "=", "s.game_id")
    .where("s.token_hash", "=", tokenHash(token))
    .where("s.provider_id", "=", providerId)
    .where("s.token_used_at", "is", null)
    .where("s.token_expires_at", ">", now)
    .returning(["s.id", "s.user_id", "s.currency", "g.code", "s.account_id", "s.expires_at"])
    .executeTakeFirst();
  if (!row) throw new WalletError(101, "The launch token is unknown, used or expired");
  return {
    sessionId: row.id,
    userId: row.user_id,
    currency: row.currency,
    game: row.code,
    accountId: row.account_id,
    expiresAt: row.expires_at,
  };
}
