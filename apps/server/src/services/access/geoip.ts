import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type IpAddress, parseIp } from "@parlay/domain/access";
import type { FastifyRequest } from "fastify";

/**
 * Country of an address from the GeoLite2 country table shipped in the npm package
 * `@ip-location-db/geolite2-country` (CC BY-SA 4.0, MaxMind; the package's README and EULA) — read
 * from disk, never downloaded at run time. Each family is loaded on first use (IPv4 about 350,000
 * ranges into typed arrays, IPv6 about 255,000) and looked up by binary search. Updating the data
 * is updating the pinned package version.
 */
export interface CountryLookup {
  countryOf(ip: IpAddress): Promise<string | null>;
}

interface Table {
  starts: ArrayLike<bigint> | Uint32Array;
  ends: ArrayLike<bigint> | Uint32Array;
  countries: Uint16Array;
  codes: string[];
}

const require = createRequire(import.meta.url);

function dataFile(name: string): string {
  return join(dirname(require.resolve("@ip-location-db/geolite2-country/package.json")), name);
}

async function load(version: 4 | 6): Promise<Table> {
  const text = await readFile(dataFile(`geolite2-country-ipv${version}-num.csv`), "utf8");
  const lines = text.split("\n").filter((l) => l.length > 0);
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  const countries = new Uint16Array(lines.length);
  const starts = version === 4 ? new Uint32Array(lines.length) : new Array<bigint>(lines.length);
  const ends = version === 4 ? new Uint32Array(lines.length) : new Array<bigint>(lines.length);
  lines.forEach((line, i) => {
    const [start = "0", end = "0", code = ""] = line.split(",");
    let index = codeIndex.get(code);
    if (index === undefined) {
      index = codes.length;
      codes.push(code);
      codeIndex.set(code, index);
    }
    countries[i] = index;
    if (starts instanceof Uint32Array && ends instanceof Uint32Array) {
      starts[i] = Number(start);
      ends[i] = Number(end);
    } else {
      (starts as bigint[])[i] = BigInt(start);
      (ends as bigint[])[i] = BigInt(end);
    }
  });
  return { starts, ends, countries, codes } as Table;
}

function find(table: Table, value: bigint): string | null {
  const v4 = table.starts instanceof Uint32Array;
  const at = (a: Table["starts"], i: number): bigint =>
    v4 ? BigInt((a as Uint32Array)[i] ?? 0) : ((a as bigint[])[i] ?? 0n);
  let lo = 0;
  let hi = table.countries.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (at(table.starts, mid) > value) hi = mid - 1;
    else if (at(table.ends, mid) < value) lo = mid + 1;
    else return table.codes[table.countries[mid] ?? 0] ?? null;
  }
  return null;
}

/** The tables of the process: the data is the pinned package's, the same for every lookup. */
const tables: { 4?: Promise<Table>; 6?: Promise<Table> } = {};

export function geoLite2Countries(): CountryLookup {
  return {
    async countryOf(ip) {
      tables[ip.version] ??= load(ip.version);
      return find((await tables[ip.version]) as Table, ip.value);
    },
  };
}

export interface VisitorCountryOptions {
  /**
   * Trust the `X-Country-Code` header (set by the CDN in front of the site) over GeoIP
   * (BLOCKS_TRUST_COUNTRY_HEADER=1). Off by default: a visitor could otherwise send it themselves to
   * walk around a country rule.
   */
  trustCountryHeader?: boolean | undefined;
  /** The GeoIP table (one per process: its tables are loaded once); default a new GeoLite2 lookup. */
  countries?: CountryLookup | undefined;
}

/** A request's visitor country: upper-case ISO 3166 alpha-2, or null when the site cannot tell. */
export type VisitorCountry = (request: Pick<FastifyRequest, "headers" | "ip">) => Promise<string | null>;

/**
 * The site's one answer to "where is this visitor?" (blocks, redirects, the casino's blocked
 * countries): the trusted `X-Country-Code` header when the site trusts it, else GeoIP of the
 * request's address (`request.ip`, after the proxies the app trusts).
 */
export function visitorCountry(options: VisitorCountryOptions = {}): VisitorCountry {
  let countries = options.countries;
  return async (request) => {
    if (options.trustCountryHeader) {
      const header = String(request.headers["x-country-code"] ?? "").toUpperCase();
      if (/^[A-Z]{2}$/.test(header)) return header;
    }
    const ip = parseIp(request.ip);
    if (!ip) return null;
    countries ??= geoLite2Countries();
    return countries.countryOf(ip);
  };
}
