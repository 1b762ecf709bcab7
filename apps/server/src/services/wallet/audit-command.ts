/**
 * The ledger:audit command's work, apart from the process it runs in (audit-cli.ts): connect like
 * the server, audit, print the report. Returns the exit code, so tests run it in process too.
 */
import { connect } from "@parlay/db";
import { sql } from "kysely";
import { runFullAudit } from "../betting/index.ts";
import { casinoAuditChecks } from "../casino/index.ts";

export interface LedgerAuditTarget {
  /** PostgreSQL; without it the embedded PGlite in `dataDir`. */
  url?: string | undefined;
  dataDir: string;
  schema?: string | undefined;
}

/** 0 on clean books, 1 when anything is wrong; the report goes to `out` as JSON. */
export async function ledgerAudit(target: LedgerAuditTarget, out: (text: string) => void): Promise<0 | 1> {
  const handle = await connect({
    url: target.url,
    dataDir: target.dataDir,
    schema: target.schema,
    poolSize: 1,
  });
  try {
    const exists = await sql<{ t: string | null }>`select to_regclass('wallet_account')::text as t`.execute(
      handle.db,
    );
    if (!exists.rows[0]?.t) {
      out(
        `${JSON.stringify({ ok: true, transactions: 0, accounts: 0, problems: [], note: "no wallet tables yet" })}\n`,
      );
      return 0;
    }
    const report = await runFullAudit(handle.db, { extraChecks: casinoAuditChecks });
    out(`${JSON.stringify(report, null, 2)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}
