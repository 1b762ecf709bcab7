/**
 * The seamless wallet's wire protocol (the industry's Universal-API shape; docs/casino.md
 * "Seamless wallet"): request schemas, the answer, the error codes with their HTTP statuses, and
 * the request signature.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** Provider-side references (round and action ids): printable, bounded. */
const ref = z.string().regex(/^[\x21-\x7e]{1,100}$/, "1–100 printable ASCII characters");
/** Minor units as a JSON integer (what aggregators send), within bigint's safe JSON range. */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/);
const userId = z.string().regex(/^[1-9]\d{0,17}$/);

export const playRequest = z.strictObject({
  user_id: userId,
  currency,
  game: z.string().min(1).max(100).optional(),
  game_id: ref.optional(),
  finished: z.boolean().optional(),
  actions: z
    .array(z.strictObject({ action: z.enum(["bet", "win"]), action_id: ref, amount }))
    .max(100)
    .optional(),
});
export type PlayRequest = z.infer<typeof playRequest>;

export const rollbackRequest = z.strictObject({
  user_id: userId,
  currency,
  game: z.string().min(1).max(100),
  game_id: ref,
  finished: z.boolean().optional(),
  actions: z
    .array(z.strictObject({ action: z.literal("rollback"), action_id: ref, original_action_id: ref }))
    .min(1)
    .max(100),
});
export type RollbackRequest = z.infer<typeof rollbackRequest>;

export const sessionRequest = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export interface WalletTransaction {
  action_id: string;
  /** The casino's id of the action (a string, as the protocol has it); a repeat answers the same. */
  tx_id: string;
  processed_at: string;
}

export interface WalletAnswer {
  /** The player's available balance, minor units. */
  balance: number;
  game_id?: string;
  transactions?: WalletTransaction[];
}

/**
 * The protocol's error codes. Refusals of a well-formed, signed request are HTTP 412 (the request
 * was understood and refused; the provider must not retry), malformed input 400, a bad signature
 * 403, anything unexpected 500 (the provider retries with the same action ids).
 */
export const WALLET_ERRORS = {
  100: { status: 412, message: "Player has not enough funds to process an action" },
  101: { status: 412, message: "Player is invalid" },
  105: { status: 412, message: "Player reached a bet limit" },
  106: { status: 412, message: "Bet exceeded the maximum bet" },
  107: { status: 412, message: "Game is forbidden to the player" },
  110: { status: 412, message: "Player is disabled" },
  153: { status: 412, message: "Game is not available in the player's country" },
  400: { status: 400, message: "Bad request" },
  403: { status: 403, message: "Forbidden: the request signature does not match" },
  500: { status: 500, message: "Unknown error" },
} as const;
export type WalletErrorCode = keyof typeof WALLET_ERRORS;

/** A refusal in the protocol's terms; rolls back everything the request did. */
export class WalletError extends Error {
  readonly code: WalletErrorCode;
  /** The available balance after the refusal, when the wallet already knows it. */
  balance?: number;
  /** The limits' own catalogue code when the limits' SQL refused (105, 110): e.g. SELF_EXCLUDED. */
  limitCode?: string;
  constructor(code: WalletErrorCode, message?: string) {
    super(message ?? WALLET_ERRORS[code].message);
    this.code = code;
  }
}

export interface WalletErrorBody {
  code: WalletErrorCode;
  message: string;
  balance?: number;
}

export const SIGNATURE_HEADER = "x-request-sign";

/** The request's signature: hex HMAC-SHA256 of the raw body bytes with the provider's key. */
export function signBody(key: string, rawBody: string): string {
  return createHmac("sha256", key).update(rawBody, "utf8").digest("hex");
}

const HEX_SIGNATURE = /^[0-9a-fA-F]{64}$/;

/** Constant-time comparison of a presented signature with the body's (the digest's bytes, not hex). */
export function signatureMatches(key: string, rawBody: string, presented: string): boolean {
  if (!HEX_SIGNATURE.test(presented)) return false;
  const expected = createHmac("sha256", key).update(rawBody, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(presented, "hex"));
}

/** Minor units as the protocol's JSON number (balances stay far below 2^53). */
export function amountNumber(minor: bigint): number {
  return Number(minor);
}
