import type { Db } from "@parlay/db";
import { type SeoPageData, seoPageData } from "@parlay/domain/config";
import type { SeoStream } from "@parlay/domain/routing";
import { sql } from "kysely";
import { AppError } from "../../http/errors.ts";
import {
  type ConfigLogger,
  cachedSiteResolver,
  consoleLogger,
  FALLBACK_LANGUAGE,
  TtlCache,
} from "../config/index.ts";

export interface SeoPageQuery {
  host: string;
  lang: string;
  stream: SeoStream;
  /** "sport", "championship", "match", or one item of them as "sport:<id>"; absent is the stream page. */
  section?: string | undefined;
}

export interface SeoStore {
  /** The page's SEO data after fallbacks; null when the site has none at all, not even a homepage. */
  getPage(query: SeoPageQuery): Promise<SeoPageData | null>;
  /** Drops this process's cached answers. */
  invalidate(): void;
  /** After a write: drops this process's answers and tells the other processes (onWrite). */
  written(): Promise<void>;
  onWrite(listener: () => Promise<void> | void): () => void;
}

export interface SeoStoreOptions {
  now?: () => number;
  random?: () => number;
  logger?: ConfigLogger;
}

/** Most specific first: "sport:1" → "sport" → the stream's default page (""). */
export function sectionChain(section: string | undefined): string[] {
  if (!section) return [""];
  return [...new Set([section, section.split(":")[0] ?? "", ""])];
}

/**
 * Candidates in the order they are tried. Language comes first: the stream's page in the reader's
 * language beats a sub-section page in another; then the site's default language.
 */
export function candidates(query: SeoPageQuery, defaultLang: string) {
  const langs = [...new Set([query.lang, defaultLang])];
  const pages = [
    ...sectionChain(query.section).map((section) => ({ stream: query.stream as string, section })),
    { stream: "homepage", section: "" },
  ];
  return langs.flatMap((lang) => pages.map((p) => ({ ...p, lang })));
}

/** SEO page data per site, stream, section and language (spec 000 §2, §3), cached like the config. */
export function createSeoStore(db: Db, opts: SeoStoreOptions = {}): SeoStore {
  const logger = opts.logger ?? consoleLogger;
  const cacheOptions = {
    minTtlMs: 600_000,
    maxTtlMs: 900_000,
    maxEntries: 10_000,
    now: opts.now ?? Date.now,
    random: opts.random ?? Math.random,
  };
  const sites = cachedSiteResolver(db, cacheOptions);
  const cache = new TtlCache<SeoPageData | null>(cacheOptions);
  const writeListeners = new Set<() => Promise<void> | void>();
  const invalidate = () => {
    sites.clear();
    cache.clear();
  };

  async function load(groupId: number, query: SeoPageQuery): Promise<SeoPageData | null> {
    const core = await db
      .selectFrom("site_config_group")
      .select(sql<string | null>`data->>'lng'`.as("lng"))
      .where("group_id", "=", groupId)
      .where("group_name", "=", "b.core")
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .executeTakeFirst();
    const order = candidates(query, core?.lng ?? FALLBACK_LANGUAGE);
    const rows = await db
      .selectFrom("seo_page")
      .selectAll()
      .where("group_id", "=", groupId)
      .where("lang", "in", [...new Set(order.map((c) => c.lang))])
      .where("stream", "in", [query.stream, "homepage"])
      .where("section", "in", [...new Set(order.map((c) => c.section))])
      .execute();
    for (const c of order) {
      const row = rows.find((r) => r.stream === c.stream && r.section === c.section && r.lang === c.lang);
      if (!row) continue;
      const parsed = seoPageData.safeParse({
        title: row.title,
        description: row.description,
        metaRobots: row.meta_robots,
        hierarchyMetaRobots: row.hierarchy_meta_robots,
        metas: row.metas,
        customCanonical: row.custom_canonical,
      });
      // Say which level answered: a sub-section row may override the remote's title, a stream page not.
      if (parsed.success) return { ...parsed.data, matchedSection: c.section };
      // A broken row degrades to the next fallback rather than failing the page.
      logger.error({ groupId, ...c, issues: parsed.error.issues }, "SEO page row is invalid; skipped");
    }
    return null;
  }

  return {
    async getPage(query) {
      const site = await sites.resolve(query.host);
      if (!site) throw new AppError("NO_SITE_CONFIG", `No site config for the domain "${query.host}"`);
      const key = [site.groupId, query.stream, query.section ?? "", query.lang].join("|");
      return (await cache.getOrLoad(key, () => load(site.groupId, query))).value;
    },
    invalidate,
    async written() {
      invalidate();
      for (const listener of writeListeners) await listener();
    },
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
  };
}

const shared = new WeakMap<Db, { store: SeoStore; logger: { current: ConfigLogger } }>();

/** One SEO store per database, shared by the SEO route and the SSR shell; the latest logger wins. */
export function seoStoreFor(db: Db, opts: SeoStoreOptions = {}): SeoStore {
  let entry = shared.get(db);
  if (!entry) {
    const ref = { current: opts.logger ?? consoleLogger };
    const logger: ConfigLogger = { error: (obj, msg) => ref.current.error(obj, msg) };
    entry = { store: createSeoStore(db, { ...opts, logger }), logger: ref };
    shared.set(db, entry);
  } else if (opts.logger) {
    entry.logger.current = opts.logger;
  }
  return entry.store;
}
