import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockPageFor, blockReasonFrom } from "../routing/blocking.ts";
import {
  type BlockRule,
  decideBlock,
  inRange,
  isOldInternetExplorer,
  parseCidr,
  parseIp,
  ruleProblem,
  type Visitor,
} from "./index.ts";

describe("IP addresses", () => {
  it("reads IPv4, IPv6, compressed and IPv4-mapped forms", () => {
    expect(parseIp("1.2.3.4")).toEqual({ version: 4, value: 0x01020304n });
    expect(parseIp("::ffff:1.2.3.4")).toEqual({ version: 4, value: 0x01020304n });
    expect(parseIp("2001:db8::1")).toEqual({ version: 6, value: (0x20010db8n << 96n) | 1n });
    expect(parseIp("::")).toEqual({ version: 6, value: 0n });
    expect(parseIp("fe80::1%eth0")?.version).toBe(6);
    for (const bad of [
      "",
      "1.2.3",
      "1.2.3.256",
      "1.2.3.4.5",
      "::1::",
      "2001:db8:::1",
      "g::1",
      "1:2:3:4:5:6:7:8:9",
    ])
      expect(parseIp(bad), bad).toBeNull();
  });

  it("round-trips every IPv4 address through its dotted form", () => {
    fc.assert(
      fc.property(fc.ipV4(), (text) => {
        const ip = parseIp(text);
        expect(ip?.version).toBe(4);
        const v = ip?.value ?? -1n;
        expect([24n, 16n, 8n, 0n].map((s) => String((v >> s) & 255n)).join(".")).toBe(text);
      }),
    );
  });

  it("CIDR ranges contain exactly their addresses", () => {
    const r = parseCidr("10.1.0.0/16");
    expect(r).toMatchObject({ start: 0x0a010000n, end: 0x0a01ffffn });
    const ip = (s: string) => parseIp(s) ?? { version: 4 as const, value: -1n };
    expect(r && inRange(ip("10.1.255.255"), r)).toBe(true);
    expect(r && inRange(ip("10.2.0.0"), r)).toBe(false);
    expect(parseCidr("10.1.2.3/16")?.start).toBe(0x0a010000n);
    const v6 = parseCidr("2001:db8::/32");
    expect(v6 && inRange(ip("2001:db8:ffff::1"), v6)).toBe(true);
    expect(v6 && inRange(ip("10.1.2.3"), v6)).toBe(false);
    expect(parseCidr("1.2.3.4")).toMatchObject({ start: 0x01020304n, end: 0x01020304n });
    for (const bad of ["10.0.0.0/33", "10.0.0.0/-1", "10.0.0.0/8/1", "x/8", "::/129"])
      expect(parseCidr(bad), bad).toBeNull();
  });
});

const rule = (r: Partial<BlockRule> & Pick<BlockRule, "kind" | "templateTypeId">): BlockRule => ({
  id: 1,
  value: "",
  startsAt: null,
  endsAt: null,
  authOnly: false,
  ...r,
});
const visitor = (v: Partial<Visitor> = {}): Visitor => ({
  country: "GB",
  ip: parseIp("81.2.69.160"),
  userAgent: "Mozilla/5.0 Chrome/140",
  referrals: [],
  auth: false,
  ...v,
});
const now = new Date("2026-11-26T12:00:00Z");

