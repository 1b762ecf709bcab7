import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { connect, type DbHandle, migrate, seed } from "@parlay/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "./audit.ts";
import { fund, playerWithAccount } from "./testing/fixtures.ts";
import { TEST_USER_HEADER } from "./testing/test-auth.ts";

const url = process.env.DATABASE_URL;
const SERVER = fileURLToPath(new URL("./testing/crash-server.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

if (!url)
  console.warn(
    "crash test skipped: it needs a real PostgreSQL (set DATABASE_URL); PGlite is in-process only.",
  );

function start(schema: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn("node", ["--import", "tsx", SERVER], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: schema, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

interface Step {
  status: number;
  body: string;
}
/** One player operation: a deposit paid on the sandbox page, or a withdrawal. */
interface Op {
  kind: "deposit" | "withdrawal";
  userId: bigint;
  key: string;
  amount: string;
  created?: Step;
  approved?: Step;
}

async function call(base: string, op: Op, path: string, init: RequestInit = {}): Promise<Step> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    redirect: "manual",
    headers: {
      [TEST_USER_HEADER]: op.userId.toString(),
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
  });
  return {
    status: res.status,
    body: res.status === 303 ? String(res.headers.get("location")) : await res.text(),
  };
}

/** Runs an op's steps; a step's answer is recorded only when it arrived (acknowledged). */
async function runOp(base: string, op: Op, record: boolean): Promise<{ created: Step; approved?: Step }> {
  const body = JSON.stringify({ method: "card", amount: op.amount, currency: "RUB", idempotencyKey: op.key });
  const created = await call(
    base,
    op,
    op.kind === "deposit" ? "/web-api/wallet/deposits" : "/web-api/wallet/withdrawals",
    { method: "POST", body },
  );
  if (record) op.created = created;
  if (op.kind === "withdrawal" || created.status !== 201) return { created };
  const checkout = await call(base, op, JSON.parse(created.body).redirectUrl);
  const approved = await call(base, op, checkout.body, {
    method: "POST",
    body: "action=approve",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  if (record) op.approved = approved;
  return { created, approved };
}

describe.skipIf(!url)("crash: kill -9 during mixed load, restart, resubmit (PostgreSQL)", () => {
  const schema = `crash_${randomBytes(5).toString("hex")}`;
  let h: DbHandle;
  const users: bigint[] = [];
  beforeAll(async () => {
    h = await connect({ url, schema, poolSize: 5 });
    await migrate(h.db, { schema });
    await seed(h.db);
    for (let i = 0; i < 12; i++) {
      const p = await playerWithAccount(h.db);
      await fund(h.db, p.accountId, "RUB", 20_000_00n);
      users.push(p.userId);
    }
  });
  afterAll(async () => {
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(h.db);
    await h.close();
  });

  it("keeps every acknowledged payment and a clean audit", async () => {
    const ops: Op[] = Array.from({ length: 600 }, (_, i) => ({
      kind: i % 3 === 0 ? "withdrawal" : "deposit",
      userId: users[i % users.length] as bigint,
      key: `crash-${schema}-${i}`,
      amount: `${200 + (i % 7) * 50}.00`,
    }));
    let server = await start(schema);
    let next = 0;
    let acknowledged = 0;
    const worker = async () => {
      while (next < ops.length) {
        const op = ops[next++] as Op;
        try {
          await runOp(server.base, op, true);
          acknowledged += 1;
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Array.from({ length: 12 }, worker);
    while (acknowledged < 60) await new Promise((r) => setTimeout(r, 20));
    server.child.kill("SIGKILL");
    await Promise.all(load);
    const sent = next;
    expect(sent).toBeLessThan(ops.length);
    // Some operations were in flight when the process died.
    expect(sent).toBeGreaterThan(acknowledged);
    console.info(
      `crash test: ${acknowledged} operations acknowledged, ${sent - acknowledged} in flight at kill -9`,
    );

    server = await start(schema);
    try {
      for (const op of ops.slice(0, sent)) {
        const again = await runOp(server.base, op, false);
        // Every answer the client saw before the crash is given again, byte for byte.
        if (op.created) expect(again.created).toEqual(op.created);
        if (op.approved) expect(again.approved).toEqual(op.approved);
      }
      // Let the sandbox deliver every webhook (claims of the killed process expire after 2 s)
      // and the site send every payout.
      for (let i = 0; i < 300; i++) {
        const { rows } = await sql<{ n: number }>`select
          (select count(*) from psp_webhook_outbox where delivered_at is null and not dead)::int +
          (select count(*) from wallet_payment where kind = 'withdrawal' and status = 'pending' and sent_at is null)::int as n`.execute(
          h.db,
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const payments = await h.db
        .selectFrom("wallet_payment")
        .select(["id", "kind", "status", "transaction_id"])
        .execute();
      const byId = new Map(payments.map((p) => [Number(p.id), p]));
      for (const op of ops.slice(0, sent)) {
        const created = op.created ?? (await runOp(server.base, op, false)).created;
        expect(created.status).toBe(201);
        const payment = byId.get(JSON.parse(created.body).paymentId);
        expect(payment?.kind).toBe(op.kind);
        if (op.kind === "deposit")
          expect(payment).toMatchObject({ status: "succeeded", transaction_id: expect.any(BigInt) });
        else expect(payment?.status).toBe("pending");
      }
      expect(payments).toHaveLength(sent);
      const audit = await runAudit(h.db);
      expect(audit.problems).toEqual([]);
      expect(audit.ok).toBe(true);
    } finally {
      server.child.kill("SIGTERM");
    }
  }, 180_000);
});
