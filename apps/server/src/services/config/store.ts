import type { Db } from "@parlay/db";
import {
  CONFIG_GROUPS,
  type ConfigGroupName,
  type ConfigGroups,
  configGroupSchemas,
  countryId,
  DEFAULT_COUNTRY,
  type SiteConfig,
  UNKNOWN_COUNTRY_ID,
} from "@parlay/domain/config";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { resolveLanguage } from "./language.ts";
import { type ConfigRow, mergeGroupSkippingBad } from "./merge.ts";
import { cachedSiteResolver, type SiteRef } from "./site-resolver.ts";
import { TtlCache } from "./ttl-cache.ts";
import { type ConfigChangeHook, type ConfigRowInput, deleteConfigRow, writeConfigRow } from "./write.ts";

/** Who is asking: the request host, the visitor's country (ISO alpha-2) and wished language. */
export interface ConfigQuery {
  host: string;
  /** Any case; absent means the default country, ru (spec 000 §7). */
  country?: string | undefined;
  /** Two lower-case letters; absent or not offered means the site's default language. */
  lang?: string | undefined;
}

/** A config answer and how many more seconds it may be cached (what Cache-Control max-age says). */
export interface ConfigAnswer<T> {
  data: T;
  maxAge: number;
}

export interface ConfigStore {
  /** Every group merged into the flat site config (all.json). */
  getAll(query: ConfigQuery): Promise<ConfigAnswer<SiteConfig>>;
  /** Only the named groups, keyed by group name. */
  getGroups<G extends ConfigGroupName>(
    query: ConfigQuery & { groups: readonly G[] },
  ): Promise<ConfigAnswer<Pick<ConfigGroups, G>>>;
  /** Drops every cached answer of this process (a write does it; another process's write, too). */
  invalidate(): void;
  /**
   * The operators' write: validates the row (400 VALIDATION, nothing stored), stores it, drops
   * this process's answers at once and tells the write listeners (the other processes, see
   * invalidation.ts) before it resolves.
   */
  putRow(row: ConfigRowInput, hook?: ConfigChangeHook): Promise<void>;
  /** Removes an override row (not a base row), like putRow: at once here, then every process. */
  deleteRow(
    key: { groupId: number; group: ConfigGroupName; country: string; lang: string },
    hook?: ConfigChangeHook,
  ): Promise<boolean>;
  /** Called after every putRow and deleteRow; returns the unsubscribe. */
  onWrite(listener: () => Promise<void> | void): () => void;
}

export interface ConfigLogger {
  error(obj: object, msg: string): void;
}

export interface ConfigStoreOptions {
  /** Epoch milliseconds; injected by tests. */
  now?: () => number;
  /** A number in [0, 1) that picks each entry's TTL; injected by tests. */
  random?: () => number;
  /** Entry lifetime bounds; spec 000 §9 caches group config 600 to 900 s. */
  minTtlMs?: number;
  maxTtlMs?: number;
  maxEntries?: number;
  logger?: ConfigLogger;
}

type Groups = Partial<Record<ConfigGroupName, unknown>>;

const CODE = /^[a-z]{2}$/;

function normaliseCountry(country: string | undefined): string {
  const c = (country ?? "").trim().toLowerCase() || DEFAULT_COUNTRY;
  if (!CODE.test(c))
    throw new AppError("VALIDATION", `country must be a two-letter ISO code, got "${country}"`);
  return c;
}

function normaliseLang(lang: string | undefined): string | undefined {
  if (lang === undefined || lang === "") return undefined;
  if (!CODE.test(lang))
    throw new AppError("VALIDATION", `lang must be two lower-case letters, got "${lang}"`);
  return lang;
}

