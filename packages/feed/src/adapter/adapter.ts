import type { FeedEvent } from "./types.ts";

/** Where an adapter delivers events: in order, in batches as they happen. */
export type FeedSink = (events: FeedEvent[]) => void;

/**
 * A source of sports data: the simulator is one implementation, a real odds provider another.
 *
 * Contract:
 * - `start` first delivers a snapshot: a "catalog" event, then for every known game a "game" and
 *   a "markets" event (and a "finished" one for games already over), then changes as they happen.
 *   Replaying a snapshot must be harmless: the store upserts by id.
 * - Ids are stable safe integers; a game's markets and outcomes never change id or meaning
 *   (typeId, kind, param, code). Markets are never deleted: a market that is off is blocked.
 * - A game reports "finished" exactly once per run, after its last "game" event, with the final
 *   figures; settlement statuses are computed from them by `settleOutcome`.
 * - `stop` ends delivery; no event reaches the sink after the promise resolves.
 */
export interface FeedAdapter {
  readonly name: string;
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
