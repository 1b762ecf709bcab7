import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  allows,
  CONSENT_TYPE_MAX,
  consentFromType,
  consentType,
  NECESSARY_ONLY,
} from "./consent.ts";
import {
  attributionFromCookies,
  bringFriendLink,
  hasReferralParams,
  REFERRAL_PARAMS,
  type ReferralCookie,
  referralCookies,
  referrerIdFrom,
} from "./referral.ts";

const DAY = 86400;
const byName = (list: ReferralCookie[]) => Object.fromEntries(list.map((c) => [c.name, c]));

describe("cookie consent", () => {
  it("the type is a bit mask: 0 necessary only, 1 functional, 2 analytics, 3 both", () => {
    expect(consentType(NECESSARY_ONLY)).toBe(0);
    expect(consentType({ functional: true, analytics: false })).toBe(1);
    expect(consentType({ functional: false, analytics: true })).toBe(2);
    expect(consentType(ACCEPT_ALL)).toBe(3);
  });

  it("every type reads back as the choice it was made from (also as the cookie's text)", () => {
    for (let t = 0; t <= CONSENT_TYPE_MAX; t++) {
      const c = consentFromType(t);
      expect(c).not.toBeNull();
      expect(consentType(c ?? ACCEPT_ALL)).toBe(t);
      expect(consentFromType(String(t))).toEqual(c);
    }
  });

  it("anything else is no choice at all", () => {
    for (const v of [null, undefined, "", "4", "-1", "1.0", " 1", 4, -1, 1.5, Number.NaN, "all", true, {}])
      expect(consentFromType(v)).toBeNull();
  });

  it("a category is allowed only after a yes to it; no choice means no", () => {
    expect(allows(null, "functional")).toBe(false);
    expect(allows(null, "analytics")).toBe(false);
    expect(allows(NECESSARY_ONLY, "functional")).toBe(false);
    expect(allows({ functional: true, analytics: false }, "functional")).toBe(true);
    expect(allows({ functional: true, analytics: false }, "analytics")).toBe(false);
    expect(allows(ACCEPT_ALL, "analytics")).toBe(true);
  });
});

describe("referral cookie lifetimes (001 §9)", () => {
  it("ref 60 days, bf 1 day, subid 60 days", () => {
    const c = byName(referralCookies({ ref: "r1", bf: "100000001", subid: "s-9" }));
    expect(c.ref).toMatchObject({ val: "r1", maxAgeSeconds: 60 * DAY });
    expect(c.bf).toMatchObject({ val: "100000001", maxAgeSeconds: DAY });
    expect(c.subid).toMatchObject({ val: "s-9", maxAgeSeconds: 60 * DAY });
  });

  it.each(["btag", "tag", "qtag"])("reflinkid from %s lives 60 days", (p) => {
    const c = byName(referralCookies({ [p]: "L1" }));
    expect(c.reflinkid).toEqual({ name: "reflinkid", type: p, val: "L1", maxAgeSeconds: 60 * DAY });
  });

  it("reflinkid from utm_source alone lives 1 hour; a tag wins over utm_source", () => {
    expect(byName(referralCookies({ utm_source: "news" })).reflinkid).toMatchObject({
      type: "utm_source",
      maxAgeSeconds: 3600,
    });
    expect(byName(referralCookies({ utm_source: "news", qtag: "Q" })).reflinkid).toMatchObject({
      type: "qtag",
      val: "Q",
      maxAgeSeconds: 60 * DAY,
    });
    expect(byName(referralCookies({ tag: "T", btag: "B" })).reflinkid?.type).toBe("btag");
  });

  it("partner id: 30 days on the click-id path, 60 days otherwise; click_id 30 days", () => {
    expect(byName(referralCookies({ affid: "P" })).partner_id?.maxAgeSeconds).toBe(60 * DAY);
    expect(byName(referralCookies({ aip: "P" })).partner_id).toMatchObject({
      type: "aip",
      maxAgeSeconds: 60 * DAY,
    });
    const click = byName(referralCookies({ affid: "P", click_id: "C" }));
    expect(click.partner_id?.maxAgeSeconds).toBe(30 * DAY);
    expect(click.click_id).toMatchObject({ val: "C", maxAgeSeconds: 30 * DAY });
    expect(byName(referralCookies({ click_id: "C" })).partner_id).toBeUndefined();
  });

  it("the postback watcher: 4 seconds when empty, 30 days with the postback", () => {
    expect(byName(referralCookies({ pb: "" })).pb_watch).toMatchObject({ val: "", maxAgeSeconds: 4 });
    expect(byName(referralCookies({ pb: "https://aff.example/pb?x=1" })).pb_watch).toMatchObject({
      val: "https://aff.example/pb?x=1",
      maxAgeSeconds: 30 * DAY,
    });
  });

  it("absent, empty or unsafe values write nothing", () => {
    expect(referralCookies({})).toEqual([]);
    expect(referralCookies({ ref: "", btag: "a b", tag: "x;y", subid: "x".repeat(129), affid: "é" })).toEqual(
      [],
    );
    expect(referralCookies({ other: "1" })).toEqual([]);
  });

  it("any query writes at most one cookie of each name, each with a positive lifetime", () => {
    const value = fc.option(
      fc.oneof(fc.constant(""), fc.string({ maxLength: 12 }), fc.stringMatching(/^[a-z0-9]{1,8}$/)),
      {
        nil: undefined,
      },
    );
    const query = fc.record(Object.fromEntries(REFERRAL_PARAMS.map((p) => [p, value])));
    fc.assert(
      fc.property(query, (q) => {
        const list = referralCookies(q);
        expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
        for (const c of list) {
          expect(c.maxAgeSeconds).toBeGreaterThan(0);
          expect(q[c.type]).toBe(c.val);
        }
      }),
    );
  });

  it("hasReferralParams names any of the eleven, even empty", () => {
    expect(REFERRAL_PARAMS).toHaveLength(11);
    for (const p of REFERRAL_PARAMS) expect(hasReferralParams({ [p]: "" })).toBe(true);
    expect(hasReferralParams({ lng: "en" })).toBe(false);
  });
});

describe("attribution at registration", () => {
  it("keeps the valid referral cookies only", () => {
    expect(attributionFromCookies({ reflinkid: "L1", subid: "S", sid: "secret", ref: "bad value" })).toEqual({
      reflinkid: "L1",
      subid: "S",
    });
    expect(attributionFromCookies({ sid: "x", pb_watch: "" })).toBeNull();
  });

  it("the referrer is bf when it is an account number", () => {
    expect(referrerIdFrom({ bf: "100000001" })).toBe(100000001);
    for (const bf of ["0", "012", "-1", "abc", "1".repeat(17)]) expect(referrerIdFrom({ bf })).toBeNull();
    expect(referrerIdFrom(null)).toBeNull();
  });

  it("the bring-a-friend link points at the language root with bf", () => {
    expect(bringFriendLink("https://parlay.test", "ar", 100000007)).toBe(
      "https://parlay.test/ar/?bf=100000007",
    );
  });
});
