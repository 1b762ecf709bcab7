import { describe, expect, it } from "vitest";
import { withoutSignedInCookies } from "./request-info.server.ts";

describe("the cookies the remotes get for a guest", () => {
  it("drop the signed-in marker and the access token, keep the rest", () => {
    expect(withoutSignedInCookies("lng=en; ua=1; user_token=abc.def; age_confirmed=1; xua=2")).toBe(
      "lng=en; age_confirmed=1; xua=2",
    );
    expect(withoutSignedInCookies("ua=1")).toBe("");
    expect(withoutSignedInCookies("")).toBe("");
  });
});
