import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { connect, type DbHandle } from "../connect.ts";
import { migrate } from "../migrate.ts";
import { createTestDb, type TestTarget, testTargets } from "../testing.ts";
import { seed } from "./index.ts";

/** Where one "server" keeps its data across restarts: a PGlite folder, or a PostgreSQL schema. */
function storage(target: TestTarget) {
  const dataDir = target.url ? undefined : mkdtempSync(join(tmpdir(), "parlay-seed-"));
  const schema = target.url ? `t_${randomBytes(6).toString("hex")}` : undefined;
  let created = false;
  return {
    /** What main.ts start() does with the database before it serves. */
    async start(): Promise<DbHandle & { seeded: boolean }> {
      // A PGlite folder is first created as a copy of the run's migrated template (an initdb and
      // every migration from empty take seconds; the template is made from empty once per run).
      if (dataDir && !created)
        await (await createTestDb({ name: "pglite" }, { dataDir, seed: false })).close();
      created = true;
      const handle = await connect({ url: target.url, dataDir, schema, poolSize: 2 });
      await migrate(handle.db, { schema });
      return { ...handle, seeded: await seed(handle.db) };
    },
    async remove() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (schema && target.url) {
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

describe.each(testTargets())("a restart on $name", (target: TestTarget) => {
  const store = storage(target);
  afterAll(() => store.remove());

  test("keeps the operators' config, domain and SEO edits; the demo is seeded only the first time", async () => {
    const first = await store.start();
    expect(first.seeded).toBe(true);
    // The operator's edits: a base value, a removed override row, a domain, an SEO title.
    const core = await first.db
      .selectFrom("site_config_group")
      .select("data")
      .where("group_name", "=", "d.core")
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .executeTakeFirstOrThrow();
    await first.db
      .updateTable("site_config_group")
      .set({ data: JSON.stringify({ ...(core.data as object), minAge: 19 }) })
      .where("group_name", "=", "d.core")
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .execute();
    await first.db.deleteFrom("site_config_group").where("country", "=", "us").execute();
    await first.db
      .updateTable("site_domain")
      .set({ is_vip_domain: false })
      .where("host", "=", "vip.parlay.test")
      .execute();
    await first.db
      .updateTable("seo_page")
      .set({ title: "Our own title" })
      .where("stream", "=", "homepage")
      .where("section", "=", "")
      .where("lang", "=", "en")
      .execute();
    await first.close();

    const second = await store.start();
    try {
      expect(second.seeded).toBe(false);
      const after = await second.db
        .selectFrom("site_config_group")
        .select("data")
        .where("group_name", "=", "d.core")
        .where("country", "=", "*")
        .where("lang", "=", "*")
        .executeTakeFirstOrThrow();
      expect((after.data as { minAge: number }).minAge).toBe(19);
      const us = await second.db
        .selectFrom("site_config_group")
        .select("group_name")
        .where("country", "=", "us")
        .execute();
      expect(us).toEqual([]);
      const vip = await second.db
        .selectFrom("site_domain")
        .select("is_vip_domain")
        .where("host", "=", "vip.parlay.test")
        .executeTakeFirstOrThrow();
      expect(vip.is_vip_domain).toBe(false);
      const home = await second.db
        .selectFrom("seo_page")
        .select("title")
        .where("stream", "=", "homepage")
        .where("section", "=", "")
        .where("lang", "=", "en")
        .executeTakeFirstOrThrow();
      expect(home.title).toBe("Our own title");
    } finally {
      await second.close();
    }
  });
});
