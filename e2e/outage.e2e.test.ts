/**
 * The whole site through a database outage (issue 12 item 2): backends ended under load, then the
 * database refusing connections, then back. The server never exits, answers 503 (never 500, never
 * a PostgreSQL code) while the database is away, recovers by itself, and money calls retried with
 * their idempotency keys apply exactly once with a clean ledger audit.
 *
 * Ending backends and refusing connections needs a real server, so the outage exists on the
 * PostgreSQL target only, in a database of its own (created and dropped here) so that
 * ALLOW_CONNECTIONS and pg_terminate_backend never touch anyone else's.
 */
import { randomBytes } from "node:crypto";
import { connect, type DbHandle } from "@parlay/db";
import { testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { start } from "../apps/server/src/main.ts";
import { ensureMainAccount } from "../apps/server/src/services/wallet/accounts/store.ts";
import { runAudit } from "../apps/server/src/services/wallet/audit.ts";
import { fund } from "../apps/server/src/services/wallet/testing/fixtures.ts";
import { apiClient, type Site } from "./players-helpers.ts";

/** Polls until `probe` holds, for at most `ms`: recovery is bounded, never a fixed sleep. */
async function eventually(probe: () => Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (!(await probe().catch(() => false))) {
    if (Date.now() - start > ms) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

/** Nothing of PostgreSQL may reach a client: no SQLSTATE, no driver or server message. */
const PG_LEAKS =
  /55000|57P0\d|08\d{3}|53300|ECONNREFUSED|ECONNRESET|accepting connections|terminat|postgres/i;

describe.each(testTargets())("the site through a database outage on $name", (target) => {
  let site: Site;
  let admin: pg.Client | null = null;
  let dbName = "";
  let db: DbHandle | null = null;

  beforeAll(async () => {
    let databaseUrl: string | null = null;
    if (target.url) {
      dbName = `parlay_dbloss_${randomBytes(5).toString("hex")}`;
      admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(target.url);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    // As the harness's startSite, but on this test's own database when there is one.
    const server = await start({
      port: 0,
      host: "127.0.0.1",
      databaseUrl,
      dataDir: null,
      production: false,
      logger: false,
      env: { ...process.env, SPORTSBOOK_FEED: "off", DATABASE_URL: "", REDIS_URL: "" },
    });
    site = { ...server, base: `http://localhost:${new URL(server.address).port}` };
    // The test's own connection is ended too; its outage lines are not this test's subject.
    const quiet = { warn: () => undefined, info: () => undefined };
    if (databaseUrl) db = await connect({ url: databaseUrl, poolSize: 2, logger: quiet });
  });

  afterAll(async () => {
    await site?.close();
    await db?.close();
    if (admin) {
      await admin.query(`alter database ${dbName} allow_connections true`);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it("answers /healthz and /readyz with 200 while the database answers", async () => {
    expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
  });

  const onPostgres = target.url ? it : null;
  onPostgres?.("keeps serving through ended backends and refused connections, then recovers", async () => {
    if (!admin || !db) throw new Error("PostgreSQL target without its database");
    const pgAdmin = admin;
    const mine = db.db;
    /** Ends every backend of this test's database (and only those). */
    const endBackends = () =>
      pgAdmin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [dbName]);

    // Players with money, each signed in on its own client.
    const players = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const api = await apiClient(site);
        const { user_id } = await api.post<{ user_id: number }>("/web-api/auth/register/fast", {
          currency: "RUB",
          country: "gb",
          age_confirmed: true,
          lng: "en",
        });
        const account = await ensureMainAccount(mine, BigInt(user_id), "RUB");
        await fund(mine, account.id, "RUB", 1_000_000_00n);
        return api;
      }),
    );
    type Api = (typeof players)[number];
    const csrf = async (api: Api) =>
      (await api.ctx.storageState()).cookies.find((c) => c.name === "csrf_token")?.value ?? "";
    const withdraw = async (api: Api, key: string) => {
      const res = await api.ctx.post("/web-api/wallet/withdrawals", {
        data: { method: "card", amount: "500.00", currency: "RUB", idempotencyKey: key },
        headers: { "x-csrf-token": await csrf(api) },
        failOnStatusCode: false,
      });
      return { status: res.status(), body: await res.text(), retryAfter: res.headers()["retry-after"] };
    };

    // 1. A bounded load of withdrawals and page views; every backend ended twice along the way.
    const keys: { api: Api; key: string; status: number }[] = [];
    const statuses: number[] = [];
    let sent = 0;
    const worker = async (api: Api, w: number) => {
      for (let i = 0; i < 30; i++) {
        const key = `outage-${w}-${i}`;
        const answer = await withdraw(api, key);
        keys.push({ api, key, status: answer.status });
        statuses.push(answer.status);
        if (answer.status === 503) expect(answer.body).not.toMatch(PG_LEAKS);
        const page = await api.ctx.get("/en/", { failOnStatusCode: false });
        statuses.push(page.status());
        sent += 1;
      }
    };
    const load = Promise.all(players.map(worker));
    await eventually(async () => sent >= 10, 30_000);
    await endBackends();
    await eventually(async () => sent >= 40, 30_000);
    await endBackends();
    await load;
    // Never a 500: an in-flight call cut off answers 503 or completes.
    expect(statuses.filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);

    // 2. The database refuses connections; the open ones are ended too.
    await pgAdmin.query(`alter database ${dbName} allow_connections false`);
    await endBackends();
    const [api] = players as [Api];
    const refused = await withdraw(api, "outage-during");
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "DATABASE_UNAVAILABLE" } });
    expect(refused.body).not.toMatch(PG_LEAKS);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    keys.push({ api, key: "outage-during", status: 503 });
    // A signed-in page needs the database for its viewer: the 503 page, not the shell's 500.
    const page = await api.ctx.get("/en/", { failOnStatusCode: false });
    expect(page.status()).toBe(503);
    expect(page.headers()["content-type"]).toMatch(/text\/html/);
    expect(await page.text()).not.toMatch(PG_LEAKS);
    // A guest page whose site config is not cached yet (another country) needs the database too.
    const guest = await fetch(`${site.base}/en/`, { headers: { "x-country-code": "fr" } });
    expect(guest.status).toBe(503);
    expect(await guest.text()).toMatch(/We will be right back/);
    const ready = await fetch(`${site.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.text()).not.toMatch(PG_LEAKS);
    expect((await fetch(`${site.base}/healthz`)).status).toBe(200);

    // 3. Back: the site recovers by itself within seconds.
    await pgAdmin.query(`alter database ${dbName} allow_connections true`);
    const took = await eventually(async () => (await fetch(`${site.base}/readyz`)).status === 200, 15_000);
    expect(took).toBeLessThan(15_000);
    expect((await api.ctx.get("/en/", { failOnStatusCode: false })).status()).toBe(200);

    // 4. Every call retried with its key: each key applied exactly once, whatever happened first.
    for (const k of keys) {
      const again = await withdraw(k.api, k.key);
      expect(again.status, `${k.key} (first answer ${k.status})`).toBe(201);
    }
    const { rows } = await sql<{ n: number; keys: number }>`
      select count(*)::int as n, count(distinct (user_id, key))::int as keys
      from wallet_idempotency where operation like '%withdraw%' and key like 'outage-%'`.execute(mine);
    expect(rows[0]).toEqual({ n: keys.length, keys: keys.length });
    const withdrawals = await mine
      .selectFrom("wallet_payment")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", "withdrawal")
      .executeTakeFirstOrThrow();
    expect(Number(withdrawals.n)).toBe(keys.length);
    const audit = await runAudit(mine);
    expect(audit.problems).toEqual([]);
    expect(audit.ok).toBe(true);
    for (const p of players) await p.close();
  });
});
