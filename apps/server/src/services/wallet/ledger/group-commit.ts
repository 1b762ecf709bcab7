import { sql } from "kysely";
import { AppError } from "../../../http/errors.ts";
import { ledgerError } from "./db-errors.ts";
import { type PostedRow, type PreparedPosting, postedFrom, postSingle, replayPosting } from "./posting.ts";
import type { Executor, PostedTransaction } from "./types.ts";

/**
 * Group commit for autocommit postings (postTransaction on the root handle). A posting goes to the
 * database at once while fewer than `inFlight` database calls of this handle are under way; the
 * postings that arrive meanwhile wait and then go together, in one call of wallet_post_batch
 * (migration 0204): one round trip and one commit for all of them. At low load nothing waits and a
 * posting is the single call it always was.
 *
 * Each posting keeps its own outcome: it runs in its own subtransaction, so a refusal
 * (INSUFFICIENT_FUNDS, LEDGER_ACCOUNT_MISMATCH, ALREADY_REVERSED) rolls back that posting alone and
 * rejects only its caller; a repeated key replays as usual. Any other failure of one posting (a
 * deadlock with a concurrent repeat of the same key, say) retries that posting alone through the
 * single call, which then answers for itself. A caller's promise settles only after the commit.
 */
export interface GroupCommitOptions {
  /** Database calls under way at once per handle (≥ 1). */
  inFlight: number;
  /** Most postings in one call. */
  maxBatch: number;
}

const defaults: GroupCommitOptions = { inFlight: 1, maxBatch: 64 };

interface Waiting {
  posting: PreparedPosting;
  resolve(posted: PostedTransaction): void;
  reject(err: unknown): void;
}

interface BatchRow extends PostedRow {
  o_index: number;
  o_sqlstate: string | null;
  o_constraint: string | null;
  o_message: string | null;
}

class GroupCommit {
  private readonly queue: Waiting[] = [];
  private busy = 0;
  /** Database calls made and postings they carried, since this committer was made. */
  readonly stats = { calls: 0, postings: 0 };

  constructor(
    private readonly db: Executor,
    readonly options: GroupCommitOptions,
  ) {}

  post(posting: PreparedPosting): Promise<PostedTransaction> {
    return new Promise((resolve, reject) => {
      this.queue.push({ posting, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.busy < this.options.inFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.busy += 1;
      this.stats.calls += 1;
      this.stats.postings += batch.length;
      void this.send(batch).finally(() => {
        this.busy -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await postSingle(this.db, only.posting).then(only.resolve, only.reject);
      return;
    }
    let rows: BatchRow[];
    try {
      rows = await postBatch(this.db, batch);
    } catch (err) {
      for (const w of batch) w.reject(ledgerError(err));
      return;
    }
    const byPosting = batch.map((): BatchRow[] => []);
    for (const row of rows) byPosting[row.o_index - 1]?.push(row);
    await Promise.all(batch.map((w, i) => this.answer(w, byPosting[i] ?? [])));
  }

  private async answer(w: Waiting, rows: BatchRow[]): Promise<void> {
    try {
      const [first] = rows;
      if (!first) throw new AppError("INTERNAL", "The ledger answered nothing for a posting");
      if (first.o_sqlstate !== null) {
        const refusal = ledgerError({ code: first.o_sqlstate, constraint: first.o_constraint ?? undefined });
        if (refusal instanceof AppError) throw refusal;
        // Not a business refusal: the posting rolled back alone; let the single call answer for it.
        w.resolve(await postSingle(this.db, w.posting));
        return;
      }
      w.resolve(first.o_transaction_id === null ? await replayPosting(this.db, w.posting) : postedFrom(rows));
    } catch (err) {
      w.reject(err);
    }
  }
}

function postBatch(db: Executor, batch: readonly Waiting[]): Promise<BatchRow[]> {
  const ps = batch.map((w) => w.posting);
  const accounts = ps.flatMap((p) => p.deltas);
  const entries = ps.flatMap((p) => p.input.entries);
  return sql<BatchRow>`select * from wallet_post_batch(${ps.map((p) => p.input.idempotencyKey)}::text[],
      ${ps.map((p) => p.hash)}::text[], ${ps.map((p) => p.input.kind)}::text[],
      ${ps.map((p) => p.input.userId ?? null)}::bigint[], ${ps.map((p) => p.input.reversesId ?? null)}::bigint[],
      ${ps.map((p) => (p.input.meta ? JSON.stringify(p.input.meta) : null))}::jsonb[],
      ${ps.map((p) => p.deltas.length)}::integer[], ${accounts.map(([id]) => id)}::bigint[],
      ${accounts.map(([, d]) => d.currency)}::text[], ${accounts.map(([, d]) => d.delta)}::bigint[],
      ${ps.map((p) => p.input.entries.length)}::integer[], ${entries.map((x) => x.account ?? null)}::bigint[],
      ${entries.map((x) => x.house ?? null)}::text[], ${entries.map((x) => x.currency)}::text[],
      ${entries.map((x) => x.amount)}::bigint[])`
    .execute(db)
    .then((r) => r.rows);
}

const committers = new WeakMap<Executor, GroupCommit>();

/** The group committer of a root handle (one per handle, so one per connection pool). */
export function groupCommit(db: Executor): GroupCommit {
  let gc = committers.get(db);
  if (!gc) {
    gc = new GroupCommit(db, defaults);
    committers.set(db, gc);
  }
  return gc;
}

/** Tunes group commit for one handle (benchmarks, tests); takes effect for postings sent later. */
export function configureGroupCommit(db: Executor, options: Partial<GroupCommitOptions>): void {
  committers.set(db, new GroupCommit(db, { ...groupCommit(db).options, ...options }));
}
