/**
 * A return URL we may follow after login or registration (spec 000 §4, 001 §4): a path on this
 * site, normalised the way the browser would read it, or null.
 *
 * The candidate is resolved against a fixed dummy origin with the WHATWG URL parser — the same
 * parser the browser uses when it follows the link — so dot segments and percent-encoded dots are
 * resolved before we look at the result. Before parsing we refuse what the parser would silently
 * repair: control characters (it drops tabs and newlines and trims C0 at the ends, so "/\t/evil"
 * becomes "//evil") and backslashes (it reads "\" as "/" in http(s) URLs).
 *
 * A path that normalises to a protocol-relative one ("/.//evil.example" → "//evil.example") is
 * refused rather than repaired: no link of ours looks like that, and guessing which path was meant
 * only invites the next bypass.
 */

const DUMMY_ORIGIN = "https://return-url.invalid";

// C0 controls and DEL; the parser percent-encodes C1 and the rest of Unicode.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || CONTROL_OR_BACKSLASH.test(value)) return null;
  if (!isSitePath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(result) ? result : null;
}

/** Starts with exactly one "/" and is not read by a browser as "//host" or "/\host". */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
