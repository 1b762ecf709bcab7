import { COOKIES } from "../services/session/index.ts";

/**
 * Cookies that prove who the player is or guard their requests: the session secret (which refreshes
 * everything), the access token, the CSRF token, pending sign-in steps and the known-device mark.
 * No remote needs them: a remote learns that someone is signed in from the `ua` marker, and reads
 * the player's data only with the render grant the server gives it.
 */
const CREDENTIALS: ReadonlySet<string> = new Set([
  COOKIES.session,
  COOKIES.token,
  COOKIES.csrf,
  COOKIES.twoStep,
  COOKIES.sms,
  COOKIES.transfer,
  COOKIES.device,
]);

/** The Cookie header a remote app gets: the browser's, without any credential. */
export function cookiesForRemotes(header: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !CREDENTIALS.has(part.slice(0, part.indexOf("=") >>> 0).trim()))
    .join("; ");
}
