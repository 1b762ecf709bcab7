/**
 * Referral capture (spec 001 §5 "Referral parameters", §9 "Referral cookie lifetimes"): a landing URL
 * carrying any of the eleven parameters leaves cookies that the registration reads and stores with
 * the new account. Our reading of the lifetimes (docs/cookies-and-referrals.md):
 *
 * | parameter            | cookie       | lifetime                                              |
 * | -------------------- | ------------ | ----------------------------------------------------- |
 * | ref                  | `ref`        | 60 days                                               |
 * | bf (bring a friend)  | `bf`         | 1 day                                                 |
 * | btag, tag, qtag      | `reflinkid`  | 60 days (the first of them present)                   |
 * | utm_source           | `reflinkid`  | 1 hour, only when none of btag, tag, qtag is present  |
 * | affid, aip           | `partner_id` | 30 days on the click-id path (click_id present), else 60 |
 * | click_id             | `click_id`   | 30 days                                               |
 * | pb (postback)        | `pb_watch`   | 4 seconds when empty, 30 days with the postback       |
 * | subid                | `subid`      | 60 days                                               |
 */

export const REFERRAL_PARAMS = [
  "ref",
  "bf",
  "btag",
  "tag",
  "qtag",
  "click_id",
  "utm_source",
  "aip",
  "affid",
  "pb",
  "subid",
] as const;
export type ReferralParam = (typeof REFERRAL_PARAMS)[number];

export const REFERRAL_COOKIES = [
  "ref",
  "bf",
  "reflinkid",
  "partner_id",
  "click_id",
  "pb_watch",
  "subid",
] as const;
export type ReferralCookieName = (typeof REFERRAL_COOKIES)[number];

const HOUR = 3600;
const DAY = 24 * HOUR;

export const REFERRAL_LIFETIMES = {
  ref: 60 * DAY,
  bf: DAY,
  reflinkidTagged: 60 * DAY,
  reflinkidOther: HOUR,
  partnerIdClick: 30 * DAY,
  partnerIdOther: 60 * DAY,
  clickId: 30 * DAY,
  postbackEmpty: 4,
  postback: 30 * DAY,
  subid: 60 * DAY,
} as const;

/** One referral cookie to write: its value, the parameter it came from, and its lifetime. */
export interface ReferralCookie {
  name: ReferralCookieName;
  /** Spec 001 §3 "Referral cookie values: type, val, additional": the parameter, its value. */
  type: ReferralParam;
  val: string;
  maxAgeSeconds: number;
}

/** A value we keep: 1–128 characters of URL-safe text (no spaces, quotes, semicolons or controls). */
const VALUE = /^[A-Za-z0-9._~:/?#@!$&'()*+,=%-]{1,128}$/;

/** Whether a referral value is one we keep. */
export function isReferralValue(v: unknown): v is string {
  return typeof v === "string" && VALUE.test(v);
}

type Query = Readonly<Record<string, string | undefined>>;

/** Whether a query names any referral parameter (the cheap test before loading the capture code). */
export function hasReferralParams(query: Query): boolean {
  return REFERRAL_PARAMS.some((p) => query[p] !== undefined);
}

function first(query: Query, params: readonly ReferralParam[]): [ReferralParam, string] | null {
  for (const p of params) {
    const v = query[p];
    if (isReferralValue(v)) return [p, v];
  }
  return null;
}

/**
 * The referral cookies a page's query writes. Invalid values are ignored; a parameter that is absent
 * leaves the cookie it would write untouched (a second visit without it keeps the first attribution).
 */
export function referralCookies(query: Query): ReferralCookie[] {
  const out: ReferralCookie[] = [];
  const L = REFERRAL_LIFETIMES;
  const add = (name: ReferralCookieName, type: ReferralParam, val: string, maxAgeSeconds: number) =>
    out.push({ name, type, val, maxAgeSeconds });

  const ref = first(query, ["ref"]);
  if (ref) add("ref", "ref", ref[1], L.ref);
  const bf = first(query, ["bf"]);
  if (bf) add("bf", "bf", bf[1], L.bf);

  const tagged = first(query, ["btag", "tag", "qtag"]);
  const utm = first(query, ["utm_source"]);
  if (tagged) add("reflinkid", tagged[0], tagged[1], L.reflinkidTagged);
  else if (utm) add("reflinkid", "utm_source", utm[1], L.reflinkidOther);

  const click = first(query, ["click_id"]);
  const partner = first(query, ["affid", "aip"]);
  if (partner) add("partner_id", partner[0], partner[1], click ? L.partnerIdClick : L.partnerIdOther);
  if (click) add("click_id", "click_id", click[1], L.clickId);

  // The postback watcher: present but empty is a short-lived marker, a postback is kept 30 days.
  const pb = query.pb;
  if (pb === "") add("pb_watch", "pb", "", L.postbackEmpty);
  else if (isReferralValue(pb)) add("pb_watch", "pb", pb, L.postback);

  const subid = first(query, ["subid"]);
  if (subid) add("subid", "subid", subid[1], L.subid);
  return out;
}

/** What a new account is attributed to: the referral cookies present at registration. */
export type ReferralAttribution = Partial<Record<ReferralCookieName, string>>;

/** The attribution from the request's cookies (invalid or empty values are left out); null when none. */
export function attributionFromCookies(cookies: Query): ReferralAttribution | null {
  const out: ReferralAttribution = {};
  for (const name of REFERRAL_COOKIES) {
    const v = cookies[name];
    if (isReferralValue(v)) out[name] = v;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The bring-a-friend referrer: `bf` is the inviting player's account number (a positive int8). */
export function referrerIdFrom(attribution: ReferralAttribution | null): number | null {
  const bf = attribution?.bf;
  if (!bf || !/^[1-9]\d{0,15}$/.test(bf)) return null;
  return Number(bf);
}

/** The bring-a-friend link of a player: the site's language root with `bf` set to their id. */
export function bringFriendLink(origin: string, lng: string, userId: number): string {
  return `${origin}/${lng}/?bf=${userId}`;
}
