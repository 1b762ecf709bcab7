/**
 * The SSR shell's SEO of sportsbook pages, end to end on the server: the shell's page loader with the
 * real shell services (SEO store, sports catalogue, the in-process betting remote) on PGlite. The
 * document's <title> is what the page route's meta() makes of the loader's data.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import type { ShellServices } from "@parlay/shell/services";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { meta } from "../../../shell/app/routes/page.tsx";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { remoteSources } from "../remotes/remote-sources.ts";
import { seoStoreFor } from "../services/seo/store.ts";
import { CatalogueWriter } from "../services/sportsbook/store/write.ts";
import { createShellServices } from "./shell-services.ts";

describe.each(testTargets())("SEO of sportsbook pages in the SSR shell on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let services: ShellServices;

  /** The <title> and description the server renders for a path on the demo site. */
  async function seoOf(path: string) {
    const request = new Request(`http://localhost${path}`);
    const res = (await loadPage(request, services, null, "en", path.slice(4))) as { data: PageData };
    // What the page route puts in <head>: its meta() over the loader's data.
    const tags = meta({ data: res.data } as Parameters<typeof meta>[0]) as Record<string, string>[];
    const title = tags.find((t) => "title" in t)?.title;
    const description = tags.find((t) => t.name === "description")?.content;
    return { title, description };
  }

  beforeAll(async () => {
    handle = await createTestDb(target);
    const sim = createSimulator({
      clock: manualClock(Date.UTC(2026, 5, 10, 15, 0)),
      seed: 7,
      sportIds: [SportId.football],
      days: 1,
      historyHours: 0,
    });
    await new CatalogueWriter(handle.db).apply(sim.snapshot());
    const ctx: ServiceContext = {
      db: handle.db,
      env: { production: false, defaultHost: "localhost" },
      auth: anonymousOnly,
    };
    const sources = remoteSources({}).filter((s) => s.appName === "betting");
    services = createShellServices(ctx, { sources, importMap: null, buildId: "test" });
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("a stored championship row titles that championship; the others keep the remote's title", async () => {
    const epl = "/en/live/football/101-england-premier-league";
    const laliga = "/en/live/football/102-spain-laliga";
    // No live championship rows yet: the remote's generated titles.
    expect((await seoOf(epl)).title).toBe("England Premier League — Live betting — Parlay");
    expect((await seoOf(laliga)).title).toBe("Spain Laliga — Live betting — Parlay");

    await handle.db
      .insertInto("seo_page")
      .values({
        group_id: (await handle.db.selectFrom("site").select("group_id").executeTakeFirstOrThrow()).group_id,
        stream: "live",
        section: "championship:101",
        lang: "en",
        title: "Premier League in-play odds | Parlay",
        description: "Live Premier League odds, minute by minute.",
        meta_robots: "index, follow",
        hierarchy_meta_robots: null,
        metas: "[]",
        custom_canonical: null,
      })
      .execute();
    seoStoreFor(handle.db).invalidate();

    expect(await seoOf(epl)).toMatchObject({
      title: "Premier League in-play odds | Parlay",
      description: "Live Premier League odds, minute by minute.",
    });
    expect((await seoOf(laliga)).title).toBe("Spain Laliga — Live betting — Parlay");
    // A match of that championship is the match sub-section, not the championship's: the seed's row
    // for every live match gives way to the remote's own title for this one.
    expect((await seoOf(`${epl}/5-a-b`)).title).toBe("A B — England Premier League — Parlay");
  });

  test("the demo seed: a sport by its id, a championship of its own, the stream page under the remote", async () => {
    expect((await seoOf("/en/line/football")).title).toBe("Football betting odds | Parlay");
    expect((await seoOf("/en/line/football/101-england-premier-league")).title).toBe(
      "Premier League betting odds | Parlay",
    );
    // The line stream's own page never overrides the remote.
    expect((await seoOf("/en/line/topgame")).title).toBe("Top games — Parlay");
  });
});
