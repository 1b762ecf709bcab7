/**
 * An in-memory cache whose entries live a random time in [minTtlMs, maxTtlMs]: the spread keeps
 * entries written together (say after a deploy) from all expiring, and reloading, at once.
 * Clock and randomness are injected so tests can move time and pin the TTL.
 */
export interface TtlCacheOptions {
  minTtlMs: number;
  maxTtlMs: number;
  /** Oldest entries are dropped past this size, so odd keys from the outside cannot grow it forever. */
  maxEntries: number;
  now: () => number;
  random: () => number;
}

export interface CacheEntry<V> {
  value: V;
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, CacheEntry<V>>();
  /** Loads in flight, so concurrent misses of one key query the database once. */
  private readonly pending = new Map<string, Promise<CacheEntry<V>>>();
  private generation = 0;

  constructor(private readonly opts: TtlCacheOptions) {}

  get(key: string): CacheEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.opts.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: V): CacheEntry<V> {
    const span = this.opts.maxTtlMs - this.opts.minTtlMs;
    const ttl = this.opts.minTtlMs + Math.round(Math.min(1, Math.max(0, this.opts.random())) * span);
    const entry = { value, expiresAt: this.opts.now() + ttl };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /**
   * The cached entry, or the loaded value cached now. Failures are not cached; a value for
   * which `keep` says false is returned but not cached either.
   */
  async getOrLoad(
    key: string,
    load: () => Promise<V>,
    keep: (v: V) => boolean = () => true,
  ): Promise<CacheEntry<V>> {
    const hit = this.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise: Promise<CacheEntry<V>> = load()
      .then((value) => {
        // A clear() during the load means the value may predate the operator's change: do not keep it.
        if (!keep(value) || generation !== this.generation) return { value, expiresAt: this.opts.now() };
        return this.set(key, value);
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** Seconds the entry still lives, never below 0. */
  remainingSeconds(entry: CacheEntry<V>): number {
    return Math.max(0, Math.floor((entry.expiresAt - this.opts.now()) / 1000));
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
