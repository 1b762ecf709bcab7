import type { Elapsed } from "@parlay/domain/limits";

/**
 * What the shell reads from the limits service about the current session. `POST ping`'s answer is
 * ours to define (spec 000 §9: "the content of the session-limit ping answer: not shown"); the
 * shell reads it only when it needs the figures — at start, and for a reality check. Money comes as
 * decimal strings in the active account's currency; times in seconds, as the Limit entity's.
 */
export interface SessionFigures {
  /** The session's start (ms). */
  startedAt: number;
  /** Session time left before the session limit (ms); null without one. */
  remainingMs: number | null;
  staked: string | null;
  won: string | null;
  /** won − staked, "-12.50" when down. */
  net: string | null;
  currency: string | null;
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,8})?$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function seconds(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

function decimal(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && DECIMAL.test(value) ? value : null;
}

/** The session part of a ping answer (`{ session: {...} }` or the fields at the top); null if absent. */
export function readSessionFigures(body: unknown): SessionFigures | null {
  const s = isObject(body) && isObject(body.session) ? body.session : body;
  if (!isObject(s)) return null;
  const startedAt = seconds(s.startedAt);
  if (startedAt === null) return null;
  const remaining = seconds(s.remainingSeconds);
  const staked = decimal(s.staked);
  const won = decimal(s.won);
  return {
    startedAt: startedAt * 1000,
    remainingMs: remaining === null ? null : remaining * 1000,
    staked,
    won,
    net: decimal(s.netPosition) ?? decimal(s.net),
    currency: typeof s.currency === "string" && /^[A-Z]{3}$/.test(s.currency) ? s.currency : null,
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
