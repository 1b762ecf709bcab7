/**
 * The in-process entry to the seamless wallet for the site's own games (provider `parlay`, the
 * originals service): the same `play` path the providers' HTTP calls take — one ledger transaction
 * per action, idempotent action ids, the limits hook in the same transaction, rounds closed when
 * finished — without the signature, and with the wallet's refusals as catalogue errors.
 */
import type { Db } from "@parlay/db";
import { AppError, type ErrorCode, isErrorCode } from "../../http/errors.ts";
import { type CasinoLimits, play } from "./play.ts";
import { type PlayRequest, type WalletAnswer, WalletError } from "./protocol.ts";
import { createLaunch } from "./sessions.ts";

export interface InHouseWallet {
  /** A `play` request in-process; a refusal is an AppError with the catalogue's code. */
  play(req: PlayRequest): Promise<WalletAnswer>;
  /** The player's unexpired session for one of the provider's games (opened when there is none). */
  session(input: { userId: bigint; game: string; country: string | null }): Promise<{ currency: string }>;
}

/** The wallet's refusals as catalogue errors (the limits' own code when the limits hook refused). */
function catalogueError(err: WalletError, limitCode: string | undefined): AppError {
  switch (err.code) {
    case 100:
      return new AppError("INSUFFICIENT_FUNDS");
    case 105:
    case 110: {
      const code: ErrorCode = limitCode && isErrorCode(limitCode) ? limitCode : "LIMIT_REFUSED";
      return new AppError(code);
    }
    case 101:
    case 107:
    case 153:
      return new AppError("NOT_FOUND", err.message);
    case 106:
      return new AppError("VALIDATION", "The stake is over the game's maximum bet");
    case 400:
      return new AppError("CONFLICT", err.message);
    default:
      return new AppError("INTERNAL", err.message);
  }
}

export function inHouseWallet(deps: {
  db: Db;
  limits: CasinoLimits;
  now: () => number;
  providerId: string;
}): InHouseWallet {
  return {
    async play(req) {
      try {
        return await play({ db: deps.db, limits: deps.limits, now: deps.now }, deps.providerId, req);
      } catch (err) {
        // The limits' SQL names its refusal (SELF_EXCLUDED, ACCOUNT_BANNED, …); the protocol folds it into 105/110.
        if (err instanceof WalletError) throw catalogueError(err, err.limitCode);
        throw err;
      }
    },

    async session({ userId, game, country }) {
      const now = new Date(deps.now());
      const open = await deps.db
        .selectFrom("casino_session as s")
        .innerJoin("casino_game as g", "g.id", "s.game_id")
        .select("s.currency")
        .where("s.user_id", "=", userId)
        .where("g.provider_id", "=", deps.providerId)
        .where("g.code", "=", game)
        .where("s.expires_at", ">", now)
        .orderBy("s.expires_at", "desc")
        .executeTakeFirst();
      if (open) return { currency: open.currency };
      const row = await deps.db
        .selectFrom("casino_game")
        .select("id")
        .where("provider_id", "=", deps.providerId)
        .where("code", "=", game)
        .executeTakeFirst();
      if (!row) throw new AppError("NOT_FOUND", "No such game");
      const launch = await createLaunch(deps.db, { userId, gameId: row.id, country, now });
      const s = await deps.db
        .selectFrom("casino_session")
        .select("currency")
        .where("id", "=", launch.sessionId)
        .executeTakeFirstOrThrow();
      return { currency: s.currency };
    },
  };
}
