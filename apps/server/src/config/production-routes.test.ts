import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { manualClock, SportId } from "@parlay/feed";
import { createPspSandbox } from "@parlay/psp-sandbox";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import { anonymousOnly } from "../http/auth.ts";
import { outboxService } from "../services/outbox/routes.ts";
import { createSportsbook } from "../services/sportsbook/service.ts";
import { developmentSurfacesClosed } from "./development-surfaces.ts";

/** Every development-only surface: the sandbox that approves any payment, the mailbox, the feed clock. */
const DEV_ONLY = [
  { method: "GET", url: "/psp/api/payments/1" },
  { method: "GET", url: "/psp/checkout" },
  { method: "GET", url: "/dev/mailbox" },
  { method: "GET", url: "/dev/mailbox.json" },
  { method: "POST", url: "/dev/feed/fast-forward", payload: { minutes: 1 } },
] as const;
/** Paths nothing serves even in development, which the shell's catch-all would otherwise take. */
const UNDER_DEV_PREFIXES = [
  { method: "GET", url: "/psp" },
  { method: "POST", url: "/psp/api/payouts", payload: {} },
  { method: "GET", url: "/dev/anything" },
  { method: "DELETE", url: "/dev" },
] as const;

/** A site that mounts them all, as a mistaken wiring would, in front of a shell-like catch-all. */
function siteWithDevServices(db: DbHandle["db"], production: boolean) {
  const sportsbook = createSportsbook({
    feed: {
      simulator: {
        clock: manualClock(Date.UTC(2026, 5, 10, 15)),
        seed: 7,
        sportIds: [SportId.football],
        days: 1,
        historyHours: 0,
      },
      flushMs: 10_000,
    },
    hub: { heartbeatMs: 0 },
  });
  return buildApp({
    ctx: { db, env: { production, defaultHost: "localhost" }, auth: anonymousOnly },
    services: [
      outboxService,
      sportsbook.service,
      createPspSandbox({ pollMs: 3_600_000 }).service,
      developmentSurfacesClosed,
    ],
    // The shell answers every other path (a language redirect for GET, 405 for other methods).
    mount: async (app) => {
      app.all("/*", (_request, reply) => reply.redirect("/en/", 302));
    },
  });
}

describe("development surfaces in production", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("outside production they are there (so the 404s below are the production switch's)", async () => {
    const app = await siteWithDevServices(handle.db, false);
    try {
      for (const request of DEV_ONLY) {
        const res = await app.inject(request);
        expect(res.statusCode, `${request.method} ${request.url}`).not.toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  test.each([
    ["unset", undefined],
    ["set", "http://127.0.0.1:9/psp"],
  ])("with PSP_URL %s, /psp, /dev/mailbox and /dev/feed answer the JSON 404", async (_label, pspUrl) => {
    const saved = process.env.PSP_URL;
    if (pspUrl === undefined) delete process.env.PSP_URL;
    else process.env.PSP_URL = pspUrl;
    const app = await siteWithDevServices(handle.db, true);
    try {
      for (const request of [...DEV_ONLY, ...UNDER_DEV_PREFIXES]) {
        const res = await app.inject(request);
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(res.json().error.code).toBe("NOT_FOUND");
      }
    } finally {
      await app.close();
      if (saved === undefined) delete process.env.PSP_URL;
      else process.env.PSP_URL = saved;
    }
  });
});
