import { type Db, isDatabaseUnavailable } from "@parlay/db";
import { outageLog } from "../../outage-log.ts";
import type { PspClient } from "./psp-client.ts";

export interface PayoutDispatcher {
  /** Sends every pending, unsent withdrawal to the provider; answers how many were sent. */
  runOnce(): Promise<number>;
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * Withdrawals are committed first (hold + payment row) and handed to the provider afterwards:
 * a provider call never runs inside a database transaction (it would hold the account row, and on
 * the single-connection PGlite it would deadlock the in-process sandbox). The unsent rows are the
 * outbox: a crash between commit and send is repaired by the next run, and the provider's payout
 * call is idempotent on our reference, so a second send is harmless.
 */
export function createPayoutDispatcher(
  db: Db,
  psp: PspClient,
  log: { warn(obj: object, msg: string): void },
): PayoutDispatcher {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function once(): Promise<number> {
    const rows = await db
      .selectFrom("wallet_payment")
      .select(["id", "amount", "currency", "method"])
      .where("kind", "=", "withdrawal")
      .where("status", "=", "pending")
      .where("sent_at", "is", null)
      .orderBy("id")
      .limit(50)
      .execute();
    let sent = 0;
    for (const row of rows) {
      try {
        const view = await psp.createPayout({
          reference: row.id.toString(),
          amount: row.amount,
          currency: row.currency,
          method: row.method,
        });
        await db
          .updateTable("wallet_payment")
          .set({ sent_at: new Date(), psp_payment_id: view.id, updated_at: new Date() })
          .where("id", "=", row.id)
          .where("sent_at", "is", null)
          .execute();
        sent += 1;
      } catch (err) {
        log.warn({ err, paymentId: row.id.toString() }, "payout not sent; will retry");
      }
    }
    return sent;
  }

  async function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await once();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  // A database outage fails every run until it is over: reported once, and once when it ends.
  const dbOutage = outageLog(
    { warn: (o, m) => log.warn(o, m), info: (o, m) => log.warn(o, m) },
    "payout dispatcher: database",
  );
  const safeRun = () => {
    if (stopped) return;
    void runOnce()
      .then(() => dbOutage.recovered())
      .catch((err) => {
        if (isDatabaseUnavailable(err)) dbOutage.failed(err);
        else log.warn({ err }, "payout run failed");
      });
  };
  return {
    runOnce,
    kick: () => setImmediate(safeRun),
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(safeRun, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
