/**
 * Which time step a one-time code belongs to (RFC 6238 TOTP, spec 001 §2 two-step login), without the
 * HMAC itself: the caller says which candidate steps the code matches (`matches`), this decides
 * which of them counts. Shared by the players' and the staff's sign-in.
 *
 * - Only steps within `window` of the current step count (clock drift of the phone).
 * - A step at or before `lastStep` was already used: a code seen over a shoulder cannot be replayed,
 *   nor an older code after a newer one.
 * - Of several matching steps the latest wins (the replay floor then moves furthest).
 */
export interface StepCheck {
  /** floor(unix seconds / period). */
  nowStep: number;
  /** Steps either side of `nowStep` accepted; 1 by default. */
  window?: number;
  /** The last step a code was accepted for, or null when none was yet. */
  lastStep: number | null;
  /** Whether the code is the one of `step`. */
  matches: (step: number) => boolean;
}

export const TOTP_PERIOD_SECONDS = 30;

export function totpStepAt(at: Date, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / period);
}

/** The accepted step, or null. */
export function acceptStep({ nowStep, window = 1, lastStep, matches }: StepCheck): number | null {
  for (let step = nowStep + window; step >= nowStep - window; step--) {
    if (lastStep !== null && step <= lastStep) return null;
    if (step >= 0 && matches(step)) return step;
  }
  return null;
}

/** A one-time backup code: ten lower-case letters and digits, shown as "xxxxx-xxxxx". */
export const BACKUP_CODE_COUNT = 10;
const BACKUP = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** The stored form of a typed backup code (case, spaces and the dash do not matter), or null. */
export function normaliseBackupCode(text: string): string | null {
  const plain = text.trim().toLowerCase().replace(/\s+/g, "");
  if (!BACKUP.test(plain)) return null;
  return plain.replace("-", "");
}

/** Whether a typed second-step code is a TOTP code (six digits) rather than a backup code. */
export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}

/** Display form of a stored backup code. */
export function formatBackupCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
