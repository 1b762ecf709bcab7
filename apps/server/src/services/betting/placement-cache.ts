/**
 * What the last placement reads said, kept for a moment so the next line bet on the same outcomes
 * can skip its read. Safe because nothing is written on the strength of it alone: a coupon checked
 * against remembered state goes to bet_place_coupons with that state (odds, suspension, game status,
 * live flag per leg), and the function refuses to write it ("stale") unless the catalogue still says
 * exactly that — then placement reads afresh. Any refusal the remembered state leads to is also
 * re-decided on a fresh read (which also replays a key that already has an answer).
 *
 * Accounts are remembered longer: their id, currency and type never change, and bet_place_coupons
 * checks ownership, currency and that the account is open on the locked row.
 */
import type { Db } from "@parlay/db";
import type { PlacementAccount, PlacementRead, ReadOutcome } from "./placement-read.ts";
import type { PlaceBody } from "./views.ts";

/** How long an outcome's state is offered to the next placement. */
export const OUTCOME_TTL_MS = 1_000;
const ACCOUNT_TTL_MS = 60_000;
/** Entries kept at most (each map); beyond it the map starts again. */
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  until: number;
}

const accountKey = (userId: bigint, body: PlaceBody) =>
  `${userId}:${body.accountId === undefined ? body.currency : `#${body.accountId}`}`;

function put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, ttl: number, now: number): void {
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, { value, until: now + ttl });
}

function fresh<K, T>(map: Map<K, Entry<T>>, key: K, now: number): T | undefined {
  const entry = map.get(key);
  return entry && entry.until > now ? entry.value : undefined;
}

export class PlacementCache {
  private readonly outcomes = new Map<number, Entry<ReadOutcome>>();
  private readonly accounts = new Map<string, Entry<PlacementAccount>>();

  /** A read made of remembered state, or null when anything is missing or old. */
  lookup(userId: bigint, body: PlaceBody, now = Date.now()): PlacementRead | null {
    const account = fresh(this.accounts, accountKey(userId, body), now);
    if (!account) return null;
    const outcomes: ReadOutcome[] = [];
    for (const bet of body.bets) {
      const outcome = fresh(this.outcomes, bet.outcomeId, now);
      if (!outcome) return null;
      outcomes.push(outcome);
    }
    return { account, answered: null, outcomes };
  }

  /** Remembers what a fresh read said. */
  remember(userId: bigint, body: PlaceBody, read: PlacementRead, now = Date.now()): void {
    if (read.account) put(this.accounts, accountKey(userId, body), read.account, ACCOUNT_TTL_MS, now);
    for (const o of read.outcomes) put(this.outcomes, o.bet.market.id, o, OUTCOME_TTL_MS, now);
  }

  /** Forgets outcomes the database said have changed. */
  forget(outcomeIds: readonly number[]): void {
    for (const id of outcomeIds) this.outcomes.delete(id);
  }

  /** Forgets the account a placement names (the database found it closed or gone). */
  forgetAccount(userId: bigint, body: PlaceBody): void {
    this.accounts.delete(accountKey(userId, body));
  }
}

const caches = new WeakMap<Db, PlacementCache>();

/** The cache of a database handle (one per process and handle). */
export function placementCache(db: Db): PlacementCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PlacementCache();
    caches.set(db, cache);
  }
  return cache;
}
