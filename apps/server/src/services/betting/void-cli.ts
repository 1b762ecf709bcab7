/**
 * `npm run --silent betting:void -- --outcome N [--reason TEXT] [--forced] [--by NAME]` — voids an
 * outcome (every leg on it settles as a return, 3 "forced return" with --forced), settles or
 * re-settles the coupons on it and prints the report as JSON. Exit 0 done, 2 bad input or failure.
 * Connects like the server: DATABASE_URL (DATABASE_SCHEMA or --schema), else the embedded PGlite
 * in ./data/pglite (stop the server first; an embedded directory must not be opened twice).
 * The same action over HTTP: POST /backoffice-api/v1/betting/outcomes/:outcomeId/void (a staff member with betting.void, audited).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect, migrate } from "@parlay/db";
import { voidOutcome } from "./settle-void.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const outcome = Number(argValue("--outcome"));
  if (!Number.isSafeInteger(outcome) || outcome <= 0) {
    process.stderr.write("betting:void: --outcome N (a positive outcome id) is required\n");
    return 2;
  }
  const schema = argValue("--schema") ?? process.env.DATABASE_SCHEMA;
  const handle = await connect({
    url: process.env.DATABASE_URL || undefined,
    dataDir: argValue("--data-dir") ?? join(ROOT, "data", "pglite"),
    schema,
    poolSize: 1,
  });
  try {
    await migrate(handle.db, { schema });
    const report = await voidOutcome(handle.db, {
      outcomeId: outcome,
      reason: argValue("--reason") ?? "voided by an operator",
      voidedBy: argValue("--by") ?? "cli",
      statusId: process.argv.includes("--forced") ? 3 : 2,
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.failed > 0 ? 2 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`betting:void: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
