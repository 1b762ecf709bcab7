/**
 * The betting view's section (line | live) and time filter (spec 001 §3 "Time-filter options":
 * 0 all, 1 upcoming events, 2 first period, 3 second period, 6 recommended) as query conditions.
 *
 * - line: games not started yet; live: games in play (status 2 or 3).
 * - 1 upcoming: in line, games starting within the next 3 hours; in live, games that go live
 *   within the next hour (the "soon in live" list).
 * - 2 / 3: in live, games now in their first / a later period; in line, every game (lists show its
 *   first- / second-period markets instead of the full-game ones).
 * - 6 recommended: games the feed flags as recommended.
 */
import type { Database } from "@parlay/db";
import { type ExpressionBuilder, sql } from "kysely";

export type Section = "line" | "live";
export type TimeFilter = 0 | 1 | 2 | 3 | 6;
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;

export interface ListFilter {
  section: Section;
  timeFilter: TimeFilter;
  /** Only cyber (true) or only classic sports (false); both when undefined. */
  cyber?: boolean | undefined;
  cyberType?: "real" | "virtual" | "stream" | undefined;
  /** The betting view's "only with video": games with a live video. */
  onlyWithVideo?: boolean | undefined;
  now: Date;
}

const HOUR = 3_600_000;

type GameEb = ExpressionBuilder<Database, "sb_game">;

/** The where-condition of a list for `filter` (on a query over sb_game). */
export function gameCondition(filter: ListFilter) {
  return (eb: GameEb) => {
    const { now } = filter;
    const parts = [];
    const upcomingLive = filter.section === "live" && filter.timeFilter === 1;
    if (filter.section === "line" || upcomingLive) {
      parts.push(eb("sb_game.status_id", "=", 1), eb("sb_game.start_at", ">", now));
      const horizon = upcomingLive ? HOUR : filter.timeFilter === 1 ? 3 * HOUR : null;
      if (horizon !== null) parts.push(eb("sb_game.start_at", "<=", new Date(now.getTime() + horizon)));
    } else {
      parts.push(eb("sb_game.status_id", "in", [2, 3]));
      if (filter.timeFilter === 2) parts.push(eb("sb_game.period", "=", 1));
      if (filter.timeFilter === 3) parts.push(eb("sb_game.period", ">=", 2));
    }
    if (filter.timeFilter === 6) parts.push(eb("sb_game.is_recommended", "=", true));
    if (filter.onlyWithVideo) parts.push(eb("sb_game.video_id", "is not", null));
    if (filter.cyber !== undefined || filter.cyberType !== undefined) {
      parts.push(
        eb.exists(
          eb
            .selectFrom("sb_champ")
            .innerJoin("sb_sport", "sb_sport.sport_id", "sb_champ.sport_id")
            .select(sql.lit(1).as("one"))
            .whereRef("sb_champ.champ_id", "=", "sb_game.champ_id")
            .$if(filter.cyber !== undefined, (q) => q.where("sb_sport.is_cyber", "=", filter.cyber === true))
            .$if(filter.cyberType !== undefined, (q) =>
              q.where("sb_champ.cyber_type", "=", filter.cyberType ?? null),
            ),
        ),
      );
    }
    return eb.and(parts);
  };
}

/** Which market kind a list shows next to each game: the period for filters 2 and 3. */
export function listKind(filter: Pick<ListFilter, "timeFilter">): number {
  return filter.timeFilter === 2 ? 1 : filter.timeFilter === 3 ? 2 : 0;
}
