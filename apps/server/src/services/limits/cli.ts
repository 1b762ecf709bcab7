/**
 * `npm run --silent limits -- show --user <id|e-mail|user name>` — prints a player's limits in force,
 * pending changes, history and register checks (the operator's tool until the back office exists).
 * Exit 0 when found, 1 when no player matches, 2 on a usage or connection error.
 * Connects like the server: DATABASE_URL if set (DATABASE_SCHEMA or --schema picks a schema), else
 * the embedded PGlite in ./data/pglite — stop the server first (one process per embedded directory).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect } from "@parlay/db";
import { limitsReport } from "./operator.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const USAGE = "usage: npm run --silent limits -- show --user <id|e-mail|user name>\n";

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const [command] = process.argv.slice(2).filter((a) => !a.startsWith("--") && a !== argValue("--user"));
  const login = argValue("--user");
  if (command !== "show" || !login) {
    process.stderr.write(USAGE);
    return 2;
  }
  const handle = await connect({
    url: process.env.DATABASE_URL || undefined,
    dataDir: argValue("--data-dir") ?? join(ROOT, "data", "pglite"),
    schema: argValue("--schema") ?? process.env.DATABASE_SCHEMA,
    poolSize: 1,
  });
  try {
    const report = await limitsReport(handle.db, login, new Date());
    process.stdout.write(report.text);
    return report.found > 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`limits could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
