/**
 * Group commit: the shape bet placement and the casino wallet share (betting/placement-writer.ts,
 * casino/writer.ts). Items queue here; whenever fewer than `maxInFlight` calls are running, what is
 * queued (up to `maxBatch`) goes to the database as ONE call of a set-returning function that takes the
 * batch as a JSON array — one round trip and one commit for the lot. Nothing waits for a timer: an item
 * arriving at a quiet moment is written at once, alone; under load the queue fills while calls are in
 * flight and the batches grow by themselves.
 *
 * A batch is sorted by its items' lock order, so two concurrent batches lock the same rows in the same
 * order. A batch that fails as a whole (a deadlock with another process, a broken row, …) is retried
 * item by item, so one item's problem is only ever that item's answer; an item that deadlocks alone
 * gets one more try. When the database is away the whole batch fails at once.
 */
import { CompiledQuery } from "kysely";
import type { Db } from "./connect.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** A row the function answers: `o_index` is the item's index in the batch. */
export interface IndexedRow {
  o_index: number;
}

interface Pending<R> {
  /** The lock order of the item in a batch (e.g. the player or account id). */
  order: bigint;
  /** Never two items with the same key in one batch (null: no such rule). */
  key: string | null;
  /** The item as a JSON object ("{...}"), without its index. */
  item: string;
  resolve: (row: Omit<R, "o_index">) => void;
  reject: (err: unknown) => void;
}

export interface GroupCommitOptions {
  /** Calls running at once, each on its own pooled connection. */
  maxInFlight: number;
  /** Items per call at most. */
  maxBatch: number;
}

/** Deadlock, serialization failure: worth one more try on its own. */
const RETRYABLE = new Set(["40P01", "40001"]);

export class GroupCommitWriter<R extends IndexedRow> {
  private readonly queue: Pending<R>[] = [];
  private inFlight = 0;
  /** Calls, items and milliseconds spent in database calls, for the benchmarks' reports. */
  readonly stats = { calls: 0, items: 0, busyMs: 0 };

  /** `sql` takes the batch as its one parameter ($1, a JSON array of the items with their "i"). */
  constructor(
    private readonly db: Db,
    private readonly sql: string,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Writes one item; answers its row. */
  write(order: bigint, key: string | null, item: string): Promise<Omit<R, "o_index">> {
    return new Promise((resolve, reject) => {
      this.queue.push({ order, key, item, resolve, reject });
      this.pump();
    });
  }

  /** The next batch: queue order, an item whose key is already in it left for the next one. */
  private take(): Pending<R>[] {
    const batch: Pending<R>[] = [];
    const keys = new Set<string>();
    const rest: Pending<R>[] = [];
    for (const p of this.queue) {
      if (batch.length < this.options.maxBatch && (p.key === null || !keys.has(p.key))) {
        batch.push(p);
        if (p.key !== null) keys.add(p.key);
      } else rest.push(p);
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async call(batch: readonly Pending<R>[]): Promise<R[]> {
    const start = performance.now();
    const text = `[${batch.map((p, i) => `{"i":${i},${p.item.slice(1)}`).join(",")}]`;
    try {
      const { rows } = await this.db.executeQuery<R>(CompiledQuery.raw(this.sql, [text]));
      return rows;
    } finally {
      this.stats.busyMs += performance.now() - start;
      this.stats.calls += 1;
      this.stats.items += batch.length;
    }
  }

  private settle(batch: readonly Pending<R>[], rows: readonly R[]): void {
    for (const { o_index, ...result } of rows) batch[o_index]?.resolve(result);
  }

  private async run(batch: Pending<R>[]): Promise<void> {
    batch.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    try {
      this.settle(batch, await this.call(batch));
    } catch (err) {
      // The database is away: every item of the batch would fail alone too.
      if (isDatabaseUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      if (batch.length === 1) {
        await this.alone(batch[0] as Pending<R>, err);
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

  /** An item that failed on its own: one more try after a deadlock, else its error. */
  private async alone(p: Pending<R>, err: unknown): Promise<void> {
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
