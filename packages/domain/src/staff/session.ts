/**
 * The staff side's account rules (issue 16): sessions end after 30 minutes without a request and
 * after 8 hours in any case; five wrong passwords or codes in a row lock the account for 15
 * minutes, doubling with each further lock up to 24 hours. Pure: callers pass `now`.
 */

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const STAFF_LOCK_AFTER = 5;
export const STAFF_FIRST_LOCK_MS = 15 * 60 * 1000;
export const STAFF_MAX_LOCK_MS = 24 * 60 * 60 * 1000;
/** A one-time password (new account, reset) must be replaced within this time. */
export const STAFF_ONE_TIME_PASSWORD_MS = 24 * 60 * 60 * 1000;

export type StaffSessionState = "active" | "idle_expired" | "absolute_expired";

export function staffSessionState(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
): StaffSessionState {
  if (now.getTime() - session.createdAt.getTime() >= STAFF_ABSOLUTE_MS) return "absolute_expired";
  if (now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS) return "idle_expired";
  return "active";
}

/**
 * After a failed attempt: the new count of consecutive failures and, when it reaches a multiple of
 * STAFF_LOCK_AFTER, the time the account stays locked (15 min, 30, 60 … at most 24 h).
 */
export function afterFailure(failures: number, now: Date): { failures: number; lockedUntil: Date | null } {
  const next = failures + 1;
  if (next % STAFF_LOCK_AFTER !== 0) return { failures: next, lockedUntil: null };
  const locks = next / STAFF_LOCK_AFTER;
  const ms = Math.min(STAFF_FIRST_LOCK_MS * 2 ** (locks - 1), STAFF_MAX_LOCK_MS);
  return { failures: next, lockedUntil: new Date(now.getTime() + ms) };
}

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * A staff password: at least 12 characters, not only letters or only digits, and not containing
 * the e-mail's local part (NIST 800-63B asks for length over composition; 12 is the common staff
 * floor).
 */
export function isAcceptableStaffPassword(password: string, email: string): boolean {
  if (password.length < 12 || password.length > 256) return false;
  if (/^[\p{L}]+$/u.test(password) || /^\d+$/.test(password)) return false;
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  return !(local.length >= 4 && password.toLowerCase().includes(local));
}
