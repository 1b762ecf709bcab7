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
