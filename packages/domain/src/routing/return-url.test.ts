import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./return-url.ts";

const SITE = "https://site.example";

describe("safeReturnUrl", () => {
  it.each([
    // Ways out of the site.
    ["https://evil.example/"],
    ["http:evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["\\\\evil.example"],
    ["/.//evil.example"],
    ["/./\\evil.example"],
    ["/x/..//evil.example"],
    ["/%2e//evil.example"],
    ["/%2E%2E//evil.example"],
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["evil.example"],
    // Control characters the URL parser would silently drop or trim.
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["\t//evil.example"],
    ["/x\u0000"],
    ["/x\u001f"],
    ["/x\u007f"],
    [" //evil.example"],
    [""],
    ["   "],
  ])("refuses %j", (input) => {
    expect(safeReturnUrl(input)).toBeNull();
  });

  it.each([
    ["/ru/live?x=1#a", "/ru/live?x=1#a"],
    ["/", "/"],
    ["/en/office/account", "/en/office/account"],
    // Encoded slashes stay encoded: the browser and the router read them as one path segment.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    // Dot segments are resolved, as the browser would.
    ["/en/./line", "/en/line"],
    ["/en/x/../line", "/en/line"],
    ["/../en/line", "/en/line"],
    // A path with an inner double slash stays on the site.
    ["/en//line", "/en//line"],
    ["/en/line?next=//evil.example", "/en/line?next=//evil.example"],
    ["/en/ünï", "/en/%C3%BCn%C3%AF"],
  ])("keeps %j as %j", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it("ignores missing values", () => {
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });

  it("answers nothing or a path on this site, for any input", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2F",
      "%5C",
      "%2e",
      "\t",
      "\n",
      "\r",
      ":",
      "?",
      "#",
      "@",
      " ",
      "evil.example",
      "javascript:",
      "http:",
      "\u0000",
      "\u007f",
      "\u0085",
      "\u2028",
    );
    const tricky = fc
      .array(fc.oneof(pieces, fc.string({ unit: "binary" })), { maxLength: 8 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ unit: "binary" }), fc.webUrl(), fc.webPath()), (input) => {
        const result = safeReturnUrl(input);
        if (result === null) return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.startsWith("/\\")).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about control characters
        expect(result).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(new URL(result, SITE).origin).toBe(SITE);
        // Normalised: a second pass changes nothing.
        expect(safeReturnUrl(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});
