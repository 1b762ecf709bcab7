/** The provider API's errors: `{error: {code, message, …}}` with an HTTP status. */
import { WalletRefusal, WalletUnavailable } from "./wallet-client.ts";

export type GameErrorCode =
  | "100"
  | "101"
  | "105"
  | "106"
  | "107"
  | "110"
  | "153"
  | "too_soon"
  | "closed"
  | "round_open"
  | "session"
  | "bad_request"
  | "unavailable";

export class GameError extends Error {
  readonly status: number;
  readonly code: GameErrorCode;
  readonly extra: Record<string, number>;
  constructor(status: number, code: GameErrorCode, message: string, extra: Record<string, number> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

const WALLET_CODES = new Set(["100", "101", "105", "106", "107", "110", "153"]);

/** A wallet failure as the page's error: refusals keep their code (and the balance), the rest is 503/500. */
export function fromWallet(err: unknown): GameError {
  if (err instanceof WalletRefusal) {
    const code = String(err.code);
    const extra: Record<string, number> = err.balance === undefined ? {} : { balance: err.balance };
    if (WALLET_CODES.has(code)) return new GameError(403, code as GameErrorCode, err.message, extra);
    return new GameError(400, "bad_request", err.message, extra);
  }
  if (err instanceof WalletUnavailable) return new GameError(503, "unavailable", err.message);
  if (err instanceof GameError) return err;
  throw err;
}
