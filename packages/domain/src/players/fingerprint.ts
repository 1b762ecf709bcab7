/** Device fingerprint rules (spec 001 §3, §4, §9; spec 000 §8). */

export interface FingerprintRecord {
  token: string | null | undefined;
  /** Unix seconds. */
  expiresAt: number | null | undefined;
  componentsData?: string | null | undefined;
}

/** Valid when its token exists and expiresAt (in seconds) is in the future. */
export function isFingerprintValid(
  record: FingerprintRecord | null | undefined,
  nowSeconds: number,
): boolean {
  if (!record?.token) return false;
  return typeof record.expiresAt === "number" && record.expiresAt > nowSeconds;
}

/**
 * The numeric error code of a refused fingerprint (a 400 answer; spec 000 §8 leaves its value
 * unshown, parlay uses 120). The client refreshes the fingerprint and retries once.
 */
export const FINGERPRINT_ERROR_CODE = 120;

/** After this many failed fetches further tries stop unless forced. */
export const FINGERPRINT_MAX_FAILURES = 2;

/** The fetch starts this long after the app is ready. */
export const FINGERPRINT_START_DELAY_MS = 8_000;

/** Whether another fingerprint fetch should run after `failures` failed ones. */
export function shouldFetchFingerprint(failures: number, forced: boolean): boolean {
  return forced || failures < FINGERPRINT_MAX_FAILURES;
}
