import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connect, type DbLogger } from "./connect.ts";
import { testTargets } from "./testing.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    ["a reset socket", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["pg_terminate_backend", pgError("57P01", "terminating connection due to administrator command")],
    [
      "a crashed server",
      pgError("57P02", "terminating connection because of crash of another server process"),
    ],
    ["a server starting up", pgError("57P03", "the database system is starting up")],
    ["a connection failure", pgError("08006", "connection failure")],
    ["too many connections", pgError("53300", "sorry, too many clients already")],
    ["ALLOW_CONNECTIONS false", pgError("55000", 'database "parlay" is not currently accepting connections')],
    ["a dropped socket", new Error("Connection terminated unexpectedly")],
    ["a pool wait that timed out", new Error("timeout exceeded when trying to connect")],
    [
      "a connect timeout wrapping its cause",
      new Error("Connection terminated due to connection timeout", { cause: new Error("x") }),
    ],
    [
      "an AggregateError of refused addresses",
      new AggregateError([
        Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" }),
      ]),
    ],
  ])("is true for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", pgError("42601", "syntax error at or near")],
    ["a serialization failure (retry, not an outage)", pgError("40001", "could not serialize access")],
    // 55000 is a general state error; only the refused session is an outage.
    ["another 55000", pgError("55000", "cannot execute nextval() in a read-only transaction")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("is false for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

/** A logger that keeps its lines. */
function recorder() {
  const lines: { level: "warn" | "info"; msg: string }[] = [];
  const logger: DbLogger = {
    warn: (_obj, msg) => lines.push({ level: "warn", msg }),
    info: (_obj, msg) => lines.push({ level: "info", msg }),
  };
  return { lines, logger };
}

/** Polls `probe` until it holds, for at most `ms` (no fixed sleeps). */
async function eventually(probe: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(testTargets())("a connection that the server ends on $name", (target) => {
  it("leaves the pool usable", async () => {
    const h = await connect({ url: target.url });
    try {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(h.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await h.close();
    }
  });

  // Backends can only be ended on a real server: the test exists on the PostgreSQL target only.
  const onPostgres = target.url ? it : null;
  onPostgres?.("never crashes the process, logs one line per outage and reconnects by itself", async () => {
    const { lines, logger } = recorder();
    const h = await connect({ url: target.url, poolSize: 4, logger });
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    // Only this pool's own backends are ended, never another test's.
    const end = (pids: number[]) =>
      admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) pid", [pids]);
    const pidOf = async (db = h.db) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid as number;
    try {
      // 1. A client checked out inside a transaction, its query under way: the query fails, then
      //    the client emits 'error' (which, unheard, would end the process).
      let pid = 0;
      const inFlight = h.db.transaction().execute(async (trx) => {
        pid = await pidOf(trx);
        await sql`select pg_sleep(30)`.execute(trx);
      });
      await eventually(async () => pid !== 0);
      await end([pid]);
      const failure = await inFlight.then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);

      // 2. Idle clients: fill the pool, then end every backend it holds.
      const held = await Promise.all([1, 2, 3].map(() => h.db.connection().execute(pidOf)));
      await end(held);
      // The pool drops the dead clients and opens new ones: queries succeed again by themselves.
      await eventually(async () => (await pidOf().catch(() => 0)) > 0);
      await eventually(async () => lines.filter((l) => l.level === "info").length === 2);
      // Two outages (the second ends three clients at once): one warning and one recovery line each.
      expect(lines.map((l) => l.level)).toEqual(["warn", "info", "warn", "info"]);
      expect(lines[0]?.msg).toMatch(/database connection lost/);
    } finally {
      await admin.end();
      await h.close();
    }
  });
});
