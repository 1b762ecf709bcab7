import type { PspDb } from "./schema.ts";
import { SIGNATURE_HEADER, signWebhook } from "./signature.ts";

/** Sends one webhook; answers the HTTP status (0 when nothing answered). */
export type WebhookTransport = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

export const fetchTransport: WebhookTransport = async (url, headers, body) => {
  try {
    const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
    return res.status;
  } catch {
    return 0;
  }
};

export interface OutboxOptions {
  db: PspDb;
  transport: WebhookTransport;
  secret: string;
  now?: () => number;
  /** First retry delay; each further one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the event is marked dead (kept for the back office). */
  maxAttempts?: number;
  pollMs?: number;
  /** How long a claimed event is hidden from other workers while it is being sent. */
  leaseMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** Exponential backoff: base, 2·base, 4·base … capped. `attempts` counts failures so far (≥ 1). */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorker {
  /** Sends every event due now; answers how many were delivered. */
  tick(): Promise<number>;
  /** Runs a tick soon (after an event was queued). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The webhook sender: events are rows (written in the same commit as the status change), so a crash
 * loses none; they are claimed with a lease (SKIP LOCKED, so several processes can run it), signed
 * at send time and retried with exponential backoff until a 2xx answer.
 */
export function createOutboxWorker(opts: OutboxOptions): OutboxWorker {
  const now = opts.now ?? Date.now;
  const base = opts.baseDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 10 * 60_000;
  const maxAttempts = opts.maxAttempts ?? 12;
  const lease = opts.leaseMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim() {
    const at = new Date(now());
    return opts.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("psp_webhook_outbox")
        .select(["id", "url", "body", "attempts"])
        .where("delivered_at", "is", null)
        .where("dead", "=", false)
        .where("next_attempt_at", "<=", at)
        .orderBy("id")
        .limit(20)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length > 0) {
        await trx
          .updateTable("psp_webhook_outbox")
          .set({ next_attempt_at: new Date(at.getTime() + lease) })
          .where(
            "id",
            "in",
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows;
    });
  }

  async function once(): Promise<number> {
    let delivered = 0;
    for (const row of await claim()) {
      const t = Math.floor(now() / 1000);
      const headers = {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signWebhook(opts.secret, row.body, t),
      };
      const status = await opts.transport(row.url, headers, row.body).catch(() => 0);
      if (status >= 200 && status < 300) {
        delivered += 1;
        await opts.db
          .updateTable("psp_webhook_outbox")
          .set({ delivered_at: new Date(now()), last_status: status, last_error: null })
          .where("id", "=", row.id)
          .execute();
        continue;
      }
      const attempts = row.attempts + 1;
      opts.log?.warn({ eventUrl: row.url, status, attempts }, "webhook delivery failed; will retry");
      await opts.db
        .updateTable("psp_webhook_outbox")
        .set({
          attempts,
          last_status: status,
          last_error: status === 0 ? "no answer" : `HTTP ${status}`,
          dead: attempts >= maxAttempts,
          next_attempt_at: new Date(now() + backoffMs(attempts, base, max)),
        })
        .where("id", "=", row.id)
        .execute();
    }
    return delivered;
  }

  async function tick(): Promise<number> {
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

  return {
    tick,
    kick() {
      setImmediate(() => void tick().catch((err) => opts.log?.warn({ err }, "webhook tick failed")));
    },
    start() {
      if (timer) return;
      timer = setInterval(
        () => void tick().catch((err) => opts.log?.warn({ err }, "webhook tick failed")),
        opts.pollMs ?? 1000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
