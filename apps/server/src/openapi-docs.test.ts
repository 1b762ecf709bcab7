import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "./app.ts";
import { anonymousOnly } from "./http/auth.ts";

// The API explorer maps every route for whoever asks; production keeps it to itself unless the
// operator opts in with OPENAPI_PUBLIC=1. The document itself stays available in-process.
describe("the OpenAPI explorer at /docs/api", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function statuses(production: boolean, openApiPublic?: boolean) {
    const app = await buildApp({
      ctx: { db: handle.db, env: { production, defaultHost: "localhost" }, auth: anonymousOnly },
      services: [async (app) => void app.get("/probe", async () => ({ ok: true }))],
      openApiPublic,
    });
    try {
      await app.ready();
      const ui = await app.inject({ url: "/docs/api" });
      const json = await app.inject({ url: "/docs/api/json" });
      const yaml = await app.inject({ url: "/docs/api/yaml" });
      return { ui: ui.statusCode, json: json.statusCode, yaml: yaml.statusCode, document: app.swagger() };
    } finally {
      await app.close();
    }
  }

  test("is not served in production", async () => {
    const prod = await statuses(true);
    expect([prod.ui, prod.json, prod.yaml]).toEqual([404, 404, 404]);
    // Tooling that walks the document in-process still has it.
    expect(Object.keys(prod.document.paths ?? {})).toContain("/probe");
  });

  test("is served in production when OPENAPI_PUBLIC=1", async () => {
    const prod = await statuses(true, true);
    expect(prod.json).toBe(200);
    expect(prod.ui).toBeLessThan(400);
  });

  test("is served in development", async () => {
    const dev = await statuses(false);
    expect(dev.json).toBe(200);
    expect(dev.ui).toBeLessThan(400);
  });
});
