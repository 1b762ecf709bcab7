import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { type DbHandle, PGLITE_PARSERS } from "./connect.ts";
import type { Database } from "./schema.ts";

/**
 * Test databases on PGlite, lent out and taken back (createTestDb). Starting a PGlite from the
 * migrated template costs ~0.4 s of CPU (unpacking the data directory and PostgreSQL's start), and a
 * run starts hundreds; putting a returned one back into the template's state costs a few
 * milliseconds. So a returned database is reset and kept for the next test file of the same worker:
 *
 * - its tables are emptied with triggers off (the ledger's append-only triggers refuse it, and
 *   with foreign keys off the order does not matter): DELETE where a file wrote a few rows, TRUNCATE
 *   where it wrote many; the template's own rows are written back and every sequence set where the
 *   template had it;
 * - session state goes with DISCARD ALL (settings, prepared statements, temporary tables, locks);
 * - tables that are not the template's (a sandbox service migrating its own) are dropped; a database
 *   whose schema a test changed otherwise (a column added, a trigger disabled, …) is closed instead
 *   of reused: the schema's fingerprint must equal the template's;
 * - the handle a test had refuses every query once closed, so a late query of one file never
 *   reaches the next file's database.
 */
export interface PglitePool {
  acquire(): Promise<DbHandle>;
  /** Idle databases (tests). */
  readonly idle: number;
}

/** At most this many idle databases per worker: a file rarely holds more at once. */
const MAX_IDLE = 3;
/** A reset that does not finish (a transaction left open) gives the database up. */
const RESET_TIMEOUT_MS = 10_000;

interface Template {
  fingerprint: string;
  /** Every table of the public schema. */
  tables: string[];
  /** Which tables have rows, and how big they are: one query, one value per table (USED). */
  usedQuery: string;
  /** Tables with rows in the template, and the statements that write those rows back. */
  dataTables: string[];
  restoreData: string;
  /** One statement setting every sequence to its state in the template. */
  restoreSequences: string;
}

const FINGERPRINT = `
select md5(string_agg(x, ',' order by x)) as f from (
  select 'c' || c.relname || ':' || c.relkind::text as x from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select 'a' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text || a.attnotnull::text || a.attisdropped::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0
  union all select 't' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text from pg_trigger t
  union all select 'p' || p.proname || ':' || md5(p.prosrc) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  union all select 'n' || nspname from pg_namespace
) s`;

/** A table this big (dead rows included) is truncated rather than deleted from. */
const BIG_TABLE_BYTES = 256 * 1024;
const USED = { empty: 0, small: 1, big: 2 } as const;

const TABLES =
  "select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1";

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readTemplate(pglite: PGlite): Promise<Template> {
  const one = async <T>(sql: string) => (await pglite.query<T>(sql)).rows;
  const [fp] = await one<{ f: string }>(FINGERPRINT);
  const tables = (await one<{ t: string }>(TABLES)).map((r) => r.t);
  const usedQuery = `select ${tables
    .map(
      (t, i) =>
        `case when not exists (select 1 from ${ident(t)}) then ${USED.empty} when pg_relation_size(${literal(ident(t))}) > ${BIG_TABLE_BYTES} then ${USED.big} else ${USED.small} end as "${i}"`,
    )
    .join(", ")}`;
  const dataTables: string[] = [];
  const restore: string[] = [];
  const [used] = await one<Record<string, number>>(usedQuery);
  for (const [i, t] of tables.entries()) {
    if (used?.[String(i)] === USED.empty) continue;
    const [rows] = await one<{ j: string }>(`select json_agg(x)::text as j from ${ident(t)} x`);
    dataTables.push(t);
    restore.push(
      `insert into ${ident(t)} overriding system value select * from json_populate_recordset(null::${ident(t)}, ${literal(rows?.j ?? "[]")}::json)`,
    );
  }
  const sequences = (
    await one<{ s: string }>(
      "select c.relname as s from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1",
    )
  ).map((r) => r.s);
  const states =
    sequences.length === 0
      ? []
      : await one<{ s: string; v: string; c: boolean }>(
          sequences
            .map((s) => `select ${literal(s)} as s, last_value::text as v, is_called as c from ${ident(s)}`)
            .join(" union all "),
        );
  const restoreSequences =
    states.length === 0
      ? ""
      : `select ${states.map((s) => `setval(${literal(ident(s.s))}, ${s.v}, ${s.c})`).join(", ")}`;
  return {
    fingerprint: fp?.f ?? "",
    tables,
    usedQuery,
    dataTables,
    restoreData: restore.join(";\n"),
    restoreSequences,
  };
}

