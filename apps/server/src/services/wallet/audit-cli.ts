/**
 * `npm run --silent ledger:audit` — prints `{ok, transactions, accounts, problems}` as JSON and
 * exits 1 when anything is wrong (2 when the audit could not run).
 * Connects like the server: DATABASE_URL if set (DATABASE_SCHEMA or --schema picks a schema),
 * else the embedded PGlite in ./data/pglite — stop the server first: an embedded database
 * directory must not be opened by two processes at once.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect } from "@parlay/db";
import { sql } from "kysely";
import { runFullAudit } from "../betting/index.ts";
import { casinoAuditChecks } from "../casino/index.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL || undefined;
  const handle = await connect({
    url,
    dataDir: argValue("--data-dir") ?? join(ROOT, "data", "pglite"),
    schema: argValue("--schema") ?? process.env.DATABASE_SCHEMA,
    poolSize: 1,
  });
  try {
    const exists = await sql<{ t: string | null }>`select to_regclass('wallet_account')::text as t`.execute(
      handle.db,
    );
    if (!exists.rows[0]?.t) {
      process.stdout.write(
        `${JSON.stringify({ ok: true, transactions: 0, accounts: 0, problems: [], note: "no wallet tables yet" })}\n`,
      );
      return 0;
    }
    const report = await runFullAudit(handle.db, { extraChecks: casinoAuditChecks });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`ledger:audit could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
