import type { ConfigGroupName } from "@parlay/domain/config";
import type { Db } from "../connect.ts";
import { baseConfig } from "./config-base.ts";
import { overrideRows } from "./config-overrides.ts";
import { DEMO_SITE } from "./site.ts";

/** Upserts every config row of the demo site (base rows, then overrides). */
export async function seedConfig(db: Db): Promise<void> {
  const base = (Object.keys(baseConfig) as ConfigGroupName[]).map((group_name) => ({
    group_name,
    country: "*",
    lang: "*",
    data: baseConfig[group_name],
  }));
  const rows = [...base, ...overrideRows].map((r) => ({
    group_id: DEMO_SITE.group_id,
    group_name: r.group_name,
    country: r.country,
    lang: r.lang,
    data: JSON.stringify(r.data),
  }));
  await db
    .insertInto("site_config_group")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["group_id", "group_name", "country", "lang"])
        .doUpdateSet((eb) => ({ data: eb.ref("excluded.data"), updated_at: eb.fn("now") }))
        // Unchanged rows are left alone so a re-run does not even touch updated_at.
        .where((eb) => eb("site_config_group.data", "is distinct from", eb.ref("excluded.data"))),
    )
    .execute();
}
