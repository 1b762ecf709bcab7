import { describe, expect, test } from "vitest";
import { isUnsafeText, unsafeTextPath } from "./input-guard.ts";

describe("the input guard's text check", () => {
  test.each([
    ["a\u0000b", true],
    ["a\uD800b", true],
    ["a\uDC00", true],
    ["\uD83D\uDE00 emoji pair", false],
    ["Ünïcödé \u202E rtl", false],
    ["", false],
  ])("%j unsafe: %s", (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  test("names the path of the first unsafe string, keys and array items included", () => {
    expect(unsafeTextPath({ a: { b: ["ok", "x\u0000"] } }, "body")).toBe("body.a.b.1");
    expect(unsafeTextPath({ "k\uD800": 1 }, "body")).toBe("body.k\uD800");
    expect(unsafeTextPath(Object.assign(Object.create(null), { q: "\u0000" }), "querystring")).toBe(
      "querystring.q",
    );
    expect(unsafeTextPath({ a: 1, b: [true, null, "fine"] }, "body")).toBeUndefined();
  });

  test("does not look into binary bodies", () => {
    expect(unsafeTextPath(Buffer.from([0, 0xd8]), "body")).toBeUndefined();
  });
});
