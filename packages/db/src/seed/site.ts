import type { Db } from "../connect.ts";

/** The demo site every fresh database gets; its group_id is the one the config rows hang off. */
export const DEMO_SITE = { group_id: 1, name: "Parlay" } as const;

/**
 * Local and test hosts of the demo site. vip.parlay.test is the VIP domain (spec 000 §3 isVipDomain):
 * same site, but registration is hidden there (§5).
 */
export const DEMO_DOMAINS = [
  { host: "localhost", is_mirror: false, is_vip_domain: false },
  { host: "127.0.0.1", is_mirror: false, is_vip_domain: false },
  { host: "parlay.test", is_mirror: false, is_vip_domain: false },
  { host: "vip.parlay.test", is_mirror: false, is_vip_domain: true },
] as const;

export async function seedSite(db: Db): Promise<void> {
  await db
    .insertInto("site")
    .values(DEMO_SITE)
    .onConflict((oc) => oc.column("group_id").doUpdateSet({ name: DEMO_SITE.name }))
    .execute();
  await db
    .insertInto("site_domain")
    .values(DEMO_DOMAINS.map((d) => ({ ...d, group_id: DEMO_SITE.group_id })))
    .onConflict((oc) =>
      oc.column("host").doUpdateSet((eb) => ({
        group_id: eb.ref("excluded.group_id"),
        is_mirror: eb.ref("excluded.is_mirror"),
        is_vip_domain: eb.ref("excluded.is_vip_domain"),
      })),
    )
    .execute();
}
