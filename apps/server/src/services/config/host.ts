/** Host names that resolve by name on any port, so a dev server on :3000 or :5173 finds the demo site. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

// A DNS name or IPv4 address with an optional port; anything else cannot be one of our domains.
const HOST_PATTERN = /^([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::(\d{1,5}))?$/;

/**
 * The site_domain key a request host maps to: lower case, trailing dot dropped, and the port
 * dropped for local hosts only (public domains are stored as served, so a host with an unexpected
 * port is a different, unknown host). Undefined when the header cannot be a host at all.
 */
export function domainKey(rawHost: string): string | undefined {
  const host = rawHost
    .trim()
    .toLowerCase()
    .replace(/\.(?=:|$)/, "");
  const match = HOST_PATTERN.exec(host);
  if (!match) return undefined;
  const name = match[1] ?? "";
  return LOCAL_HOSTS.has(name) ? name : host;
}
