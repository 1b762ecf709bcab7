/**
 * Age confirmation (spec 000 §3 `needShowAgePopup`, `minAge`; §5; §9). The popup must be confirmed:
 * it has no close button and neither a click outside nor Escape ends it. The confirmation is kept in
 * the cookie `age_confirmed`, whose value is the time of the confirmation (ms):
 *
 * - "Remember me on this device" ticked → a cookie of 3 days (259200000 ms, Max-Age 259200);
 * - not ticked → a session cookie, gone when the browser closes ("or per browser session").
 *
 * Either way a value older than 3 days is not trusted (a browser that restores its session cookies
 * does not keep a confirmation forever). Refusing leaves the site for `AGE_REFUSED_URL`.
 */

export const AGE_COOKIE = "age_confirmed";
/** Spec 000 §9: age confirmation remembered for 3 days. */
export const AGE_REMEMBER_MS = 259_200_000;
/**
 * Where a visitor who says they are under age goes: a neutral page outside the site (we do not keep
 * them on a gambling site, and do not send a minor to a gambling-help site either). docs/responsible-gaming.md.
 */
export const AGE_REFUSED_URL = "https://www.google.com/";

/** Whether the cookie's value is a confirmation still in force at `now`. */
export function isAgeConfirmed(cookieValue: string | null, now: number): boolean {
  if (cookieValue === null || !/^\d{1,16}$/.test(cookieValue)) return false;
  const at = Number(cookieValue);
  // A confirmation "from the future" (a clock moved back, a hand-made cookie) counts from now.
  return now - Math.min(at, now) < AGE_REMEMBER_MS;
}

/** The popup shows where the site asks for it and no confirmation is in force. */
export function needsAgeGate(needShowAgePopup: boolean, cookieValue: string | null, now: number): boolean {
  return needShowAgePopup && !isAgeConfirmed(cookieValue, now);
}

/** The `document.cookie` assignment that records a confirmation made at `now`. */
export function ageCookie(now: number, remember: boolean, secure: boolean): string {
  const parts = [`${AGE_COOKIE}=${now}`, "Path=/", "SameSite=Lax"];
  if (remember) parts.push(`Max-Age=${AGE_REMEMBER_MS / 1000}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