describe("block decisions", () => {
  it("checks each rule's value and template for its kind", () => {
    expect(ruleProblem({ kind: "country", value: "US", templateTypeId: 1 })).toBeNull();
    expect(ruleProblem({ kind: "country", value: "us", templateTypeId: 1 })).toMatch(/ISO/);
    expect(ruleProblem({ kind: "country", value: "US", templateTypeId: 4 })).toMatch(/template 4/);
    expect(ruleProblem({ kind: "cidr", value: "10.0.0.0/8", templateTypeId: 5 })).toBeNull();
    expect(ruleProblem({ kind: "cidr", value: "nope", templateTypeId: 2 })).toMatch(/CIDR/);
    expect(ruleProblem({ kind: "site", value: "", templateTypeId: 16 })).toBeNull();
    expect(ruleProblem({ kind: "user_agent", value: "ab", templateTypeId: 13 })).toMatch(/3 to 200/);
  });

  it("blocks a country, which the shell lifts with force_geo_off only for template 1", () => {
    const geo = decideBlock([rule({ kind: "country", value: "GB", templateTypeId: 1 })], visitor(), now);
    expect(geo).toMatchObject({ displayTypeId: 1, templateTypeId: 1 });
    expect(blockReasonFrom(geo, "1")).toBeNull();
    expect(blockPageFor(blockReasonFrom(geo))).toBe("block");
    const legal = decideBlock([rule({ kind: "country", value: "GB", templateTypeId: 3 })], visitor(), now);
    expect(blockReasonFrom(legal, "1")).toBe(3);
    expect(
      decideBlock([rule({ kind: "country", value: "US", templateTypeId: 1 })], visitor(), now).displayTypeId,
    ).toBe(0);
    expect(
      decideBlock(
        [rule({ kind: "country", value: "GB", templateTypeId: 1 })],
        visitor({ country: null }),
        now,
      ).displayTypeId,
    ).toBe(0);
  });

  it("site-wide states come first (site updates, then suspension, then coming soon)", () => {
    const rules = [
      rule({ id: 1, kind: "country", value: "GB", templateTypeId: 1 }),
      rule({ id: 2, kind: "site", templateTypeId: 8 }),
      rule({ id: 3, kind: "site", templateTypeId: 16 }),
    ];
    expect(decideBlock(rules, visitor(), now)).toMatchObject({ templateTypeId: 16, ruleId: 3 });
    expect(
      decideBlock([...rules, rule({ id: 4, kind: "site", templateTypeId: 4 })], visitor(), now)
        .templateTypeId,
    ).toBe(4);
  });

  it("honours the window, auth-only rules, ranges, traffic sources and user agents", () => {
    const window = rule({
      kind: "site",
      templateTypeId: 4,
      startsAt: new Date("2026-11-26T13:00:00Z"),
      endsAt: new Date("2026-11-26T14:00:00Z"),
    });
    expect(decideBlock([window], visitor(), now).displayTypeId).toBe(0);
    expect(decideBlock([window], visitor(), new Date("2026-11-26T13:30:00Z")).templateTypeId).toBe(4);
    expect(decideBlock([window], visitor(), new Date("2026-11-26T14:00:00Z")).displayTypeId).toBe(0);
    const authOnly = rule({ kind: "country", value: "GB", templateTypeId: 3, authOnly: true });
    expect(decideBlock([authOnly], visitor(), now).displayTypeId).toBe(0);
    expect(decideBlock([authOnly], visitor({ auth: true }), now).templateTypeId).toBe(3);
    expect(
      decideBlock([rule({ kind: "cidr", value: "81.2.69.0/24", templateTypeId: 5 })], visitor(), now)
        .templateTypeId,
    ).toBe(5);
    expect(
      decideBlock(
        [rule({ kind: "referral", value: "spam1", templateTypeId: 14 })],
        visitor({ referrals: ["spam1"] }),
        now,
      ).templateTypeId,
    ).toBe(14);
    expect(
      decideBlock(
        [rule({ kind: "user_agent", value: "scrapy", templateTypeId: 13 })],
        visitor({ userAgent: "Scrapy/2.11" }),
        now,
      ).templateTypeId,
    ).toBe(13);
  });

  it("sends old Internet Explorer to block-ie, but not Edge", () => {
    expect(isOldInternetExplorer("Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko")).toBe(
      true,
    );
    expect(isOldInternetExplorer("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)")).toBe(true);
    expect(isOldInternetExplorer("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Edg/120")).toBe(
      false,
    );
    const ie = decideBlock([], visitor({ userAgent: "Mozilla/4.0 (compatible; MSIE 8.0)" }), now);
    expect(blockPageFor(blockReasonFrom(ie))).toBe("block-ie");
  });

  it("never blocks with no rule in force and a modern browser", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.constantFrom("GB", "RU", "US", null), (ip, country) => {
        expect(decideBlock([], visitor({ ip: parseIp(ip), country }), now).displayTypeId).toBe(0);
      }),
    );
  });
});
