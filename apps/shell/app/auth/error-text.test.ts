import type { MessageKey } from "@parlay/i18n";
import { closedFailure, failureFrom, networkFailure } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { errorText } from "./error-text.ts";

const t = (key: MessageKey) => `t:${key}`;
const answer = (status: number, code: string, message = "server text") =>
  failureFrom(status, { error: { code, message } });

describe("the sign-in forms' text for a failed call", () => {
  it("words the codes the player can act on in their language", () => {
    expect(errorText(answer(401, "INVALID_CREDENTIALS"), t)).toBe("t:auth_error_invalid_credentials");
    expect(errorText(answer(400, "CAPTCHA_USED"), t)).toBe("t:captcha_again");
    expect(errorText(answer(400, "LINK_INVALID"), t)).toBe("t:user_link_invalid");
  });

  it("shows the server's own message for a 4xx it does not word, and a generic line for a 5xx", () => {
    expect(errorText(answer(409, "PHONE_TAKEN", "That phone is taken"), t)).toBe("That phone is taken");
    expect(errorText(answer(503, "DATABASE_UNAVAILABLE"), t)).toBe("t:auth_error_server");
    expect(errorText(failureFrom(502, "<html>bad gateway</html>"), t)).toBe("t:auth_error_server");
  });

  it("says nothing when the player cancelled, and names a lost connection", () => {
    expect(errorText(closedFailure(), t)).toBeNull();
    expect(errorText(networkFailure(new Error("offline")), t)).toBe("t:auth_error_network");
  });

  it("treats a code outside the catalogue (a newer server) like an unworded one", () => {
    expect(errorText(answer(400, "SOMETHING_NEW", "New rule"), t)).toBe("New rule");
  });
});
