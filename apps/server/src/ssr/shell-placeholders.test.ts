/**
 * Placeholder pages ("being built") in the SSR shell, on the server: the shell's page loader with
 * the real shell services on PGlite (issue 13 #18). The robots tag is what the page route's meta()
 * makes of the loader's data.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { ShellServices } from "@parlay/shell/services";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { meta } from "../../../shell/app/routes/page.tsx";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { remoteSources } from "../remotes/remote-sources.ts";
import { createShellServices } from "./shell-services.ts";
import { loaderOutcome } from "./testing.ts";

describe("placeholder pages in the SSR shell", () => {
  let handle: DbHandle;
  let services: ShellServices;

  const outcome = (path: string) =>
    loaderOutcome(() =>
      loadPage(
        new Request(`http://localhost${path}`),
        services,
        null,
        "en",
        path.slice(4).split("?")[0] ?? "",
      ),
    );
  async function robotsOf(path: string) {
    const res = await outcome(path);
    expect(res.status, path).toBe(200);
    const tags = meta({ data: res.data as PageData } as Parameters<typeof meta>[0]) as Record<
      string,
      string
    >[];
    return tags.find((t) => t.name === "robots")?.content;
  }

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

  test("a placeholder section is noindex; built pages keep the SEO rows' robots", async () => {
    for (const path of [
      "/en/bingo",
      "/en/keno",
      "/en/bonus/casino",
      "/en/promo",
      "/en/mobile",
      "/en/lotto/results",
      "/en/promotions/daily-drops",
    ])
      expect(await robotsOf(path), path).toBe("noindex, follow");
    for (const path of ["/en/", "/en/contacts", "/en/line"])
      expect(await robotsOf(path), path).not.toContain("noindex");
  });

  test("a made-up sub-path of a placeholder is the 404 page", async () => {
    for (const path of [
      "/en/bingo/anything",
      "/en/bonus/casino/promotions/summer",
      "/en/news/story",
      "/en/poker/holdem",
    ]) {
      const res = await outcome(path);
      expect(res.status, path).toBe(404);
      expect(res.data, path).toMatchObject({ kind: "notFound" });
    }
  });

  test("a remote's own noindex reaches the page (multi live is per visitor)", async () => {
    expect(await robotsOf("/en/multi")).toBe("noindex, follow");
    expect(await robotsOf("/en/results/live")).toBe("noindex, follow");
  });
});
