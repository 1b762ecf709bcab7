import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decideRedirect, type RedirectRule, redirectRuleProblem } from "./redirects.ts";

let seq = 0;
const rule = (r: Partial<RedirectRule> & Pick<RedirectRule, "kind" | "target">): RedirectRule => ({
  id: ++seq,
  host: "",
  country: "",
  path: "",
  code: 301,
  ...r,
});

describe("redirect rules", () => {
  test("a domain move keeps the path and the query", () => {
    const rules = [rule({ kind: "domain", host: "old.example", target: "new.example" })];
    expect(decideRedirect(rules, "https://old.example/en/line/football?x=1", "GB")).toEqual({
      redirect: true,
      code: 301,
      url: "https://new.example/en/line/football?x=1",
      reasons: ["domain_moved"],
      breadcrumbs: ["https://old.example/en/line/football?x=1", "https://new.example/en/line/football?x=1"],
    });
    expect(decideRedirect(rules, "https://other.example/en/", "GB").redirect).toBe(false);
  });

  test("a mirror for one country beats one for every country, and only that country", () => {
    const rules = [
      rule({ kind: "mirror", host: "parlay.test", target: "m1.parlay.test" }),
      rule({ kind: "mirror", host: "parlay.test", country: "TR", target: "tr.parlay.test", code: 302 }),
    ];
    expect(decideRedirect(rules, "https://parlay.test/en/", "TR")).toMatchObject({
      url: "https://tr.parlay.test/en/",
      code: 302,
      reasons: ["mirror"],
    });
    expect(decideRedirect(rules, "https://parlay.test/en/", "GB").url).toBe("https://m1.parlay.test/en/");
    expect(decideRedirect(rules, "https://parlay.test/en/", null).url).toBe("https://m1.parlay.test/en/");
  });

  test("a path rule keeps the language segment and what lies below; it beats mirrors and moves", () => {
    const rules = [
      rule({ kind: "domain", host: "parlay.test", target: "new.parlay.test" }),
      rule({ kind: "path", path: "/promo", target: "/bonus" }),
      rule({ kind: "path", path: "/promo/summer", target: "https://landing.example/summer" }),
    ];
    expect(decideRedirect(rules, "https://parlay.test/ru/promo/7?a=b", null).url).toBe(
      "https://parlay.test/ru/bonus/7?a=b",
    );
    expect(decideRedirect(rules, "https://parlay.test/en/promo/summer", null).url).toBe(
      "https://landing.example/summer",
    );
    // "/promotions" is not below "/promo".
    expect(decideRedirect(rules, "https://parlay.test/en/promotions", null).reasons).toEqual([
      "domain_moved",
    ]);
  });

  test("no rule, a bad url or a target equal to the page is no redirect", () => {
    expect(decideRedirect([], "https://parlay.test/en/", "GB")).toEqual({
      redirect: false,
      code: 0,
      url: "https://parlay.test/en/",
      reasons: [],
      breadcrumbs: [],
    });
    expect(decideRedirect([], "javascript:alert(1)", null).redirect).toBe(false);
  });

  test("malformed rules are refused", () => {
    const ok = { host: "", country: "", path: "", code: 301 };
    expect(redirectRuleProblem({ ...ok, kind: "domain", target: "new.example" })).toMatch(/old host/);
    expect(redirectRuleProblem({ ...ok, kind: "domain", host: "a.example", target: "a.example" })).toMatch(
      /differ/,
    );
    expect(redirectRuleProblem({ ...ok, kind: "mirror", target: "Not A Host" })).toMatch(/host/);
    expect(redirectRuleProblem({ ...ok, kind: "path", path: "/en/promo", target: "/x" })).toMatch(/language/);
    expect(
      redirectRuleProblem({ ...ok, kind: "path", path: "/promo", target: "javascript:x" }),
    ).not.toBeNull();
    expect(redirectRuleProblem({ ...ok, kind: "path", path: "/promo", target: "/bonus", code: 200 })).toMatch(
      /code/,
    );
    expect(redirectRuleProblem({ ...ok, kind: "mirror", country: "gb", target: "m.example" })).toMatch(
      /alpha-2/,
    );
    expect(redirectRuleProblem({ ...ok, kind: "path", path: "/promo", target: "/bonus" })).toBeNull();
  });

  const host = fc.constantFrom("parlay.test", "old.example", "m.parlay.test");
  const page = fc
    .tuple(
      host,
      fc.constantFrom("en", "ru"),
      fc.array(fc.constantFrom("promo", "line", "7", "x"), { maxLength: 3 }),
    )
    .map(([h, l, segs]) => `https://${h}/${l}/${segs.join("/")}`);
  const anyRule = fc
    .record({
      kind: fc.constantFrom("path", "mirror", "domain") as fc.Arbitrary<RedirectRule["kind"]>,
      host: fc.constantFrom("", "parlay.test", "old.example"),
      country: fc.constantFrom("", "GB", "TR"),
      code: fc.constantFrom(301, 302),
    })
    .map((r) =>
      r.kind === "path"
        ? rule({ ...r, path: "/promo", target: "/bonus" })
        : rule({ ...r, host: r.host || (r.kind === "domain" ? "old.example" : ""), target: "new.example" }),
    );

  test("property: a redirect always goes somewhere else, in one hop, with a rule's code", () => {
    fc.assert(
      fc.property(
        fc.array(anyRule, { maxLength: 6 }),
        page,
        fc.constantFrom(null, "GB", "TR"),
        (rules, url, c) => {
          const answer = decideRedirect(rules, url, c);
          if (!answer.redirect) {
            expect(answer).toMatchObject({ code: 0, reasons: [], breadcrumbs: [] });
            return;
          }
          expect(answer.url).not.toBe(new URL(url).href);
          expect(rules.map((r) => r.code)).toContain(answer.code);
          expect(answer.breadcrumbs).toEqual([new URL(url).href, answer.url]);
          // The query and, for host rules, the path survive.
          if (answer.reasons[0] !== "path_moved")
            expect(new URL(answer.url).pathname).toBe(new URL(url).pathname);
        },
      ),
    );
  });

  test("property: rules for another host or country never apply", () => {
    fc.assert(
      fc.property(fc.array(anyRule, { maxLength: 6 }), page, (rules, url) => {
        const foreign = rules.map((r) => ({ ...r, host: "elsewhere.example" }));
        expect(decideRedirect(foreign, url, "GB").redirect).toBe(false);
        const otherCountry = rules.map((r) => ({ ...r, country: "JP" }));
        expect(decideRedirect(otherCountry, url, "GB").redirect).toBe(false);
      }),
    );
  });
});
