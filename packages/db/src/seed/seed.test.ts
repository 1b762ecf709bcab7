import { CONFIG_GROUPS, configGroupSchemas, customCanonical } from "@parlay/domain/config";
import { SEO_STREAMS } from "@parlay/domain/routing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DbHandle } from "../connect.ts";
import { createTestDb, type TestTarget, testTargets } from "../testing.ts";
import { seed } from "./index.ts";

const TABLES = ["site", "site_domain", "site_config_group", "seo_page"] as const;

describe.each(testTargets())("seed on $name", (target: TestTarget) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb(target);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function snapshot() {
    const counts: Record<string, number> = {};
    for (const t of TABLES) {
      const row = await handle.db
        .selectFrom(t)
        .select(sql<string>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      counts[t] = Number(row.n);
    }
    const stamps = await handle.db.selectFrom("site_config_group").select("updated_at").execute();
    return { counts, stamps: stamps.map((s) => new Date(s.updated_at).getTime()).sort() };
  }

  test("running it again changes nothing", async () => {
    const before = await snapshot();
    expect(before.counts.site).toBe(1);
    expect(before.counts.site_domain).toBe(4);
    await seed(handle.db);
    await seed(handle.db);
    expect(await snapshot()).toEqual(before);
  });

  test("the demo domains, with vip.parlay.test as the VIP domain", async () => {
    const domains = await handle.db.selectFrom("site_domain").selectAll().orderBy("host").execute();
    expect(domains.map((d) => [d.host, d.group_id, d.is_vip_domain])).toEqual([
      ["127.0.0.1", 1, false],
      ["localhost", 1, false],
      ["parlay.test", 1, false],
      ["vip.parlay.test", 1, true],
    ]);
  });

  test("every config group has a base row that its schema accepts", async () => {
    const rows = await handle.db
      .selectFrom("site_config_group")
      .selectAll()
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .execute();
    for (const group of CONFIG_GROUPS) {
      const row = rows.find((r) => r.group_name === group);
      expect(row, group).toBeDefined();
      // The fields the store fills in per request are not stored.
      const derived = group === "b.core" ? { group_id: 1, isVipDomain: false, geoCountryId: 643 } : {};
      const parsed = configGroupSchemas[group].safeParse({ ...row?.data, ...derived });
      expect(parsed.success, `${group}: ${parsed.error?.message}`).toBe(true);
    }
  });

  test("there are country and language override rows", async () => {
    const rows = await handle.db.selectFrom("site_config_group").selectAll().execute();
    expect(rows.some((r) => r.country === "us" && r.lang === "*")).toBe(true);
    expect(rows.some((r) => r.country === "*" && r.lang === "ru")).toBe(true);
    expect(rows.some((r) => r.country !== "*" && r.lang !== "*")).toBe(true);
  });

  test("every SEO stream has a page in en, ru and ar, plus sub-section pages", async () => {
    const pages = await handle.db.selectFrom("seo_page").selectAll().execute();
    for (const stream of SEO_STREAMS) {
      for (const lang of ["en", "ru", "ar"]) {
        const page = pages.find((p) => p.stream === stream && p.section === "" && p.lang === lang);
        expect(page, `${stream}/${lang}`).toBeDefined();
        expect(page?.title.length).toBeGreaterThan(5);
        expect(page?.description.length).toBeGreaterThan(20);
      }
    }
    const sections = new Set(pages.map((p) => p.section.split(":")[0]));
    expect([...sections].sort()).toEqual(["", "championship", "match", "sport"]);
    // Items of their own, so a page's own row is visible out of the box.
    expect(pages.map((p) => p.section)).toEqual(expect.arrayContaining(["sport:1", "championship:101"]));
  });

  test("the user stream is noindex, and both canonical modes are present and valid", async () => {
    const pages = await handle.db.selectFrom("seo_page").selectAll().execute();
    for (const p of pages.filter((p) => p.stream === "user")) expect(p.meta_robots).toBe("noindex, nofollow");
    const canonicals = pages.flatMap((p) =>
      p.custom_canonical ? [customCanonical.parse(p.custom_canonical)] : [],
    );
    expect(new Set(canonicals.map((c) => c.mode))).toEqual(new Set(["url", "mirror"]));
  });
});
