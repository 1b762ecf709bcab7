import { createTestDb, testTargets } from "@parlay/db/testing";
import { expect, test } from "vitest";
import { playersAppWithRoutes } from "./testing.ts";

test("every players route is in the OpenAPI document", async () => {
  const [pglite] = testTargets();
  const handle = await createTestDb(pglite as NonNullable<typeof pglite>);
  const { app, routes, close } = await playersAppWithRoutes(handle.db);
  const res = await app.inject({ method: "GET", url: "/docs/api/json" });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const route of routes) {
    const url = (route.split(" ")[1] as string).replace(/:(\w+)/g, "{$1}");
    expect(paths, route).toContain(url);
  }
  await close();
  await handle.close();
});
