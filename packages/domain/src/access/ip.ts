/**
 * IP addresses as numbers, for range rules and the GeoIP table: IPv4 as 0 … 2^32−1, IPv6 as
 * 0 … 2^128−1 (bigint). IPv4-mapped IPv6 (::ffff:1.2.3.4) is read as the IPv4 address.
 */

export type IpAddress = { version: 4; value: bigint } | { version: 6; value: bigint };

function parseV4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseV6(text: string): bigint | null {
  let input = text.toLowerCase();
  const zone = input.indexOf("%");
  if (zone >= 0) input = input.slice(0, zone);
  let tailV4: bigint | null = null;
  const lastColon = input.lastIndexOf(":");
  if (input.includes(".") && lastColon >= 0) {
    tailV4 = parseV4(input.slice(lastColon + 1));
    if (tailV4 === null) return null;
    input = `${input.slice(0, lastColon + 1)}0:0`;
  }
  const halves = input.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  if (tailV4 !== null) value = (value & ~0xffffffffn) | tailV4;
  return value;
}

const MAPPED_PREFIX = 0xffffn << 32n;

export function parseIp(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (trimmed.includes(":")) {
    const v6 = parseV6(trimmed);
    if (v6 === null) return null;
    if (v6 >> 32n === 0xffffn && (v6 & ~0xffffffffn) === MAPPED_PREFIX)
      return { version: 4, value: v6 & 0xffffffffn };
    return { version: 6, value: v6 };
  }
  const v4 = parseV4(trimmed);
  return v4 === null ? null : { version: 4, value: v4 };
}

export interface IpRange {
  version: 4 | 6;
  start: bigint;
  end: bigint;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address; null when it is not one. */
export function parseCidr(text: string): IpRange | null {
  const [address = "", bits, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const width = ip.version === 4 ? 32 : 128;
  const prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > width) return null;
  const hostBits = BigInt(width - prefix);
  const mask = (1n << hostBits) - 1n;
  const start = ip.value & ~mask;
  return { version: ip.version, start, end: start | mask };
}

export function inRange(ip: IpAddress, range: IpRange): boolean {
  return ip.version === range.version && ip.value >= range.start && ip.value <= range.end;
}
