import { describe, expect, it } from "vitest";
import { sharedRedisFor } from "./deployment.ts";

describe("sharedRedisFor", () => {
  const base = { databaseKind: "postgres" as const, redisUrl: "redis://127.0.0.1:6379" };
  const prefix = (databaseUrl: string, schema?: string) =>
    sharedRedisFor({ ...base, databaseUrl, schema })?.prefix;

  it("shares only on a PostgreSQL server with Redis", () => {
    expect(
      sharedRedisFor({ ...base, databaseKind: "pglite", databaseUrl: "postgres://h/db" }),
    ).toBeUndefined();
    expect(sharedRedisFor({ ...base, redisUrl: undefined, databaseUrl: "postgres://h/db" })).toBeUndefined();
    expect(sharedRedisFor({ ...base, databaseUrl: undefined })).toBeUndefined();
    expect(sharedRedisFor({ ...base, databaseUrl: "postgres://h/db" })?.url).toBe(base.redisUrl);
  });

  it("gives the processes of one site one prefix and two sites two", () => {
    expect(prefix("postgres://a:secret1@db:5432/site")).toBe(prefix("postgres://b:secret2@db/site"));
    expect(prefix("postgres://db/site")).not.toBe(prefix("postgres://db/other"));
    expect(prefix("postgres://db/site")).not.toBe(prefix("postgres://db2/site"));
    expect(prefix("postgres://db/site", "s1")).not.toBe(prefix("postgres://db/site", "s2"));
    expect(prefix("postgres://db/site")).toMatch(/^parlay:[0-9a-f]{16}:$/);
  });
});
