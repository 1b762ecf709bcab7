/**
 * The provider's own sessions: after the launch token is redeemed with the wallet, the page gets a
 * provider session token (random, only its SHA-256 kept) that it sends as `Authorization: Bearer`.
 * The session remembers the player, currency and game, the minimum spin time and when the last
 * round started (so the minimum holds on the server, whatever the page does).
 */
import { createHash, randomBytes } from "node:crypto";
import type { BlackjackState } from "@parlay/domain/casino-games";
import type { SandboxGameCode } from "./catalogue.ts";
import type { Lang } from "./texts.ts";

export interface OpenBlackjack {
  roundId: string;
  state: BlackjackState;
  /** Bet actions sent so far in this round (for unique action ids). */
  seq: number;
}

export interface ProviderSession {
  userId: string;
  currency: string;
  game: SandboxGameCode;
  lang: Lang;
  minSpinMs: number;
  expiresAt: number;
  /** When the last round started (ms), for the minimum spin time. */
  lastRoundAt: number | null;
  /** A request of this session is being processed (one at a time for multi-step games). */
  busy: boolean;
  blackjack: OpenBlackjack | null;
  lastSeenAt: number;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export class SessionStore {
  private readonly sessions = new Map<string, ProviderSession>();

  /** Opens a session; expired ones (without an open hand) are dropped on the way. */
  open(session: ProviderSession, now: number = session.lastSeenAt): string {
    for (const [key, s] of this.sessions) if (s.expiresAt <= now && !s.blackjack) this.sessions.delete(key);
    const token = randomBytes(32).toString("base64url");
    this.sessions.set(hash(token), session);
    return token;
  }

  /** The session of a bearer token, if it exists and has not expired. */
  find(authorization: string | undefined, now: number): ProviderSession | null {
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? "");
    if (!m?.[1]) return null;
    const key = hash(m[1]);
    const s = this.sessions.get(key);
    if (!s) return null;
    // An expired session keeps an open blackjack round until it ends (wins are accepted later).
    if (s.expiresAt <= now && !s.blackjack) {
      this.sessions.delete(key);
      return null;
    }
    s.lastSeenAt = now;
    return s;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Sessions seen since `since` (the live table's seated players). */
  seenSince(game: SandboxGameCode, since: number): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.game === game && s.lastSeenAt >= since) n++;
    return n;
  }
}

/**
 * Claims the start of a round: refused (with the wait in ms) when the previous round of this
 * session started less than `minSpinMs` ago. Synchronous, so two requests racing cannot both pass.
 */
export function claimRoundStart(
  s: ProviderSession,
  now: number,
): { ok: true } | { ok: false; waitMs: number } {
  if (s.lastRoundAt !== null && now - s.lastRoundAt < s.minSpinMs)
    return { ok: false, waitMs: s.minSpinMs - (now - s.lastRoundAt) };
  s.lastRoundAt = now;
  return { ok: true };
}
