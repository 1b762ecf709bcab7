import { connect, type DbHandle } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { anonymousOnly } from "./auth.ts";

/** What PostgreSQL or the driver would say; none of it may reach a client. */
const LEAKS = /ECONNREFUSED|127\.0\.0\.1|55000|57P01|accepting connections|terminating|postgres/i;

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

// A PostgreSQL URL where nothing listens: every connection is refused, as in an outage.
describe("answers while the database is unreachable", () => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    const quiet = { warn: () => undefined, info: () => undefined };
    h = await connect({ url: "postgres://postgres@127.0.0.1:1/parlay", logger: quiet });
    app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: anonymousOnly },
      services: [
        async (scope) => {
          scope.get("/web-api/probe", async () => (await sql`select 1`.execute(h.db)).rows);
          scope.get("/web-api/refused", async () => {
            throw pgError("55000", 'database "parlay" is not currently accepting connections');
          });
          scope.get("/web-api/terminated", async () => {
            throw pgError("57P01", "terminating connection due to administrator command");
          });
          scope.get("/web-api/bug", async () => {
            throw pgError("42601", "syntax error at or near");
          });
        },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  it.each(["/web-api/probe", "/web-api/refused", "/web-api/terminated"])(
    "%s answers 503 DATABASE_UNAVAILABLE with Retry-After and nothing of PostgreSQL",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: {
          code: "DATABASE_UNAVAILABLE",
          message: "The service is briefly unavailable; try again shortly",
        },
      });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body).not.toMatch(LEAKS);
    },
  );

  it("keeps other database errors 500 (a bug is not an outage)", async () => {
    const res = await app.inject({ url: "/web-api/bug" });
    expect(res.statusCode).toBe(500);
  });

  it("is not ready (503, no driver text) but alive (200)", async () => {
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "not_ready", reason: "database_unavailable" });
    expect(ready.body).not.toMatch(LEAKS);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
