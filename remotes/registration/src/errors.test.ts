import { closedFailure, failureFrom, networkFailure } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { registrationError } from "./errors.ts";
import { registrationDictionary } from "./i18n/index.ts";

const answer = (status: number, code: string, details?: unknown) =>
  failureFrom(status, { error: { code, message: "server text", details } });

describe.each(["en", "ru", "ar"])("the registration forms' text for a failed call (%s)", (lng) => {
  const t = registrationDictionary(lng);

  it("words the codes the player can act on", () => {
    expect(registrationError(answer(409, "EMAIL_TAKEN"), t)).toBe(t.errEmailTaken);
    expect(registrationError(answer(404, "ONE_TAP_DISABLED"), t)).toBe(t.socialUnavailable);
    expect(registrationError(answer(400, "CAPTCHA_EXPIRED"), t)).toBe(t.captchaAgain);
  });

  it("names the minimum age when the answer carries it", () => {
    expect(registrationError(answer(400, "UNDER_AGE", { minAge: 21 }), t)).toContain("21");
    expect(registrationError(answer(400, "UNDER_AGE"), t)).toBe(t.errValidation);
  });

  it("falls back to the server's message for a 4xx, a generic line for a 5xx, nothing on cancel", () => {
    expect(registrationError(answer(401, "UNAUTHORIZED"), t)).toBe("server text");
    expect(registrationError(answer(500, "INTERNAL"), t)).toBe(t.errServer);
    expect(registrationError(networkFailure(new Error("offline")), t)).toBe(t.errNetwork);
    expect(registrationError(closedFailure(), t)).toBeNull();
  });
});
