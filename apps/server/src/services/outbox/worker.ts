import { type Db, isDatabaseUnavailable } from "@parlay/db";
import {
  claimDueMessages,
  markFailed,
  markRetry,
  markSent,
  pruneCaptchaNonces,
  pruneCodes,
  pruneFailures,
} from "@parlay/db/players";
import { outageLog } from "../../outage-log.ts";
import { type Transports, transportsFromEnv } from "./transports.ts";

export interface OutboxWorkerOptions {
  /** Transports to use; default from SMTP_URL / SMS_WEBHOOK_URL (or the dev mailbox). */
  transports?: Transports;
  env?: NodeJS.ProcessEnv;
  production?: boolean;
  intervalMs?: number;
  batchSize?: number;
  /** Attempts before a message is given up on (failed_at set). */
  maxAttempts?: number;
  now?: () => number;
  logger?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** false: no loop, the caller drives runOnce (tests). */
  autoStart?: boolean;
  /**
   * Asked before a marketing message is delivered: a reason to hold it back (the limits service's
   * responsible-gaming filter: self-excluded, timed out), or null to deliver it. Checked at delivery,
   * so a message queued before a self-exclusion is not sent after it.
   */
  marketingFilter?: (userId: bigint, now: Date) => Promise<string | null>;
}

export interface OutboxWorker {
  /** Delivers what is due now; answers how many messages were handled. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for the batch in flight. */
  stop(): Promise<void>;
}

const LEASE_MS = 5 * 60_000;
const HOUSEKEEPING_EVERY = 60;

/** Backoff after the nth failed attempt: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Starts the delivery loop (the lead starts it in main.ts and stops it on shutdown). */
export function startOutboxWorker(db: Db, opts: OutboxWorkerOptions = {}): OutboxWorker {
  const clock = opts.now ?? Date.now;
  const now = () => new Date(clock());
  const transports =
    opts.transports ??
    transportsFromEnv(db, {
      env: opts.env ?? process.env,
      production: opts.production ?? process.env.NODE_ENV === "production",
      from: "Parlay <no-reply@parlay.test>",
      now,
    });
  const maxAttempts = opts.maxAttempts ?? 10;
  const log = opts.logger ?? { error: (o: object, m: string) => console.error(m, o) };
  let ticks = 0;

  async function runOnce(): Promise<number> {
    const batch = await claimDueMessages(db, now(), opts.batchSize ?? 20, LEASE_MS);
    for (const message of batch) {
      const transport = message.channel === "email" ? transports.email : transports.sms;
      if (message.category === "marketing" && message.user_id !== null && opts.marketingFilter) {
        const held = await opts.marketingFilter(message.user_id, now());
        if (held) {
          await markFailed(db, message.id, now(), `suppressed: ${held}`);
          continue;
        }
      }
      try {
        await transport.deliver(message);
        await markSent(db, message.id, now());
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.error(
          { outboxId: String(message.id), channel: message.channel, transport: transport.name, error },
          "outbox delivery failed",
        );
        if (message.attempts >= maxAttempts) await markFailed(db, message.id, now(), error);
        else
          await markRetry(db, message.id, new Date(now().getTime() + retryDelayMs(message.attempts)), error);
      }
    }
    if (++ticks % HOUSEKEEPING_EVERY === 0) {
      const dayAgo = new Date(now().getTime() - 86_400_000);
      await Promise.all([pruneCodes(db, dayAgo), pruneFailures(db, dayAgo), pruneCaptchaNonces(db, now())]);
    }
    return batch.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  // A database outage fails every tick (one a second): reported once, and once when it is over.
  const dbOutage = outageLog(
    { warn: (o, m) => log.error(o, m), info: (o, m) => log.info?.(o, m) },
    "outbox worker: database",
  );
  const loop = () => {
    if (stopped) return;
    inFlight = runOnce()
      .then(() => dbOutage.recovered())
      .catch((err) => {
        if (isDatabaseUnavailable(err)) dbOutage.failed(err);
        else log.error({ err }, "outbox worker tick failed");
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, opts.intervalMs ?? 1000);
      });
  };
  if (opts.autoStart !== false) timer = setTimeout(loop, 0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
