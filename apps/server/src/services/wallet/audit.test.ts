import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { connect, type Db, type DbHandle, migrate, seed } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "./audit.ts";
import { ledgerAudit } from "./audit-command.ts";
import { placeHold } from "./ledger/holds.ts";
import { postTransaction } from "./ledger/post.ts";
import { fund, playerWithAccount } from "./testing/fixtures.ts";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const CLI = join(ROOT, "apps/server/src/services/wallet/audit-cli.ts");

async function someMovements(db: Db) {
  const { accountId } = await playerWithAccount(db);
  await fund(db, accountId, "RUB", 1000n);
  await placeHold(db, {
    idempotencyKey: `audit-hold:${accountId}`,
    accountId,
    amount: 300n,
    kind: "withdrawal",
  });
  return accountId;
}

/** Breaks the books behind the code's back, the way a bad manual fix would. */
async function tamper(db: Db, accountId: bigint) {
  await sql`update wallet_account set balance = balance + 5 where id = ${accountId}`.execute(db);
  const t = await db
    .insertInto("wallet_transaction")
    .values({ idempotency_key: `forged:${accountId}`, request_hash: "x", kind: "forged" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("wallet_entry")
    .values({ transaction_id: t.id, line: 1, house_code: "casino", currency: "RUB", amount: 7n })
    .execute();
}

describe.each(testTargets())("ledger audit on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => h?.close());

  it("is clean after real movements and names every problem after tampering", async () => {
    const accountId = await someMovements(h.db);
    await postTransaction(h.db, {
      idempotencyKey: `audit-stake:${accountId}`,
      kind: "bet.stake",
      entries: [
        { account: accountId, currency: "RUB", amount: -100n },
        { house: "bets_in_play", currency: "RUB", amount: 100n },
      ],
    });
    const clean = await runAudit(h.db);
    expect(clean).toMatchObject({ ok: true, problems: [] });
    expect(clean.transactions).toBe(2);
    await tamper(h.db, accountId);
    await sql`update wallet_account set held = held + 1 where id = ${accountId}`.execute(h.db);
    const report = await runAudit(h.db);
    expect(report.ok).toBe(false);
    expect(new Set(report.problems.map((p) => p.check))).toEqual(
      new Set([
        "transaction_unbalanced",
        "transaction_too_few_entries",
        "balance_differs_from_entries",
        "held_differs_from_holds",
      ]),
    );
    expect(report.problems.find((p) => p.check === "balance_differs_from_entries")).toMatchObject({
      account_id: accountId.toString(),
      stored: "905",
      entries: "900",
    });
  });
});

describe("ledger:audit command", () => {
  const spawnAudit = (args: string[], databaseUrl = ""): Promise<{ code: number; stdout: string }> =>
    run("node", ["--import", "tsx", CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => e,
    );

  it("prints JSON and exits 0 on clean books, 1 on problems (embedded PGlite on disk)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "parlay-audit-"));
    try {
      const handle = await createTestDb({ name: "pglite" }, { dataDir: dir });
      const accountId = await someMovements(handle.db);
      await handle.close();
      let printed = "";
      expect(await ledgerAudit({ dataDir: dir }, (text) => (printed += text))).toBe(0);
      expect(JSON.parse(printed)).toMatchObject({ ok: true, transactions: 1, accounts: 1, problems: [] });
      const again = await connect({ dataDir: dir });
      await tamper(again.db, accountId);
      await again.close();
      // The command as an operator runs it, in its own process.
      const bad = await spawnAudit(["--data-dir", dir]);
      expect(bad.code).toBe(1);
      expect(JSON.parse(bad.stdout).problems.length).toBeGreaterThanOrEqual(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "runs against PostgreSQL (DATABASE_URL, --schema)",
    async () => {
      const url = process.env.DATABASE_URL as string;
      const schema = `audit_${randomBytes(5).toString("hex")}`;
      const handle = await connect({ url, schema, poolSize: 2 });
      try {
        await migrate(handle.db, { schema });
        await seed(handle.db);
        const accountId = await someMovements(handle.db);
        let printed = "";
        expect(await ledgerAudit({ url, dataDir: "", schema }, (text) => (printed += text))).toBe(0);
        expect(JSON.parse(printed)).toMatchObject({ ok: true, problems: [] });
        await tamper(handle.db, accountId);
        const bad = await spawnAudit(["--schema", schema], url);
        expect(bad.code).toBe(1);
        expect(JSON.parse(bad.stdout).problems.length).toBeGreaterThanOrEqual(3);
      } finally {
        await sql.raw(`drop schema "${schema}" cascade`).execute(handle.db);
        await handle.close();
      }
    },
    120_000,
  );
});
