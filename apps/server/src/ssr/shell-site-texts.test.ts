/**
 * What the demo site's config makes of the page on the server (issue 13 #14, #20, #21): the shell's
 * page loader with the real shell services and the in-process remotes on PGlite. The config's text
 * replacements reach the remotes' answers, the footer's age follows minAge, the clock decision and
 * the registration rule reach the remotes.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import type { ShellServices } from "@parlay/shell/services";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { servedBody } from "../../../shell/app/remote/served-body.ts";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { remoteSources } from "../remotes/remote-sources.ts";
import { configStoreFor } from "../services/config/store.ts";
import { createShellServices } from "./shell-services.ts";

let handle: DbHandle;
let services: ShellServices;

async function page(
  path: string,
  headers: Record<string, string> = {},
  host = "localhost",
): Promise<PageData> {
  const [, lng = "", ...rest] = path.split("/");
  const request = new Request(`http://${host}${path}`, { headers });
  const res = (await loadPage(request, services, null, lng, rest.join("/"))) as { data: PageData };
  return res.data;
}
/** A remote's answer as the page renders it: a document request's body travels beside the data. */
const body = (data: PageData, slot: "header" | "primary") => {
  const remote = data[slot];
  if (remote?.state !== "ready") throw new Error(`${slot} did not render`);
  return { ...remote.answer, body: servedBody(remote) ?? "" };
};

beforeAll(async () => {
  handle = await createTestDb({ name: "pglite" });
  const ctx: ServiceContext = {
    db: handle.db,
    env: { production: false, defaultHost: "localhost" },
    auth: anonymousOnly,
  };
  const sources = remoteSources({}).filter((s) => ["header", "info", "betting"].includes(s.appName));
  services = createShellServices(ctx, { sources, importMap: null, buildId: "test" });
});
afterAll(async () => {
  await handle?.close();
});

describe("the site config in what remotes render", () => {
  test("contacts show the site's support address, phone and name, per language and country", async () => {
    const en = body(await page("/en/contacts"), "primary");
    expect(en.title).toBe("Contacts — Parlay");
    expect(en.body).toContain("support@parlay.test");
    expect(en.body).toContain("+44 20 7946 0000");
    expect(en.body).not.toMatch(/%[A-Z_]+%/);
    const ru = body(await page("/ru/contacts"), "primary");
    expect(ru.title).toBe("Контакты — Парлей");
    expect(ru.body).toContain("podderzhka@parlay.test");
    const us = body(await page("/en/contacts", { "x-country-code": "US" }), "primary");
    expect(us.body).toContain("+1 800 555 0100");
  });

  test("the footer's age is the site's minimum age", async () => {
    expect((await page("/en/contacts")).site.minAge).toBe(18);
    expect((await page("/en/contacts", { "x-country-code": "US" })).site.minAge).toBe(21);
  });

  test("the clock decision reaches the remotes: cookie first, then the country", async () => {
    const props = (data: PageData) => body(data, "primary").body;
    expect(props(await page("/en/line"))).toContain('"clock":"24h"');
    expect(props(await page("/en/line", { cookie: "is12h=1" }))).toContain('"clock":"12h"');
    expect(props(await page("/en/line", { "x-country-code": "US" }))).toContain('"clock":"12h"');
    expect(props(await page("/en/line", { "x-country-code": "US", cookie: "is12h=0" }))).toContain(
      '"clock":"24h"',
    );
  });
});

describe("registration where it is closed", () => {
  const setRegistration = async (group: "d.core", patch: Record<string, unknown>) => {
    const row = await handle.db
      .selectFrom("site_config_group")
      .select("data")
      .where("group_name", "=", group)
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .executeTakeFirstOrThrow();
    const before = row.data as Record<string, unknown>;
    await handle.db
      .updateTable("site_config_group")
      .set({ data: JSON.stringify({ ...before, ...patch }) })
      .where("group_name", "=", group)
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .execute();
    // The shared config store caches what it read: as an admin write would, say the rows changed.
    configStoreFor(handle.db).invalidate();
    return async () => {
      await handle.db
        .updateTable("site_config_group")
        .set({ data: JSON.stringify(before) })
        .where("group_name", "=", group)
        .where("country", "=", "*")
        .where("lang", "=", "*")
        .execute();
      configStoreFor(handle.db).invalidate();
    };
  };

  test("the header offers it where it opens, and not where it is closed or on a VIP domain", async () => {
    const open = await page("/en/contacts");
    expect(open.site.registrationOpen).toBe(true);
    expect(body(open, "header").body).toContain('href="/en/registration"');
    const vip = await page("/en/contacts", {}, "vip.parlay.test");
    expect(vip.site.registrationOpen).toBe(false);
    expect(body(vip, "header").body).not.toContain("/registration");
    const restore = await setRegistration("d.core", { isRegistrationAllowed: false });
    try {
      const closed = await page("/en/contacts");
      expect(closed.site.registrationOpen).toBe(false);
      expect(body(closed, "header").body).not.toContain("/registration");
    } finally {
      await restore();
    }
  });
});
