import type { Db } from "@parlay/db";
import { domainKey } from "./host.ts";
import { TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";

/** The site a request host belongs to. */
export interface SiteRef {
  groupId: number;
  /** The site_domain row's host (the normalised request host). */
  host: string;
  isVipDomain: boolean;
  isMirror: boolean;
}

/** Looks the host up in site_domain; undefined for an unknown or malformed host. */
export async function findSite(db: Db, rawHost: string): Promise<SiteRef | undefined> {
  const key = domainKey(rawHost);
  if (!key) return undefined;
  const row = await db
    .selectFrom("site_domain")
    .select(["host", "group_id", "is_vip_domain", "is_mirror"])
    .where("host", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { groupId: row.group_id, host: row.host, isVipDomain: row.is_vip_domain, isMirror: row.is_mirror };
}

/**
 * findSite behind a cache: known hosts are kept like config answers; unknown ones are not, so a
 * domain added by an operator works at once and junk Host headers cannot fill the memory.
 */
export function cachedSiteResolver(db: Db, cacheOptions: TtlCacheOptions) {
  const sites = new TtlCache<SiteRef | undefined>(cacheOptions);
  return {
    async resolve(rawHost: string): Promise<SiteRef | undefined> {
      const key = domainKey(rawHost);
      if (!key) return undefined;
      return (
        await sites.getOrLoad(
          key,
          () => findSite(db, key),
          (site) => site !== undefined,
        )
      ).value;
    },
    clear: () => sites.clear(),
  };
}

/**
 * A site's main domain: not a mirror, not the VIP domain, then by name. For a read that knows the
 * player's site (a render grant's group) but not the request's host; undefined for a site with none.
 */
export async function mainHostOfGroup(db: Db, groupId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("site_domain")
    .select("host")
    .where("group_id", "=", groupId)
    .orderBy("is_mirror")
    .orderBy("is_vip_domain")
    .orderBy("host")
    .executeTakeFirst();
  return row?.host;
}
