/**
 * Cookies the browser client reads. Only non-HttpOnly ones are visible here: `ua` (signed in,
 * spec 001 §1), `user_token` (the access token) and `csrf_token` (double-submit CSRF).
 */
export const COOKIE_NAMES = {
  signedIn: "ua",
  token: "user_token",
  csrf: "csrf_token",
} as const;

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Whether the session marker `ua` says a player is signed in. */
export function hasSignedInMarker(cookies: string): boolean {
  const value = readCookie(cookies, COOKIE_NAMES.signedIn);
  return value !== null && value !== "";
}

/** Expires a cookie at path / (the server sets every players cookie there). */
export function expireCookie(name: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
