import type { Db } from "../connect.ts";
import { seedConfig } from "./config.ts";
import { seedSeo } from "./seo.ts";
import { seedSite } from "./site.ts";

export { DEMO_DOMAINS, DEMO_SITE } from "./site.ts";

/** Demo data; every step is an upsert so running it twice changes nothing. One transaction. */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedSite(trx);
    await seedConfig(trx);
    await seedSeo(trx);
  });
}
