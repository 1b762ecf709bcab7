import type { BlockDecision } from "../routing/blocking.ts";
import { type IpAddress, inRange, parseCidr } from "./ip.ts";

/**
 * The blocks service's rules (issue 16 §3; spec 000 §3 "Block decision", §4 "Blocking", §7 the
 * calls): what an operator sets, and the one decision a visitor gets — `displayTypeId` 1 with the
 * `templateTypeId` that names the page, or 0. Pure; the service feeds it the visitor's country
 * (GeoIP or the trusted CDN header), address, user agent and referral tags.
 *
 * Templates (the reasons the shell maps to pages, spec 000 §4):
 * - 1 country not served (geo; a tester's `force_geo_off=1` cookie lifts it in the shell),
 * - 2 address range, 3 jurisdiction (a regulator's order for a country; not lifted by the cookie),
 * - 5 anonymising network (VPN, proxy and hosting ranges), 14 blocked traffic source (referral tag),
 * - 13 user agent (bots, scrapers), 17 old Internet Explorer (built in),
 * - 4 site updates, 16 suspension, 8 coming soon (whole site).
 */

export const RULE_KINDS = ["site", "cidr", "country", "referral", "user_agent"] as const;
export type BlockRuleKind = (typeof RULE_KINDS)[number];

/** Which templates each kind of rule may answer. */
export const TEMPLATES_BY_KIND: { readonly [K in BlockRuleKind]: readonly number[] } = {
  site: [4, 16, 8],
  cidr: [2, 5],
  country: [1, 3],
  referral: [14],
  user_agent: [13],
};

/** The query parameters that carry a traffic source (spec 000 §7 block/light). */
export const REFERRAL_PARAMS = [
  "bf",
  "tag",
  "btag",
  "vkref",
  "utm_source",
  "qtag",
  "whn",
  "click_id",
] as const;

export interface BlockRule {
  id: number;
  kind: BlockRuleKind;
  /** site: ignored; cidr: "10.0.0.0/8"; country: ISO 3166 alpha-2; referral: a tag value; user_agent: a case-insensitive substring. */
  value: string;
  templateTypeId: number;
  /** In force from … until (null: open); a scheduled site-updates window, a temporary range. */
  startsAt: Date | null;
  endsAt: Date | null;
  /** Only for signed-in visitors (e.g. a country where only registration is closed). */
  authOnly: boolean;
}

export interface Visitor {
  country: string | null;
  ip: IpAddress | null;
  userAgent: string;
  /** The referral tags of the page's query (REFERRAL_PARAMS values). */
  referrals: readonly string[];
  auth: boolean;
}

/** Whether a rule's value is well formed for its kind and its template allowed (the back office's form check). */
export function ruleProblem(rule: Pick<BlockRule, "kind" | "value" | "templateTypeId">): string | null {
  if (!TEMPLATES_BY_KIND[rule.kind].includes(rule.templateTypeId))
    return `template ${rule.templateTypeId} is not one of ${TEMPLATES_BY_KIND[rule.kind].join(", ")} for a ${rule.kind} rule`;
  switch (rule.kind) {
    case "site":
      return null;
    case "cidr":
      return parseCidr(rule.value) ? null : "not an address or CIDR range";
    case "country":
      return /^[A-Z]{2}$/.test(rule.value) ? null : "not an ISO 3166 alpha-2 country code (upper case)";
    case "referral":
      return /^[\w.\-:]{1,100}$/.test(rule.value) ? null : "not a referral tag";
    case "user_agent":
      return rule.value.trim().length >= 3 && rule.value.length <= 200 ? null : "3 to 200 characters";
  }
}

/** Internet Explorer 11 and older: MSIE in the token, or Trident without Edge. */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d/.test(userAgent) || (/\bTrident\/\d/.test(userAgent) && !/\bEdge?\//.test(userAgent));
}

const ORDER: Record<BlockRuleKind, number> = { site: 0, cidr: 1, country: 2, referral: 3, user_agent: 4 };
const SITE_ORDER = [4, 16, 8];

function matches(rule: BlockRule, v: Visitor): boolean {
  switch (rule.kind) {
    case "site":
      return true;
    case "cidr": {
      const range = parseCidr(rule.value);
      return range !== null && v.ip !== null && inRange(v.ip, range);
    }
    case "country":
      return v.country !== null && v.country.toUpperCase() === rule.value;
    case "referral":
      return v.referrals.includes(rule.value);
    case "user_agent":
      return v.userAgent.toLowerCase().includes(rule.value.toLowerCase());
  }
}

/**
 * The decision for a visitor at `now`: the first matching rule in force by kind (site-wide first:
 * site updates, then suspension, then coming soon; then address ranges, country, traffic source,
 * user agent), else old Internet Explorer (17), else not blocked.
 */
export function decideBlock(
  rules: readonly BlockRule[],
  visitor: Visitor,
  now: Date,
): BlockDecision & { ruleId: number | null } {
  const live = rules
    .filter((r) => (r.startsAt === null || r.startsAt <= now) && (r.endsAt === null || r.endsAt > now))
    .filter((r) => !r.authOnly || visitor.auth)
    .filter((r) => ruleProblem(r) === null)
    .sort(
      (a, b) =>
        ORDER[a.kind] - ORDER[b.kind] ||
        SITE_ORDER.indexOf(a.templateTypeId) - SITE_ORDER.indexOf(b.templateTypeId) ||
        a.id - b.id,
    );
  const hit = live.find((r) => matches(r, visitor));
  if (hit) return { displayTypeId: 1, templateTypeId: hit.templateTypeId, ruleId: hit.id };
  if (isOldInternetExplorer(visitor.userAgent)) return { displayTypeId: 1, templateTypeId: 17, ruleId: null };
  return { displayTypeId: 0, templateTypeId: null, ruleId: null };
}
