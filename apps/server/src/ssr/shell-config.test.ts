import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { countQueries } from "../services/config/testing.ts";
import { createShellServices } from "./shell-services.ts";

/** Shell services over their own query-counted handle (so their own config store, too). */
function shellOver(handle: DbHandle) {
  const { db, counter } = countQueries(handle.db);
  const ctx: ServiceContext = {
    db,
    env: { production: false, defaultHost: "localhost" },
    auth: anonymousOnly,
  };
  return { services: createShellServices(ctx, { sources: [], importMap: null, buildId: "t" }), counter };
}

describe("the SSR shell's config load with a bad config row", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" });
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("a malformed country row: the page gets the country's config at once, without the row", async () => {
    await handle.db
      .insertInto("site_config_group")
      .values({ group_id: 1, group_name: "b.core", country: "fr", lang: "*", data: JSON.stringify("EUR") })
      .execute();
    try {
      const { services, counter } = shellOver(handle);
      const config = await services.getSiteConfig({ host: "localhost", country: "fr", lang: "en" });
      expect(config?.companyName).toBe("Parlay");
      // One load: the site lookup and one read of the rows, no retry.
      expect(counter.count).toBe(2);
    } finally {
      await handle.db.deleteFrom("site_config_group").where("country", "=", "fr").execute();
    }
  });

  test("an invalid base row is not retried: the store would answer the same four more times", async () => {
    const row = () =>
      handle.db
        .updateTable("site_config_group")
        .where("group_name", "=", "d.core")
        .where("country", "=", "*")
        .where("lang", "=", "*");
    const before = await handle.db
      .selectFrom("site_config_group")
      .select("data")
      .where("group_name", "=", "d.core")
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .executeTakeFirstOrThrow();
    await row()
      .set({ data: JSON.stringify({ ...(before.data as object), minAge: "eighteen" }) })
      .execute();
    try {
      const { services, counter } = shellOver(handle);
      await expect(
        services.getSiteConfig({ host: "localhost", country: "fr", lang: "en" }),
      ).rejects.toMatchObject({
        code: "SITE_CONFIG_INVALID",
      });
      expect(counter.count).toBe(2);
    } finally {
      await row()
        .set({ data: JSON.stringify(before.data) })
        .execute();
    }
  });
});
