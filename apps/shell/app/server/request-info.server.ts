/** What the shell reads off a request: host, country, cookies. */
export interface RequestInfo {
  url: URL;
  host: string;
  country: string;
  cookies: Record<string, string>;
  cookieHeader: string;
  acceptLanguage: string;
}

export const DEFAULT_COUNTRY = "ru";

export function readRequest(request: Request): RequestInfo {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("cookie") ?? "";
  const country = (request.headers.get("x-country-code") ?? DEFAULT_COUNTRY).toLowerCase();
  return {
    url,
    host: url.hostname,
    country: /^[a-z]{2}$/.test(country) ? country : DEFAULT_COUNTRY,
    cookies: parseCookies(cookieHeader),
    cookieHeader,
    acceptLanguage: request.headers.get("accept-language") ?? "",
  };
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** The cookies that say "signed in" to a remote (spec 001 §1 `ua`) and carry the access token. */
const SIGNED_IN_COOKIES = new Set(["ua", "user_token"]);

/**
 * The cookie header without the signed-in markers: what the remotes get when the request has no
 * live session behind its cookies (it ended on another device — a self-exclusion, a password change),
 * so the header renders "Log in" rather than an account that is gone.
 */
export function withoutSignedInCookies(header: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !SIGNED_IN_COOKIES.has(part.slice(0, part.indexOf("=")).trim()))
    .join("; ");
}
