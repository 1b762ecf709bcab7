/**
 * `npm run --silent ledger:audit` — prints `{ok, transactions, accounts, problems}` as JSON and
 * exits 1 when anything is wrong (2 when the audit could not run).
 * Connects like the server: DATABASE_URL if set (DATABASE_SCHEMA or --schema picks a schema),
 * else the embedded PGlite in ./data/pglite — stop the server first: an embedded database
 * directory must not be opened by two processes at once.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ledgerAudit } from "./audit-command.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

ledgerAudit(
  {
    url: process.env.DATABASE_URL || undefined,
    dataDir: argValue("--data-dir") ?? join(ROOT, "data", "pglite"),
    schema: argValue("--schema") ?? process.env.DATABASE_SCHEMA,
  },
  (text) => process.stdout.write(text),
).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`ledger:audit could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
