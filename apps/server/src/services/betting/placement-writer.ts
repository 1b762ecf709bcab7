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
 * is only ever that placement's answer. The queueing and retries are @parlay/db's GroupCommitWriter,
 * shared with the casino wallet.
 */
import { type Db, GroupCommitWriter, preparedStatement } from "@parlay/db";

export interface PlacementRow {
  o_index: number;
  o_kind: "placed" | "refused" | "replay" | "account" | "stale";
  o_status: string | null;
  o_status_code: number | null;
  o_hash: string | null;
  o_response: string | null;
}

export type PlacementResult = Omit<PlacementRow, "o_index">;

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

export class PlacementWriter {
  private readonly writer: GroupCommitWriter<PlacementRow>;
  /** Batches, placements (`items`) and milliseconds spent in database calls, for the benchmark's report. */
  readonly stats: GroupCommitWriter<PlacementRow>["stats"];

  constructor(db: Db, options: WriterOptions = {}) {
    this.writer = new GroupCommitWriter<PlacementRow>(db, PLACE_SQL, {
      maxInFlight: options.maxInFlight ?? 1,
      maxBatch: options.maxBatch ?? 64,
    });
    this.stats = this.writer.stats;
  }

  /**
   * Writes one placement (JSON from placementItem) of `key` (player and idempotency key: never twice
   * in one batch), locked in account order; answers its row of bet_place_coupons.
   */
  write(accountId: bigint, key: string, item: string): Promise<PlacementResult> {
    return this.writer.write(accountId, key, item);
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
