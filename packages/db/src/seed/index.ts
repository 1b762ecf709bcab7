import type { Db } from "../connect.ts";
import { seedConfig } from "./config.ts";
import { seedSeo } from "./seo.ts";
import { seedSite } from "./site.ts";

export { DEMO_DOMAINS, DEMO_SITE } from "./site.ts";

/**
 * The demo site, its config and SEO rows, written only into a database without any site: start-up
 * runs this every time, and a database that has a site belongs to its operators, whose edits a
 * restart must not undo. Answers whether it seeded. One transaction; every step is an upsert, so
 * two processes starting together on an empty database write the same rows.
 */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const anySite = await trx.selectFrom("site").select("group_id").limit(1).executeTakeFirst();
    if (anySite) return false;
    await seedSite(trx);
    await seedConfig(trx);
    await seedSeo(trx);
    return true;
  });
}
