/**
 * Demo play (docs/casino.md "Demo play"): the site's demo launch token, checked with the provider's
 * own key and used once, and the virtual balances demo sessions play with. A demo player's bets and
 * wins never leave this process: the routed wallet answers them from memory and the site's wallet is
 * never called, so no ledger row, no limit, no history — and no real money at any moment.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { PlayAnswer, PlayBody, WalletClient } from "./wallet-client.ts";
import { WalletRefusal } from "./wallet-client.ts";

/** What a demo session starts with, in minor units of the play-money currency. */
export const DEMO_BALANCE = 100_000;
/** Play money: not an ISO currency, so it is never mistaken for (or converted to) real money. */
export const DEMO_CURRENCY = "FUN";
/** How long a demo session plays (and its virtual balance is kept). */
export const DEMO_SESSION_MS = 4 * 3600_000;
const DEMO_USER = /^demo-[0-9a-f-]{36}$/;
const TOKEN = /^([A-Za-z0-9_-]{20,400})\.([0-9a-f]{64})$/;
/** The longest validity a demo token may claim (the site's is 60 s). */
const MAX_TOKEN_MS = 5 * 60_000;

export const isDemoUser = (userId: string) => DEMO_USER.test(userId);

/**
 * Checks a demo launch token (`payload.hexmac`, HMAC-SHA256 of "parlay-demo:" + payload with the
 * provider's key) for `game` at `now`; answers its nonce, or null when it is forged, expired, for
 * another game or malformed.
 */
export function checkDemoToken(key: string, token: string, game: string, now: number): string | null {
  const m = TOKEN.exec(token);
  if (!m?.[1] || !m[2]) return null;
  const expected = createHmac("sha256", key).update(`parlay-demo:${m[1]}`, "utf8").digest();
  const given = Buffer.from(m[2], "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: { v?: unknown; game?: unknown; exp?: unknown; nonce?: unknown };
  try {
    claims = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims.v !== 1 || claims.game !== game || typeof claims.exp !== "number") return null;
  if (claims.exp <= now || claims.exp - now > MAX_TOKEN_MS) return null;
  return typeof claims.nonce === "string" && /^[0-9a-f]{32}$/.test(claims.nonce) ? claims.nonce : null;
}

interface DemoAccount {
  balance: number;
  /** Action ids applied (a repeated id moves nothing, like the real wallet). */
  seen: Set<string>;
  expiresAt: number;
}

/** The demo tokens used so far (until they expire) and the demo players' virtual balances. */
export class DemoWallets {
  private readonly used = new Map<string, number>();
  private readonly accounts = new Map<string, DemoAccount>();

  /** Redeems a token's nonce once; false when it was used already. */
  redeem(nonce: string, now: number): boolean {
    for (const [n, exp] of this.used) if (exp <= now) this.used.delete(n);
    if (this.used.has(nonce)) return false;
    this.used.set(nonce, now + MAX_TOKEN_MS);
    return true;
  }

  /** A new demo player with the starting virtual balance. */
  open(now: number): { userId: string; balance: number; expiresAt: number } {
    for (const [id, a] of this.accounts) if (a.expiresAt + 3600_000 <= now) this.accounts.delete(id);
    const userId = `demo-${randomUUID()}`;
    const expiresAt = now + DEMO_SESSION_MS;
    this.accounts.set(userId, { balance: DEMO_BALANCE, seen: new Set(), expiresAt });
    return { userId, balance: DEMO_BALANCE, expiresAt };
  }

  /** The wallet's `play` on virtual money: all actions or none (100 when a bet is not covered). */
  play(body: PlayBody): PlayAnswer {
    const account = this.accounts.get(body.user_id);
    // A late win of a demo player long gone (the live table) has nowhere to go: nothing to keep.
    if (!account) return { balance: 0 };
    let balance = account.balance;
    const fresh = (body.actions ?? []).filter((a) => !account.seen.has(a.action_id));
    for (const a of fresh) {
      if (a.action === "bet") {
        if (a.amount > balance) throw new WalletRefusal(100, "Not enough (play) money", account.balance);
        balance -= a.amount;
      } else balance += a.amount;
    }
    for (const a of fresh) account.seen.add(a.action_id);
    account.balance = balance;
    return { balance, ...(body.game_id ? { game_id: body.game_id } : {}) };
  }

  balance(userId: string): number {
    return this.accounts.get(userId)?.balance ?? 0;
  }
}

/** The games' wallet: demo players' calls stay in `demo`; everyone else's go to the site's wallet. */
export function routedWallet(real: WalletClient, demo: DemoWallets): WalletClient {
  return {
    session: (token) => real.session(token),
    play: async (body) => (isDemoUser(body.user_id) ? demo.play(body) : real.play(body)),
    balance: async (userId, currency) =>
      isDemoUser(userId) ? demo.balance(userId) : real.balance(userId, currency),
  };
}
