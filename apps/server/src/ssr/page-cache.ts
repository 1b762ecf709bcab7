/**
 * A micro-cache for server-rendered pages seen by guests. A guest's page depends only on the URL,
 * the host, the country and a few cookies that change routing, so for a few seconds every guest
 * asking the same question gets the same answer without another render. Signed-in players, bodies
 * that set cookies and anything but GET/HEAD are never cached. Concurrent misses render once.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/** Cookies that mean "this visitor may be signed in": their pages are personal. */
const SESSION_COOKIES = /(?:^|;\s*)(?:ua|user_token|parlay_session|sid)=/;
/** Cookies that change what a guest sees (spec 000 §4): part of the key. */
const ROUTING_COOKIES = ["maintenance", "force_geo_off", "lng", "is12h"];

export function pageCacheKey(req: {
  /** The visitor's block decision ("" when no blocks service runs): part of what the page shows. */
  block?: string;
  method: string;
  host: string;
  url: string;
  cookie: string;
  country: string;
  acceptLanguage: string;
}): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (SESSION_COOKIES.test(req.cookie)) return null;
  const cookies = ROUTING_COOKIES.map(
    (name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.cookie)?.[1] ?? "",
  );
  // Only a path without a language consults the browser's languages (the redirect to /{lng}/).
  const hasLang = /^\/[a-z]{2}(?:\/|\.data|$)/.test(req.url);
  const lang = hasLang ? "" : req.acceptLanguage.slice(0, 32);
  return [req.host, req.url, req.country, lang, req.block ?? "", ...cookies].join("|");
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly opts: PageCacheOptions) {
    this.maxEntries = opts.maxEntries ?? 1000;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.opts.ttlMs > 0;
  }

  get(key: string): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return hit.page;
  }

  /** Renders once per key however many requests arrive together; caches what may be shared. */
  async getOrRender(
    key: string,
    render: () => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    const cached = this.get(key);
    if (cached) return { page: cached, hit: true };
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return { page: shared, hit: true };
    }
    let page!: CachedPage;
    const work = render().then((p) => {
      page = p;
      return cacheable(p) ? p : null;
    });
    this.inflight.set(key, work);
    try {
      const shared = await work;
      if (shared) this.store(key, shared);
    } finally {
      this.inflight.delete(key);
    }
    return { page, hit: false };
  }

  clear(): void {
    this.entries.clear();
  }

  private store(key: string, page: CachedPage): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, expires: this.now() + this.opts.ttlMs });
  }
}

function cacheable(page: CachedPage): boolean {
  const ok = page.status === 200 || page.status === 404 || page.status === 301 || page.status === 302;
  // A page rendered while a remote was down says no-store, so the outage is not served for seconds
  // after; a player's own page says private (it is never rendered here, and never kept if it were).
  return (
    ok &&
    !page.headers.some(
      ([n, v]) => n === "set-cookie" || (n === "cache-control" && /no-store|private/.test(v)),
    )
  );
}
