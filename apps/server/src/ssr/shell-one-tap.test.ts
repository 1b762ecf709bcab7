/** The page tells the browser whether one-tap is on (and its client id), so it never asks when off. */
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { createShellServices } from "./shell-services.ts";

describe.each(testTargets())("one-tap in the page data on $name", (target: TestTarget) => {
  let handle: DbHandle;

  async function oneTapOnPage(oneTapClientId: string | null | undefined) {
    const ctx: ServiceContext = {
      db: handle.db,
      env: { production: false, defaultHost: "localhost" },
      auth: anonymousOnly,
    };
    const services = createShellServices(ctx, { sources: [], importMap: null, buildId: "t", oneTapClientId });
    const res = (await loadPage(new Request("http://localhost/en/about"), services, null, "en", "about")) as {
      data: PageData;
    };
    return res.data.site.oneTapClientId;
  }

  beforeAll(async () => {
    handle = await createTestDb(target);
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("the server's client id when the site enables one-tap (the demo site does)", async () => {
    expect(await oneTapOnPage("client-123.apps.example")).toBe("client-123.apps.example");
  });

  test("null when the server was started without ONE_TAP_CLIENT_ID", async () => {
    expect(await oneTapOnPage(null)).toBeNull();
    expect(await oneTapOnPage(undefined)).toBeNull();
  });
});
