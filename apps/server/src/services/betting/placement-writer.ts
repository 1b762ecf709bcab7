/**
 * Group commit for placements. Checked placements queue here; whenever fewer than `maxInFlight`
 * calls are running, everything queued (up to `maxBatch`) goes to the database as ONE call of
 * bet_place_coupons — one round trip and one commit (one WAL flush) for the lot. Nothing waits for a
 * timer: a placement arriving at a quiet moment is written at once, alone; under load the queue
 * fills while calls are in flight and the batches grow by themselves.
 *
 * Placements in a batch are sorted by account id, so two concurrent batches lock player accounts
 * in the same order. A batch that fails as a whole (a deadlock with another process, a broken
 * row, a coupon code drawn twice) is retried placement by placement, so one placement's problem
 * is only ever that placement's answer.
 */
import { type Db, isDatabaseUnavailable, preparedStatement } from "@parlay/db";
import { CompiledQuery } from "kysely";

export interface PlacementRow {
  o_index: number;
  o_kind: "placed" | "refused" | "replay" | "account" | "stale";
  o_status: string | null;
  o_status_code: number | null;
  o_hash: string | null;
  o_response: string | null;
}

export type PlacementResult = Omit<PlacementRow, "o_index">;

interface Pending {
  accountId: bigint;
  /** The player and idempotency key: never twice in one batch. */
  key: string;
  item: string;
  resolve: (row: PlacementResult) => void;
  reject: (err: unknown) => void;
}

export interface WriterOptions {
  /**
   * Calls running at once. Default 1: while one call runs, every placement that arrives waits for
   * the next, so batches grow with the load; with two, batches halved and the machine spent more
   * per placement (bench:placebet, docs/benchmarks.md). Several server processes each have one.
   */
  maxInFlight?: number;
  /** Placements per call at most (default 64). */
  maxBatch?: number;
}

const PLACE_SQL = `${preparedStatement("bet_place_coupons")}select * from bet_place_coupons($1::jsonb)`;

/** Deadlock, serialization failure: worth one more try on its own. */
const RETRYABLE = new Set(["40P01", "40001"]);

export class PlacementWriter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;
  /** Batches, placements and milliseconds spent in database calls, for the benchmark's report. */
  readonly stats = { calls: 0, placements: 0, busyMs: 0 };

  constructor(
    private readonly db: Db,
    options: WriterOptions = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxBatch = options.maxBatch ?? 64;
  }

  /**
   * Writes one placement (JSON from placementItem) of `key` (player and idempotency key);
   * answers its row of bet_place_coupons.
   */
  write(accountId: bigint, key: string, item: string): Promise<PlacementResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ accountId, key, item, resolve, reject });
      this.pump();
    });
  }

  /** The next batch: queue order, a key already in it left for the next one. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    const rest: Pending[] = [];
    for (const p of this.queue) {
      if (batch.length < this.maxBatch && !keys.has(p.key)) {
        batch.push(p);
        keys.add(p.key);
      } else rest.push(p);
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async call(batch: readonly Pending[]): Promise<PlacementRow[]> {
    const start = performance.now();
    const text = `[${batch.map((p, i) => `{"i":${i},${p.item.slice(1)}`).join(",")}]`;
    const { rows } = await this.db.executeQuery<PlacementRow>(CompiledQuery.raw(PLACE_SQL, [text]));
    this.stats.busyMs += performance.now() - start;
    this.stats.calls += 1;
    this.stats.placements += batch.length;
    return rows;
  }

  private settle(batch: readonly Pending[], rows: readonly PlacementRow[]): void {
    for (const { o_index, ...result } of rows) batch[o_index]?.resolve(result);
  }

  private async run(batch: Pending[]): Promise<void> {
    batch.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
    try {
      this.settle(batch, await this.call(batch));
    } catch (err) {
      // The database is away: every placement of the batch would fail alone too.
      if (isDatabaseUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      if (batch.length === 1) {
        await this.alone(batch[0] as Pending, err);
        return;
      }
      for (const p of batch) {
        try {
          this.settle([p], await this.call([p]));
        } catch (single) {
          await this.alone(p, single);
        }
      }
    }
  }

  /** A placement that failed on its own: one more try after a deadlock, else its error. */
  private async alone(p: Pending, err: unknown): Promise<void> {
    const code = (err as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE.has(code)) {
      try {
        this.settle([p], await this.call([p]));
        return;
      } catch (again) {
        p.reject(again);
        return;
      }
    }
    p.reject(err);
  }
}

const writers = new WeakMap<Db, PlacementWriter>();

/** The writer of a database handle (one per process and handle, so its batches can grow). */
export function placementWriter(db: Db): PlacementWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new PlacementWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
