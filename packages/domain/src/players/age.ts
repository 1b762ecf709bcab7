/** Age check for registration against the site config's minAge (spec 000 §3). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into its parts when it names a real calendar day; null otherwise. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * Whole years between a birth date and `today` (both calendar days). Someone born on 29 February
 * turns a year older on 1 March in non-leap years, as most civil codes count it.
 */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age;
}

export type AgeCheck =
  | { ok: true; age: number }
  | { ok: false; reason: "invalid_date" | "future_date" | "under_age" };

/** Whether a birth date (YYYY-MM-DD) is old enough for `minAge` on `today`. */
export function checkAge(birthDate: string, minAge: number, today: Date): AgeCheck {
  const birth = parseBirthDate(birthDate);
  if (!birth || birth.year < 1900) return { ok: false, reason: "invalid_date" };
  const age = ageOn(birth, today);
  if (age < 0 || Date.UTC(birth.year, birth.month - 1, birth.day) > today.getTime()) {
    return { ok: false, reason: "future_date" };
  }
  if (age < minAge) return { ok: false, reason: "under_age" };
  return { ok: true, age };
}