export function pglitePool(template: () => Promise<Blob | undefined>): PglitePool {
  const idle: PGlite[] = [];
  let shape: Promise<Template> | undefined;

  async function start(): Promise<PGlite> {
    const dump = await template();
    const pglite = new PGlite({
      ...(dump ? { loadDataDir: dump } : {}),
      parsers: PGLITE_PARSERS,
    });
    await pglite.waitReady;
    // The first database read is the template itself: what every reset returns to.
    shape ??= readTemplate(pglite);
    await shape;
    return pglite;
  }

  async function reset(pglite: PGlite): Promise<boolean> {
    const t = await (shape as Promise<Template>);
    // Tables a test's own service migrated in (the payment sandbox's psp_*) go with their indexes,
    // constraints and sequences; anything else changed shows in the fingerprint.
    const extra = (await pglite.query<{ t: string }>(TABLES)).rows
      .map((r) => r.t)
      .filter((n) => !t.tables.includes(n));
    if (extra.length > 0) await pglite.exec(`drop table ${extra.map(ident).join(", ")} cascade`);
    const [fp] = (await pglite.query<{ f: string }>(FINGERPRINT)).rows;
    if (fp?.f !== t.fingerprint) return false;
    // DELETE is cheap for the few rows most files write (a TRUNCATE makes new files for the table and
    // its indexes); a table grown past BIG_TABLE_BYTES, dead rows included, is truncated instead.
    const [used] = (await pglite.query<Record<string, number>>(t.usedQuery)).rows;
    const truncated: string[] = [];
    const deleted = new Set(t.dataTables);
    for (const [i, name] of t.tables.entries()) {
      const u = used?.[String(i)];
      if (u === USED.big) truncated.push(name);
      else if (u === USED.small) deleted.add(name);
    }
    for (const name of truncated) deleted.delete(name);
    await pglite.exec(
      [
        "set session_replication_role = replica",
        truncated.length > 0 ? `truncate ${truncated.map(ident).join(", ")} cascade` : "",
        ...[...deleted].map((name) => `delete from ${ident(name)}`),
        t.restoreData,
        t.restoreSequences,
        "set session_replication_role = origin",
      ]
        .filter(Boolean)
        .join(";\n"),
    );
    await pglite.exec("discard all");
    return true;
  }

  async function giveBack(pglite: PGlite): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reusable = await Promise.race([
      reset(pglite).catch(() => false),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (reusable && idle.length < MAX_IDLE) idle.push(pglite);
    // Not awaited: a database whose reset timed out may never finish closing either.
    else if (!pglite.closed) void pglite.close().catch(() => undefined);
  }

  return {
    get idle() {
      return idle.length;
    },
    async acquire() {
      const pglite = idle.pop() ?? (await start());
      // The handle's own view of the database: its close ends the lease, not the PGlite.
      let returned = false;
      const lease = {
        get closed() {
          return returned || pglite.closed;
        },
        get ready() {
          return pglite.ready;
        },
        waitReady: pglite.waitReady,
        query: (...args: Parameters<PGlite["query"]>) => {
          if (returned) return Promise.reject(new Error("this test database was closed"));
          return pglite.query(...args);
        },
        transaction: (...args: Parameters<PGlite["transaction"]>) => {
          if (returned) return Promise.reject(new Error("this test database was closed"));
          return pglite.transaction(...args);
        },
        close: async () => {
          if (returned) return;
          returned = true;
          await giveBack(pglite);
        },
      } as unknown as PGlite;
      const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: lease }) });
      return {
        db,
        kind: "pglite",
        // Kysely closes the lease only if the handle was ever used: a never-used one is given back here.
        close: async () => {
          await db.destroy();
          await lease.close();
        },
        setLogger: () => undefined,
      };
    },
  };
}
