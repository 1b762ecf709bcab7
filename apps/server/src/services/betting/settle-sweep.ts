/**
 * The settlement sweep: at start-up (catch-up) and then every `intervalMs`, settles whatever the
 * feed hook missed — games resulted while the server was down, a hook that failed, a corrected
 * result or a void. Several server processes may sweep at once: a coupon another settler holds is
 * skipped (SKIP LOCKED) and every settlement version is paid once whoever gets there first.
 */
import { type Db, isDatabaseUnavailable } from "@parlay/db";
import { outageLog } from "../../outage-log.ts";
import {
  addReports,
  couponsNeedingSettlement,
  emptyReport,
  type SettlementLogger,
  type SettlementReport,
  settleCoupons,
} from "./settle.ts";

export interface SweepOptions {
  /** Milliseconds between sweeps (default 60 000; 0 runs the start-up catch-up only). */
  intervalMs?: number;
  /** How far back corrections of settled coupons are looked for (default 7 days). */
  correctionWindowMs?: number;
  /** Coupons per batch (default 500). */
  batchSize?: number;
  logger?: SettlementLogger & { info?(obj: object, msg?: string): void };
}

export const DEFAULT_SWEEP_MS = 60_000;
export const DEFAULT_CORRECTION_WINDOW_MS = 7 * 24 * 3_600_000;

/** One sweep: every coupon that needs settling now, in batches, each coupon tried once. */
export async function sweepSettlements(db: Db, opts: SweepOptions = {}): Promise<SettlementReport> {
  const since = new Date(Date.now() - (opts.correctionWindowMs ?? DEFAULT_CORRECTION_WINDOW_MS));
  const batch = opts.batchSize ?? 500;
  let report = emptyReport();
  let after = 0n;
  for (;;) {
    const ids = await couponsNeedingSettlement(db, since, batch, after);
    if (ids.length === 0) break;
    report = addReports(
      report,
      await settleCoupons(db, ids, {
        skipLocked: true,
        reason: "correction",
        ...(opts.logger ? { logger: opts.logger } : {}),
      }),
    );
    after = ids.at(-1) ?? after;
    if (ids.length < batch) break;
  }
  return report;
}

export interface Sweeper {
  /** Runs one sweep now (waits for one under way first). */
  runOnce(): Promise<SettlementReport>;
  stop(): Promise<void>;
}

/** Starts the catch-up immediately and the periodic sweep. */
export function startSettlementSweeper(db: Db, opts: SweepOptions = {}): Sweeper {
  let running: Promise<SettlementReport> | null = null;
  let stopped = false;
  const runOnce = async (): Promise<SettlementReport> => {
    while (running) await running.catch(() => undefined);
    running = sweepSettlements(db, opts).finally(() => {
      running = null;
    });
    return running;
  };
  // A database outage fails every sweep until it is over: reported once, and once when it ends.
  const dbOutage = outageLog(
    { warn: (o, m) => opts.logger?.error(o, m), info: (o, m) => opts.logger?.info?.(o, m) },
    "settlement sweep: database",
  );
  const tick = () => {
    if (stopped) return;
    runOnce()
      .then((r) => {
        dbOutage.recovered();
        if (r.settled + r.resettled + r.failed > 0) opts.logger?.info?.({ ...r }, "settlement sweep");
      })
      .catch((err) => {
        if (isDatabaseUnavailable(err)) dbOutage.failed(err);
        else opts.logger?.error({ err }, "settlement sweep failed");
      });
  };
  tick();
  const interval = opts.intervalMs ?? DEFAULT_SWEEP_MS;
  const timer = interval > 0 ? setInterval(tick, interval) : null;
  timer?.unref?.();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => undefined);
    },
  };
}

/** SETTLEMENT_SWEEP_MS (default 60000; "0" = catch-up at start-up only; "off" = none) and
 * SETTLEMENT_CORRECTION_WINDOW_H (default 168). */
export function sweepOptionsFromEnv(env: NodeJS.ProcessEnv): SweepOptions | null {
  const raw = env.SETTLEMENT_SWEEP_MS;
  if (raw === "off") return null;
  const intervalMs = raw === undefined || raw === "" ? DEFAULT_SWEEP_MS : Number(raw);
  const hours = Number(env.SETTLEMENT_CORRECTION_WINDOW_H ?? 168);
  return {
    intervalMs: Number.isFinite(intervalMs) && intervalMs >= 0 ? intervalMs : DEFAULT_SWEEP_MS,
    correctionWindowMs: (Number.isFinite(hours) && hours > 0 ? hours : 168) * 3_600_000,
  };
}
