import proxyAddr from "@fastify/proxy-addr";

/**
 * Which peers may tell us the client's address (X-Forwarded-For), scheme and host: Fastify's
 * `trustProxy`. `false` believes only the socket, so a forged header changes nothing.
 */
export type TrustProxy = false | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: unset or empty trusts no proxy. A whole number is a hop count (that many proxies in
 * front, whoever they are: only safe when the app cannot be reached except through them). Anything
 * else is a comma-separated list of addresses, CIDR ranges or the names loopback, linklocal and
 * uniquelocal; only peers in it are believed. A malformed value throws, so the process stops
 * before it listens instead of quietly trusting the wrong peers (or none).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    // Fastify 5 ignores the forwarded headers for a bare number (it cannot check the peer), so the
    // hop count is spelled out: the socket's peer and the next hops-1 entries are proxies.
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => entry === "")) throw new Error(`TRUST_PROXY: empty entry in "${text}"`);
  try {
    return proxyAddr.compile(entries);
  } catch (err) {
    throw new Error(`TRUST_PROXY: ${(err as Error).message} (expected a hop count or addresses/CIDRs)`);
  }
}
