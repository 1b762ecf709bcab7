/**
 * Play sessions: what the session limit (31) and the reality check (32) count (spec 000 §4
 * "Session-limit disconnect", §7 ping, §8, §9; UKGC RTS 13, RTS 2E; docs/responsible-gaming.md).
 *
 * - A sign-in starts a play session (limit_play_session, tied to the sign-in session's id).
 * - The shell's ping (every 30 s while a session limit or reality check is set) is its sign of
 *   life. A play session silent for more than PLAY_GRACE_MS counts up to its last sign of life
 *   only; the next ping after such a gap starts a new play session (the player came back).
 * - Time used = the union of the player's play sessions inside the session-limit period (domain
 *   session.ts: two devices at once count once). At the limit every session of the player ends.
 */
import type { Database, Db } from "@parlay/db";
import type { Money } from "@parlay/domain/betting";
import {
  type PlaySession,
  realityCheckSchedule,
  sessionLimitStatus,
  elapsed as splitElapsed,
} from "@parlay/domain/limits";
import { formatMoney } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { gamblingSince } from "../wallet/index.ts";
import type { Executor } from "./store.ts";

/** Three missed pings: the page is gone (closed, asleep, offline). */
export const PLAY_GRACE_MS = 90_000;
/** How far back the session-limit period is reconstructed (a period is 24 h). */
const LOOKBACK_MS = 48 * 3_600_000;

type PlayRow = Selectable<Database["limit_play_session"]>;

export async function startPlaySession(
  db: Executor,
  userId: bigint,
  sessionId: string,
  now: Date,
): Promise<PlayRow> {
  return db
    .insertInto("limit_play_session")
    .values({ user_id: userId, session_id: sessionId, started_at: now, last_seen_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const silent = (row: PlayRow, now: Date) => now.getTime() - row.last_seen_at.getTime() > PLAY_GRACE_MS;

/** The play session of a sign-in session that is still alive at `now`, if any. */
export async function livePlaySession(db: Executor, sessionId: string, now: Date): Promise<PlayRow | null> {
  const row = await db
    .selectFrom("limit_play_session")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where("ended_at", "is", null)
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && !silent(row, now) ? row : null;
}

/**
 * A ping: keeps the play session of this sign-in session alive, or (after a silence, or for a
 * session signed in before this service counted) closes the silent one at its last sign of life and
 * starts a new one. Answers the live play session.
 */
export async function pingPlaySession(
  db: Executor,
  userId: bigint,
  sessionId: string,
  now: Date,
): Promise<PlayRow> {
  const live = await livePlaySession(db, sessionId, now);
  if (live) {
    const row = await db
      .updateTable("limit_play_session")
      .set({ last_seen_at: now })
      .where("id", "=", live.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }
  await db
    .updateTable("limit_play_session")
    .set((eb) => ({ ended_at: eb.ref("last_seen_at"), end_reason: "silent" }))
    .where("session_id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute();
  return startPlaySession(db, userId, sessionId, now);
}

/** Ends every play session of a player (sign-out everywhere: limit reached, time-out, self-exclusion). */
export async function endPlaySessions(
  db: Executor,
  userId: bigint,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .updateTable("limit_play_session")
    .set({ ended_at: now, end_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .execute();
}

/** Ends the play session of one sign-in session (sign-out). */
export async function endPlaySessionOf(
  db: Executor,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .updateTable("limit_play_session")
    .set({ ended_at: now, end_reason: reason })
    .where("session_id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute();
}

/** The player's recent play sessions as the domain counts them (ms). */
export async function recentPlay(db: Executor, userId: bigint, now: Date): Promise<PlaySession[]> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const rows = await db
    .selectFrom("limit_play_session")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([eb("started_at", ">", since), eb("ended_at", "is", null), eb("ended_at", ">", since)]),
    )
    .execute();
  return rows.map((r) => ({
    startedAt: r.started_at.getTime(),
    endedAt: r.ended_at ? r.ended_at.getTime() : silent(r, now) ? r.last_seen_at.getTime() : null,
  }));
}

export interface SessionLimitView {
  limitHours: number;
  usedMs: number;
  remainingMs: number;
  /** The 24 h period the limit counts in (ms); null before the first sign-in of a period. */
  periodStartsAt: number | null;
  periodEndsAt: number | null;
  /** When a new sign-in is allowed again (ms); `now` unless the limit is used up. */
  loginAllowedAt: number;
}

/** Where the player stands against the session limit (null when none is set). */
export function sessionLimitView(
  limitHours: number | null,
  play: readonly PlaySession[],
  now: number,
): SessionLimitView | null {
  if (limitHours === null) return null;
  const s = sessionLimitStatus(limitHours, play, now);
  const remaining = s.remainingMs ?? 0;
  return {
    limitHours,
    usedMs: limitHours * 3_600_000 - remaining,
    remainingMs: remaining,
    periodStartsAt: s.period?.startsAt ?? null,
    periodEndsAt: s.period?.endsAt ?? null,
    loginAllowedAt: s.loginAllowedAt,
  };
}

export interface Position {
  currency: string;
  /** Decimal strings in the currency's units ("12.50"). */
  staked: string;
  won: string;
  /** won − staked; negative when down. */
  netPosition: string;
}

export interface RealityCheckView {
  intervalMinutes: number;
  /** Checks due so far in this play session. */
  due: number;
  /** When the next check is due (ms). */
  nextAt: number;
  /** The play session's elapsed time (RTS 13). */
  elapsed: { hours: number; minutes: number; seconds: number };
  /** Won minus staked since the play session started, one entry per currency played (RTS 2E). */
  positions: Position[];
}

/** The reality check's figures for a play session that started at `startedAt`. */
export async function realityCheckView(
  db: Db,
  userId: bigint,
  intervalMinutes: number,
  startedAt: Date,
  now: Date,
): Promise<RealityCheckView> {
  const schedule = realityCheckSchedule(startedAt.getTime(), intervalMinutes, now.getTime());
  const flows = await gamblingSince(db, userId, startedAt);
  return {
    intervalMinutes,
    due: schedule.due,
    nextAt: schedule.nextAt,
    elapsed: splitElapsed(now.getTime() - startedAt.getTime()),
    positions: flows.map((f) => ({
      currency: f.currency,
      staked: formatMoney(f.staked as Money, f.currency),
      won: formatMoney(f.won as Money, f.currency),
      netPosition: formatMoney(f.won - f.staked, f.currency),
    })),
  };
}
