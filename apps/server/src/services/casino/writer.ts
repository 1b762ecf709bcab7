/**
 * Group commit for the seamless wallet (docs/casino.md "Throughput"), shaped as bet placement's
 * (betting/placement-writer.ts). Requests queue here; whenever no call is running, everything
 * queued (up to `maxBatch`) goes to the database as ONE call of casino_wallet_play (migration 0980):
 * one round trip and one commit for the lot. Nothing waits for a timer: a request at a quiet moment
 * is written at once, alone; under load the queue fills while a call runs and batches grow.
 *
 * Each request is its own subtransaction in the call, so a refusal undoes only that request. A
 * batch that fails as a whole (a deadlock with another process, anything unexpected) is retried
 * request by request, so one request's problem is only ever that request's answer. The queueing and
 * retries are @parlay/db's GroupCommitWriter, shared with bet placement.
 */
import { type Db, GroupCommitWriter, preparedStatement } from "@parlay/db";

export interface PlayRow {
  o_index: number;
  /** 0: done; else the protocol's error code. */
  o_code: number;
  o_message: string | null;
  /** The available balance (after the request, or after its undo); null when the account is unknown. */
  o_balance: bigint | null;
  /** The answer's transactions, a JSON array (null for a balance request or a refusal). */
  o_transactions: string | null;
}

export type PlayResult = Omit<PlayRow, "o_index">;

export interface PlayWriterOptions {
  /**
   * Calls running at once, each on its own pooled connection (default 4). Bet placement keeps one
   * (larger batches on a quiet machine); on the loaded shared machine one serial call a time was
   * starved of CPU next to pgbench's 32 backends: 4 gave a p99 at half load of 168 ms against 669
   * (bench:casino-wallet, 32 clients, 2026-11-27 08:10–08:19 UTC, load average 18–23).
   */
  maxInFlight?: number;
  /**
   * Requests per call at most. Each is a subtransaction; PostgreSQL keeps 64 of them per
   * transaction in shared memory before other sessions' visibility checks get slower.
   */
  maxBatch?: number;
}

const DEFAULT_IN_FLIGHT = 4;

const PLAY_SQL = `${preparedStatement("casino_wallet_play")}select * from casino_wallet_play($1::jsonb)`;

export class PlayWriter {
  private readonly writer: GroupCommitWriter<PlayRow>;
  /** Calls, requests (`items`) and milliseconds spent in database calls, for the benchmark's report. */
  readonly stats: GroupCommitWriter<PlayRow>["stats"];

  constructor(db: Db, options: PlayWriterOptions = {}) {
    this.writer = new GroupCommitWriter<PlayRow>(db, PLAY_SQL, {
      maxInFlight: options.maxInFlight ?? DEFAULT_IN_FLIGHT,
      maxBatch: options.maxBatch ?? 48,
    });
    this.stats = this.writer.stats;
  }

  /** Writes one request (JSON, "{...}") of player `user` (a batch locks players in id order). */
  write(user: bigint, item: string): Promise<PlayResult> {
    return this.writer.write(user, null, item);
  }
}

const writers = new WeakMap<Db, PlayWriter>();

/** The writer of a database handle (one per process and handle, so its batches can grow). */
export function playWriter(db: Db, options?: PlayWriterOptions): PlayWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new PlayWriter(db, options);
    writers.set(db, writer);
  }
  return writer;
}
