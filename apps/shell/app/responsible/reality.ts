import type { Elapsed } from "@parlay/domain/limits";
import type { PlayPosition, PlaySessionView } from "@parlay/web";

/**
 * What the shell takes from the limits service's play session (`GET limits` and `POST ping` answer
 * `session`; times in ms): the session's start, the session limit's time left, and the reality
 * check's positions (won − staked per currency since the session started).
 */
export interface SessionFigures {
  startedAt: number;
  /** Session time left before the session limit; null without one. */
  remainingMs: number | null;
  /** One per currency played; [] when nothing was played; null when the figures are unknown. */
  positions: PlayPosition[] | null;
}

/** The figures of a play session, or null when the server has none for this sign-in yet. */
export function figuresOf(session: PlaySessionView | null | undefined): SessionFigures | null {
  if (!session || !Number.isFinite(session.startedAt)) return null;
  return {
    startedAt: session.startedAt,
    remainingMs: session.sessionLimit ? Math.max(0, session.sessionLimit.remainingMs) : null,
    positions: session.realityCheck ? session.realityCheck.positions : null,
  };
}

/** h:mm:ss in the page's digits (RTS 13: elapsed time as hours, minutes and seconds). */
export function elapsedText(e: Elapsed, lang: string): string {
  let two: Intl.NumberFormat;
  let one: Intl.NumberFormat;
  try {
    two = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
    one = new Intl.NumberFormat(lang, { useGrouping: false });
  } catch {
    two = new Intl.NumberFormat("en", { minimumIntegerDigits: 2, useGrouping: false });
    one = new Intl.NumberFormat("en", { useGrouping: false });
  }
  return `${one.format(e.hours)}:${two.format(e.minutes)}:${two.format(e.seconds)}`;
}
