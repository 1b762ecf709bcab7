/**
 * The blocks service's decision in the SSR shell (issue 16 §3; spec 000 §4): the page loader with
 * the real shell services on PGlite sends a blocked visitor to the block pages, lets a tester's
 * force_geo_off through a geo block only, and turns maintenance on when the check failed. The guest
 * page cache keys on the decision, so a blocked visitor never gets a page rendered for another.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { BlockCheck, ShellServices } from "@parlay/shell/services";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadPage } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { remoteSources } from "../remotes/remote-sources.ts";
import { pageCacheKey } from "./page-cache.ts";
import { createShellServices } from "./shell-services.ts";
import { loaderOutcome } from "./testing.ts";

describe("block decisions in the SSR shell", () => {
  let handle: DbHandle;
  let services: ShellServices;

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" });
    const ctx: ServiceContext = {
      db: handle.db,
      env: { production: false, defaultHost: "localhost" },
      auth: anonymousOnly,
    };
    const sources = remoteSources({}).filter((s) => s.appName === "betting" || s.appName === "info");
    services = createShellServices(ctx, { sources, importMap: null, buildId: "test" });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const open = (path: string, block: BlockCheck | undefined, cookie = "") =>
    loaderOutcome(() =>
      loadPage(
        new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
        services,
        null,
        "en",
        path.slice(4).split("?")[0] ?? "",
        block,
      ),
    );

  test("a blocked visitor goes to the reason's page; force_geo_off lifts a geo block only", async () => {
    const geo = { displayTypeId: 1, templateTypeId: 1 };
    expect((await open("/en/line", geo)).location).toBe("/en/block");
    expect((await open("/en/line", geo, "force_geo_off=1")).status).toBe(200);
    expect(
      (await open("/en/line", { displayTypeId: 1, templateTypeId: 3 }, "force_geo_off=1")).location,
    ).toBe("/en/block");
    expect((await open("/en/line", { displayTypeId: 1, templateTypeId: 4 })).location).toBe(
      `/en/site-updates?path=${encodeURIComponent("/line")}`,
    );
    expect((await open("/en/", { displayTypeId: 1, templateTypeId: 17 })).location).toBe("/en/block-ie");
    expect((await open("/en/line", { displayTypeId: 0, templateTypeId: null })).status).toBe(200);
    expect((await open("/en/line", undefined)).status).toBe(200);
  });

  test("a block page without a block goes home; a failed check turns maintenance on", async () => {
    expect((await open("/en/block", { displayTypeId: 0, templateTypeId: null })).location).toBe("/en/");
    expect((await open("/en/block", { displayTypeId: 1, templateTypeId: 2 })).status).toBe(200);
    expect((await open("/en/line", "unavailable")).location).toBe("/en/maintenance");
  });

  test("the guest page cache keys on the decision", () => {
    const base = {
      method: "GET",
      host: "localhost",
      url: "/en/line",
      cookie: "",
      country: "",
      acceptLanguage: "",
    };
    const keys = new Set(["", "0:", "1:1", "1:16", "x"].map((block) => pageCacheKey({ ...base, block })));
    expect(keys.size).toBe(5);
  });
});