/** Known, de-duplicated group names in the catalogue's order; unknown or none is the caller's fault. */
export function normaliseGroups(groups: readonly string[]): ConfigGroupName[] {
  const unknown = groups.find((g) => !(CONFIG_GROUPS as readonly string[]).includes(g));
  if (unknown !== undefined) {
    throw new AppError("UNKNOWN_CONFIG_GROUP", `Unknown config group "${unknown}"`, {
      group: unknown,
      known: CONFIG_GROUPS,
    });
  }
  const wanted = CONFIG_GROUPS.filter((g) => groups.includes(g));
  if (wanted.length === 0) throw new AppError("VALIDATION", "groups must name at least one config group");
  return wanted;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const consoleLogger: ConfigLogger = { error: (obj, msg) => console.error(msg, obj) };

/**
 * The site config service: host → site, rows merged by specificity, request-time fields filled in,
 * every group validated, answers cached 600–900 s. Answers are frozen: they are shared.
 */
export function createConfigStore(db: Db, opts: ConfigStoreOptions = {}): ConfigStore {
  const cacheOptions = {
    minTtlMs: opts.minTtlMs ?? 600_000,
    maxTtlMs: opts.maxTtlMs ?? 900_000,
    maxEntries: opts.maxEntries ?? 10_000,
    now: opts.now ?? Date.now,
    random: opts.random ?? Math.random,
  };
  const logger = opts.logger ?? consoleLogger;
  const sites = cachedSiteResolver(db, cacheOptions);
  const answers = new TtlCache<Groups>(cacheOptions);

  function broken(site: SiteRef, group: string, country: string, lang: string, reason: string): AppError {
    const message = `Site config group "${group}" of site ${site.groupId} is invalid`;
    logger.error({ groupId: site.groupId, group, country, lang, reason }, `${message}: ${reason}`);
    return new AppError("SITE_CONFIG_INVALID", `${message}; the operators have been told`, { group });
  }

  /** Rows already reported as skipped, so a bad row is logged once, not on every reload. */
  const reported = new Set<string>();
  function skipped(site: SiteRef, row: ConfigRow, reason: string): void {
    const key = `${site.groupId}|${row.group_name}|${row.country}|${row.lang}`;
    if (reported.has(key)) return;
    reported.add(key);
    const { group_name: group, country, lang } = row;
    logger.error(
      { groupId: site.groupId, group, country, lang, reason },
      `Site config row "${group}" (${country}, ${lang}) of site ${site.groupId} is invalid and is skipped: ${reason}`,
    );
  }

  /** The group's data as validated, with the fields the store derives per request. */
  function withDerived(
    group: ConfigGroupName,
    merged: Record<string, unknown>,
    site: SiteRef,
    country: string,
    lng?: string,
  ) {
    if (group !== "b.core") return merged;
    return {
      ...merged,
      ...(lng === undefined ? {} : { lng }),
      group_id: site.groupId,
      isVipDomain: site.isVipDomain,
      geoCountryId: countryId(country) ?? UNKNOWN_COUNTRY_ID,
    };
  }

  function mergeChecked(
    rows: ConfigRow[],
    site: SiteRef,
    group: ConfigGroupName,
    country: string,
    lng: string,
    served?: string,
  ) {
    const check = (merged: Record<string, unknown>) => {
      const parsed = configGroupSchemas[group].safeParse(withDerived(group, merged, site, country, served));
      return parsed.success ? null : z.prettifyError(parsed.error);
    };
    return mergeGroupSkippingBad(rows, group, country, lng, check, (row, reason) =>
      skipped(site, row, reason),
    );
  }

  async function load(site: SiteRef, groups: ConfigGroupName[], country: string, lang?: string) {
    // b.core is always read: its languages and default language decide which language rows apply.
    const rows: ConfigRow[] = await db
      .selectFrom("site_config_group")
      .select(["group_name", "country", "lang", "data"])
      .where("group_id", "=", site.groupId)
      .where("group_name", "in", [...new Set<string>([...groups, "b.core"])])
      .where("country", "in", ["*", country])
      .execute();
    if (rows.length === 0) throw new AppError("NO_SITE_CONFIG", `No site config for site ${site.groupId}`);
    // A bad row (an operator's typo, a row written around the validating write path) is logged and
    // left out: the visitors it applies to get the less specific rows, never an error page.
    const core = mergeChecked(rows, site, "b.core", country, "*") ?? {};
    const lng = resolveLanguage(core.languages, core.lng, lang);
    const out: Groups = {};
    for (const group of groups) {
      const merged = mergeChecked(rows, site, group, country, lng, lng);
      if (!merged) throw broken(site, group, country, lng, "the group has no row for this site");
      const parsed = configGroupSchemas[group].safeParse(withDerived(group, merged, site, country, lng));
      if (!parsed.success) throw broken(site, group, country, lng, z.prettifyError(parsed.error));
      out[group] = parsed.data;
    }
    return deepFreeze(out);
  }

  async function resolveSite(host: string): Promise<SiteRef> {
    const site = await sites.resolve(host);
    if (!site) throw new AppError("NO_SITE_CONFIG", `No site config for the domain "${host}"`);
    return site;
  }

  async function getGroups<G extends ConfigGroupName>(
    query: ConfigQuery & { groups: readonly G[] },
  ): Promise<ConfigAnswer<Pick<ConfigGroups, G>>> {
    const groups = normaliseGroups(query.groups);
    const country = normaliseCountry(query.country);
    const lang = normaliseLang(query.lang);
    const site = await resolveSite(query.host);
    // The VIP flag is part of the key: b.core carries it, and a site's VIP and public domains share rows.
    const key = `${site.groupId}|${site.isVipDomain ? "vip" : "pub"}|${groups.join(",")}|${country}|${lang ?? ""}`;
    const entry = await answers.getOrLoad(key, () => load(site, groups, country, lang));
    return { data: entry.value as Pick<ConfigGroups, G>, maxAge: answers.remainingSeconds(entry) };
  }

  const writeListeners = new Set<() => Promise<void> | void>();
  function invalidate() {
    reported.clear();
    sites.clear();
    answers.clear();
  }

  return {
    getGroups,
    async getAll(query) {
      const { data, maxAge } = await getGroups({ ...query, groups: CONFIG_GROUPS });
      return { data: Object.assign({}, ...Object.values(data)) as SiteConfig, maxAge };
    },
    invalidate,
    async putRow(row, hook) {
      await writeConfigRow(db, row, hook);
      invalidate();
      for (const listener of writeListeners) await listener();
    },
    async deleteRow(key, hook) {
      const removed = await deleteConfigRow(db, key, hook);
      invalidate();
      for (const listener of writeListeners) await listener();
      return removed;
    },
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
  };
}

const shared = new WeakMap<Db, { store: ConfigStore; logger: { current: ConfigLogger } }>();

/**
 * One store per database, shared by the config routes, the SEO routes and the SSR shell, so one
 * invalidate() reaches every cache. The latest logger given wins (the app's, once routes register).
 */
export function configStoreFor(db: Db, opts: ConfigStoreOptions = {}): ConfigStore {
  let entry = shared.get(db);
  if (!entry) {
    const ref = { current: opts.logger ?? consoleLogger };
    const logger: ConfigLogger = { error: (obj, msg) => ref.current.error(obj, msg) };
    entry = { store: createConfigStore(db, { ...opts, logger }), logger: ref };
    shared.set(db, entry);
  } else if (opts.logger) {
    entry.logger.current = opts.logger;
  }
  return entry.store;
}
