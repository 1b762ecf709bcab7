import type { HttpFailure } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { en } from "./i18n/en.ts";
import { saveNotices } from "./pages/personal-data.tsx";

const failure = (over: Partial<HttpFailure>): HttpFailure => ({
  kind: "http",
  status: 400,
  code: "VALIDATION",
  message: "body.name: Invalid",
  ...over,
});

/** The personal-data page's save notices (001 §8: at most three, by priority). */
describe("personal data save notices", () => {
  it("a locked save shows the server's own text first, then main_query_error", () => {
    const notices = saveNotices(failure({ status: 409, code: "PERSONAL_DATA_LOCKED" }), en);
    expect(notices.map((n) => n.message)).toEqual([
      en.errors.PERSONAL_DATA_LOCKED,
      en.verification.main_query_error,
    ]);
  });
  it("a refused save names each refused field, at most three notices in all", () => {
    const fields = ["name", "date_birthday", "inn", "city"].map((path) => ({ path, message: "x" }));
    const notices = saveNotices(failure({ details: { fields } }), en);
    expect(notices.map((n) => n.message)).toEqual([
      "Name: check this field.",
      "Date of birth: check this field.",
      "Tax ID: check this field.",
    ]);
  });
  it("a refusal without fields still says main_query_error; unknown paths are not shown", () => {
    const notices = saveNotices(
      failure({ details: { fields: [{ path: "is_verified", message: "x" }] } }),
      en,
    );
    expect(notices.map((n) => n.message)).toEqual([en.verification.main_query_error]);
  });
});
